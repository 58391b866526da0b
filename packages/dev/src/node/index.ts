export { startDevHost } from "./dev-host.js";
export type { RunningDevHost } from "./dev-host.js";
export { DEFAULT_PORT, DEFAULT_SANDBOX_PORT, PROFILE_IDS } from "./options.js";
export type { DevHostOptions, ProfileId } from "./options.js";
export { DevHostError } from "./errors.js";
export type { DevHostErrorCode } from "./errors.js";
export type { ServerIdentity } from "./probe.js";
export { buildWidgetCsp } from "./csp.js";
export type { ResourceCsp } from "./csp.js";
export { CHECK_EXIT, CHECK_WIDTHS, CheckError, renderHtmlReport, runCheck, runCheckCli } from "./check/index.js";
export type {
  CheckCliIo,
  TerminalStream,
  CheckErrorCode,
  CheckOptions,
  CheckProgress,
  CheckReport,
  CheckWidth,
  RunReport,
  WidgetReport,
} from "./check/index.js";
