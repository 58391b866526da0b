/**
 * `@hostbridge/testing/playwright`: Playwright fixtures that open a built widget in a real host
 * page (ChatGPT, a plain MCP Apps host or any profile) behind a sandbox proxy on another origin.
 * `@playwright/test` is a peer dependency.
 */
export { test, expect } from "./playwright/fixtures.js";
export type { WidgetFixtures, WidgetWorkerFixtures } from "./playwright/fixtures.js";
export { openWidget } from "./playwright/open-widget.js";
export {
  expectWidgetHealthy,
  recordWidgetHealth,
  WidgetHealthError,
  WidgetHealthNotRecordedError,
  type WidgetHealthOptions,
} from "./playwright/expect-widget-healthy.js";
export type { BrowserWidget, OpenWidgetOptions } from "./playwright/open-widget.js";
export { startWidgetHostServer } from "./playwright/widget-host-server.js";
export type { WidgetHostServer } from "./playwright/widget-host-server.js";
export { WidgetSourceError } from "./playwright/widget-source.js";
export { AppToolsNotDeclaredError } from "./model/app-tools.js";
export { HostShowsNoWidgetError } from "./model/host-shows-no-widget.js";
export type { AppToolDefinition, AppToolResult, AppToolsMethod, AppToolsRefusal } from "./model/app-tools.js";
export type { ResolvedWidget, WidgetResourceMeta, WidgetSource } from "./playwright/widget-source.js";
export type { HostPageRecords, LoggedMessage } from "./playwright/host-page-protocol.js";
export type { HostProfileId } from "./model/host-profiles.js";
