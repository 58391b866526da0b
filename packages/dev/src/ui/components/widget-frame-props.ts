import type { WidgetResource } from "../mcp/server-connection.js";
import type { OpenAiHostHandlers } from "../host/openai-link.js";
import type { OpenAiFrameProps, WidgetFrameProps } from "./widget-frame.js";

/** The frame props a widget template gives: its HTML and, when it declares them, its CSP and permissions. */
export function templateFrameProps(resource: WidgetResource): Pick<WidgetFrameProps, "html" | "csp" | "permissions"> {
  return {
    html: resource.html,
    ...(resource.csp ? { csp: resource.csp } : {}),
    ...(resource.permissions ? { permissions: resource.permissions } : {}),
  };
}

/**
 * The `openai` frame prop: a `window.openai` for a ChatGPT profile, when the testing kit's frame
 * script was bundled into the dev host (`null` otherwise, and the widget card says so).
 */
export function openAiFrameProps(
  chatgpt: boolean,
  frameScript: string | null,
  globals: Record<string, unknown>,
  handlers: OpenAiHostHandlers,
): { openai?: OpenAiFrameProps } {
  return chatgpt && frameScript ? { openai: { frameScript, globals, handlers } } : {};
}
