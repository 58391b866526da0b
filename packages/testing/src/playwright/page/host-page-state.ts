// What the host page holds while it shows a widget, shared by its start and its later actions.
import type { OpenAiFrameHost } from "../../browser/browser-host.js";
import type { McpAppsFrameHost } from "../../browser/browser-mcp-host.js";
import type { HostPageConfig } from "../host-page-protocol.js";
import type { MessageLog } from "./message-log.js";

/** The host page's state: set by `start`, read by every later call from Node. */
export interface HostPageState {
  /** The widget's frame (the sandbox proxy's iframe). */
  frame: HTMLIFrameElement | undefined;
  /** The MCP Apps host on the frame. */
  mcp: McpAppsFrameHost | undefined;
  /** The fake `window.openai` host, on a ChatGPT profile. */
  chatgpt: OpenAiFrameHost | undefined;
  /** What the host does when the widget frame reloads. */
  reload: HostPageConfig["reload"];
  /** Every message between host and widget. */
  readonly log: MessageLog;
}

/** A host page that has not started a widget yet. */
export function emptyHostPageState(log: MessageLog): HostPageState {
  return { frame: undefined, mcp: undefined, chatgpt: undefined, reload: "resends-result", log };
}

/** `value`, or an error saying the host page has not started. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`The widget host has no ${what} (start it first).`);
  return value;
}

/** The MCP Apps host, once started. */
export function mcpHost(state: HostPageState): McpAppsFrameHost {
  return required(state.mcp, "MCP Apps bridge");
}

/** Sizes the frame as the widget reports (ignored before the frame exists, or for a height that is no size). */
export function setFrameHeight(state: HostPageState, height: number | undefined): void {
  if (state.frame && typeof height === "number" && Number.isFinite(height) && height >= 0)
    state.frame.style.height = `${Math.ceil(height)}px`;
}

/** Resolves after `ms` milliseconds. */
export const delay = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));
