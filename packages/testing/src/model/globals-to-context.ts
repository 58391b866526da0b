import type { ContentBlock, CurrentDisplayMode, DisplayMode, ToolResult, UnknownObject } from "@hostbridge/core";
import type { McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { OpenAiGlobals } from "./openai-object.js";

/**
 * A ChatGPT display mode in MCP Apps terms: `"modal"` (a widget mounted by `requestModal`) has no
 * MCP Apps equivalent, so it is left out (`undefined`).
 */
export function mcpDisplayMode(mode: CurrentDisplayMode | undefined): DisplayMode | undefined {
  return mode === "modal" ? undefined : mode;
}

/** The MCP Apps host context for ChatGPT-style globals (keys without an equivalent are left out). */
export function toHostContext(globals: Partial<OpenAiGlobals>): McpUiHostContext {
  const context: McpUiHostContext = {};
  if (globals.theme !== undefined) context.theme = globals.theme;
  const displayMode = mcpDisplayMode(globals.displayMode);
  if (displayMode !== undefined) context.displayMode = displayMode;
  if (globals.locale !== undefined) context.locale = globals.locale;
  if (globals.maxHeight !== undefined) context.containerDimensions = { maxHeight: globals.maxHeight };
  if (globals.safeArea !== undefined) {
    const { top, right, bottom, left } = globals.safeArea.insets;
    context.safeAreaInsets = { top, right, bottom, left };
  }
  if (globals.userAgent !== undefined) {
    const { hover, touch } = globals.userAgent.capabilities;
    context.deviceCapabilities = { hover, touch };
    context.platform =
      globals.userAgent.device.type === "mobile" || globals.userAgent.device.type === "tablet" ? "mobile" : "web";
  }
  return context;
}

/** A tool result carrying `toolOutput` (and `toolResponseMetadata` as `_meta`), as a host sends it. */
export function toolResultOf(
  output: UnknownObject | null | undefined,
  meta: UnknownObject | null | undefined,
): ToolResult {
  return {
    content: [{ type: "text", text: JSON.stringify(output ?? null) }] as ContentBlock[],
    ...(output ? { structuredContent: output } : {}),
    ...(meta ? { _meta: meta } : {}),
  };
}
