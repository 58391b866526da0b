import type { DisplayMode } from "@hostbridge/core";
import type { HostProfile } from "../model/profile-types.js";

/** What the host knows when the widget asks for a display mode. */
export interface DisplayModeRequest {
  /** The mode the widget asked for. */
  asked: DisplayMode;
  /** The mode the widget is shown in now. */
  current: DisplayMode;
  /** The host context's `availableDisplayModes`. */
  hostModes: readonly DisplayMode[];
  /** The modes the widget declared in `ui/initialize` (`appCapabilities.availableDisplayModes`), if any. */
  appModes: readonly DisplayMode[] | undefined;
}

/**
 * The mode a profile's host answers `ui/request-display-mode` with: a coerced mode first (ChatGPT
 * on mobile turns pip into fullscreen); then, as the spec says, the mode asked for when the host
 * offers it and the widget declared it; else the profile's refusal (the current mode, or inline
 * as claude.ai and VS Code answer).
 */
export function displayModeAnswer(profile: HostProfile, request: DisplayModeRequest): DisplayMode {
  const asked = (profile.coercedDisplayModes[request.asked] ?? request.asked) as DisplayMode;
  const granted = request.hostModes.includes(asked) && (!request.appModes || request.appModes.includes(asked));
  if (granted) return asked;
  return profile.displayModeRefusal === "inline" ? "inline" : request.current;
}
