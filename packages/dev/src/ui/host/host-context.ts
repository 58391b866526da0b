import type { McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { Tool } from "@modelcontextprotocol/client";
import type { DevHostProfile } from "./profiles.js";
import type { DisplayMode, HostControls } from "./types.js";

/** The time zone the host context reports at start: the browser's own. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

function userAgentString(profile: DevHostProfile, controls: HostControls): string {
  return `hostbridge-dev/0.1 (${profile.name}; ${controls.device})`;
}

const MODE_ORDER: readonly DisplayMode[] = ["inline", "pip", "fullscreen"];

/** The modes a profile lets the widget use (inline always), in the order the controls show them. */
export function offeredModes(profile: DevHostProfile): DisplayMode[] {
  return MODE_ORDER.filter((mode) => mode === "inline" || profile.displayModes.includes(mode));
}

/** The container's size: the viewport in fullscreen, else the height limit (and the profile's width limit). */
function containerDimensions(
  profileDimensions: NonNullable<McpUiHostContext["containerDimensions"]>,
  controls: HostControls,
  viewportHeight: number,
): McpUiHostContext["containerDimensions"] {
  if (controls.displayMode === "fullscreen") return { height: viewportHeight };
  const maxWidth = controls.maxWidth ?? (profileDimensions as { maxWidth?: number }).maxWidth;
  return { maxHeight: controls.maxHeight, ...(maxWidth ? { maxWidth } : {}) };
}

/**
 * The platform chosen in the controls, else the nearest signal MCP Apps has for the device (it has
 * no device type; tablets count as mobile).
 */
function platformFor(profile: DevHostProfile, controls: HostControls): McpUiHostContext["platform"] {
  if (controls.platform) return controls.platform;
  if (controls.device !== "desktop") return "mobile";
  return profile.fullContext ? "desktop" : profile.hostContext.platform;
}

/** Touch and hover as chosen in the controls, else from the device: touch on tablet and mobile, hover on desktop. */
export function deviceCapabilities(controls: HostControls): { touch: boolean; hover: boolean } {
  const touchDevice = controls.device !== "desktop";
  return { touch: controls.touch ?? touchDevice, hover: controls.hover ?? !touchDevice };
}

/** The keys only a full-context profile sends: the user agent and, once a tool has run, the tool. */
function addFullContext(
  context: McpUiHostContext,
  profile: DevHostProfile,
  controls: HostControls,
  toolInfo: { id: string; tool: Tool } | null,
): void {
  context.userAgent = userAgentString(profile, controls);
  if (toolInfo) context.toolInfo = toolInfo;
}

/**
 * The MCP Apps host context a profile sends for the current controls: only the keys the profile's
 * host sends (basic-host sends no locale, MCP-UI only the theme), each filled from the controls.
 */
export function buildHostContext(
  profile: DevHostProfile,
  controls: HostControls,
  toolInfo: { id: string; tool: Tool } | null,
  viewportHeight: number,
): McpUiHostContext {
  const base = profile.hostContext;
  const context: McpUiHostContext = { theme: controls.theme };
  if (base.styles) context.styles = base.styles;
  if ("displayMode" in base) context.displayMode = controls.displayMode;
  if ("availableDisplayModes" in base) context.availableDisplayModes = offeredModes(profile);
  if (base.containerDimensions)
    context.containerDimensions = containerDimensions(base.containerDimensions, controls, viewportHeight);
  if ("locale" in base) context.locale = controls.locale;
  if ("timeZone" in base) context.timeZone = controls.timeZone;
  if ("platform" in base) context.platform = platformFor(profile, controls);
  if ("deviceCapabilities" in base) context.deviceCapabilities = deviceCapabilities(controls);
  if ("safeAreaInsets" in base) context.safeAreaInsets = { ...controls.safeArea };
  if (profile.fullContext) addFullContext(context, profile, controls, toolInfo);
  return context;
}

/** The `window.openai` environment globals for the same controls. */
export function buildOpenAiEnvironment(controls: HostControls): Record<string, unknown> {
  return {
    theme: controls.theme,
    displayMode: controls.displayMode,
    maxHeight: controls.maxHeight,
    safeArea: {
      insets: {
        top: controls.safeArea.top,
        bottom: controls.safeArea.bottom,
        left: controls.safeArea.left,
        right: controls.safeArea.right,
      },
    },
    userAgent: { device: { type: controls.device }, capabilities: deviceCapabilities(controls) },
    locale: controls.locale,
  };
}

/** Grants a display mode the way ChatGPT does: modes the profile lacks keep the current one, PiP on mobile is fullscreen. */
export function resolveDisplayMode(
  requested: string,
  current: DisplayMode,
  controls: HostControls,
  profile: DevHostProfile,
): DisplayMode {
  const offered = offeredModes(profile);
  if (!offered.includes(requested as DisplayMode)) return current;
  if (requested === "pip" && controls.device === "mobile")
    return offered.includes("fullscreen") ? "fullscreen" : current;
  return requested as DisplayMode;
}
