import type { McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { Tool } from "@modelcontextprotocol/client";
import type { DisplayMode, HostControls, HostMode } from "./types.js";

export const HOST_INFO = { name: "hostbridge-playground", version: "0.1.0" };
export const AVAILABLE_DISPLAY_MODES: DisplayMode[] = ["inline", "pip", "fullscreen"];

/** Theme tokens (a subset of the MCP Apps style variables) the host hands the widget. */
const THEME_VARIABLES = {
  light: {
    "--color-background-primary": "#ffffff",
    "--color-background-secondary": "#f4f4f6",
    "--color-text-primary": "#1d1d24",
    "--color-text-secondary": "#5c5c6b",
    "--color-border-primary": "#e3e3e8",
    "--font-sans": "system-ui, -apple-system, 'Segoe UI', sans-serif",
    "--border-radius-md": "10px",
  },
  dark: {
    "--color-background-primary": "#1b1b21",
    "--color-background-secondary": "#26262e",
    "--color-text-primary": "#f2f2f5",
    "--color-text-secondary": "#a9a9b8",
    "--color-border-primary": "#383842",
    "--font-sans": "system-ui, -apple-system, 'Segoe UI', sans-serif",
    "--border-radius-md": "10px",
  },
} as const;

export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

function userAgentString(mode: HostMode, controls: HostControls): string {
  return `hostbridge-playground/0.1 (${mode === "chatgpt" ? "ChatGPT" : "MCP Apps"}; ${controls.device})`;
}

/** The standard host context for a widget frame. */
export function buildHostContext(
  mode: HostMode,
  controls: HostControls,
  toolInfo: { id: string; tool: Tool } | null,
  viewportHeight: number,
): McpUiHostContext {
  const touch = controls.device !== "desktop";
  return {
    theme: controls.theme,
    // The type lists every standard variable; hosts may send any subset (spec).
    styles: { variables: { ...THEME_VARIABLES[controls.theme] } as NonNullable<McpUiHostContext["styles"]>["variables"] },
    displayMode: controls.displayMode,
    availableDisplayModes: AVAILABLE_DISPLAY_MODES,
    containerDimensions:
      controls.displayMode === "fullscreen" ? { height: viewportHeight } : { maxHeight: controls.maxHeight },
    locale: controls.locale,
    timeZone: TIME_ZONE,
    userAgent: userAgentString(mode, controls),
    // MCP Apps has no device type: the platform is the nearest signal (tablets count as mobile).
    platform: controls.device === "desktop" ? "desktop" : "mobile",
    deviceCapabilities: { touch, hover: !touch },
    safeAreaInsets: { ...controls.safeArea },
    ...(toolInfo ? { toolInfo } : {}),
  };
}

/** The `window.openai` environment globals for the same controls. */
export function buildOpenAiEnvironment(controls: HostControls): Record<string, unknown> {
  const touch = controls.device !== "desktop";
  return {
    theme: controls.theme,
    displayMode: controls.displayMode,
    maxHeight: controls.maxHeight,
    safeArea: { insets: { top: controls.safeArea.top, bottom: controls.safeArea.bottom, left: controls.safeArea.left, right: controls.safeArea.right } },
    userAgent: { device: { type: controls.device }, capabilities: { hover: !touch, touch } },
    locale: controls.locale,
  };
}

/** ChatGPT on mobile turns PiP into fullscreen; modes we don't offer keep the current one. */
export function resolveDisplayMode(requested: string, current: DisplayMode, controls: HostControls): DisplayMode {
  if (!AVAILABLE_DISPLAY_MODES.includes(requested as DisplayMode)) return current;
  if (requested === "pip" && controls.device === "mobile") return "fullscreen";
  return requested as DisplayMode;
}
