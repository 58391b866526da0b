/**
 * `@hostbridge/testing/profiles`: every host a widget ships into as plain data (capabilities, host
 * context, display modes and refusals, container, storage, reload, `_meta` keys, CSP, quirks, each
 * fact with its source), without DOM or React.
 */
export {
  HOST_PROFILES,
  HOST_PROFILE_IDS,
  PROFILE_GROUPS,
  UnknownHostProfileError,
  hostProfile,
  isHostProfileId,
  profilesInGroup,
} from "./model/host-profiles.js";
export type { HostProfileId, ProfileGroupEntry } from "./model/host-profiles.js";
export type {
  DisplayModeRefusal,
  FrameStorage,
  HostProfile,
  HostProfileSources,
  ProfileContainer,
  ProfileCsp,
  ProfileDisplayMode,
  ProfileFact,
  ProfileGroup,
  ReloadBehaviour,
  ResourceUriKey,
  UnadvertisedCapability,
} from "./model/profile-types.js";
export { emptiedToolResult, textFallbackOf } from "./model/profile-behaviour.js";
export { methodsRefusedBy } from "./model/profile-refusals.js";
export type { EmptiedToolResult, ResultLike } from "./model/profile-behaviour.js";
export { STANDARD_STYLE_VARIABLES } from "./model/host-style-variables.js";
export type { StyleVariables } from "./model/host-style-variables.js";
