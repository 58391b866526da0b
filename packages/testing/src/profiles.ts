/**
 * `@hostbridge/testing/profiles`: host profile data (capabilities, host context, window.openai,
 * display modes, CSP, each with its source), plain data without DOM or React.
 */
export {
  HOST_PROFILES,
  HOST_PROFILE_IDS,
  UnknownHostProfileError,
  hostProfile,
  isHostProfileId,
} from "./model/host-profiles.js";
export type {
  HostProfile,
  HostProfileId,
  HostProfileSources,
  ProfileCsp,
  ProfileDisplayMode,
  UnadvertisedCapability,
} from "./model/host-profiles.js";
export { STANDARD_STYLE_VARIABLES, styleVariableSubset } from "./model/host-style-variables.js";
export type { StyleVariables } from "./model/host-style-variables.js";
