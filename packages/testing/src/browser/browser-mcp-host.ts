import { windowPort } from "@hostbridge/core";
import { buildMcpAppsHost, type McpAppsHost, type McpAppsHostOptions } from "../jsdom/mcp-apps-host.js";

export interface ConnectMcpAppsFrameOptions extends McpAppsHostOptions {
  /** The host page's window, where the frame's messages arrive (default `globalThis.window`). */
  window?: Window;
  /** Accept and send only for these frame origins (default any, `"*"`). */
  allowedOrigins?: string[];
}

/** Host-page controller of a widget frame's MCP Apps host (no `port`: the widget is in the frame). */
export type McpAppsFrameHost = Omit<McpAppsHost, "port">;

/**
 * The fake MCP Apps host for a real page: the official `AppBridge` talks JSON-RPC over
 * `postMessage` with `frameWindow` (the widget's frame, or the sandbox proxy frame), accepting
 * only messages whose `event.source` is that window. Connect it before the frame loads.
 */
export function connectMcpAppsFrame(frameWindow: Window, options: ConnectMcpAppsFrameOptions = {}): McpAppsFrameHost {
  const { window: self, allowedOrigins, ...hostOptions } = options;
  const port = windowPort(frameWindow, { self: self ?? globalThis.window, allowedOrigins });
  return buildMcpAppsHost(port, null, hostOptions);
}
