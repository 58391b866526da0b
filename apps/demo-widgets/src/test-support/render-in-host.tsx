import type { ReactNode } from "react";
import { act, render, type RenderResult } from "@testing-library/react";
import { createHost, type Host } from "@hostbridge/core";
import { HostProvider } from "@hostbridge/react";
import {
  createChatGptHost,
  createMcpAppsHost,
  type ChatGptHost,
  type ChatGptHostOptions,
} from "@hostbridge/testing";

export type HostMode = "chatgpt" | "mcp-apps";

type McpAppsHost = ReturnType<typeof createMcpAppsHost>;
type McpAppsHostOptions = NonNullable<Parameters<typeof createMcpAppsHost>[0]>;

export interface Rendered extends RenderResult {
  host: Host;
  chatgpt?: ChatGptHost;
  mcp?: McpAppsHost;
}

/**
 * Renders a widget under the fake ChatGPT host (`window.openai` in jsdom) or the fake MCP Apps host
 * (the official AppBridge over linked ports), waiting for the MCP handshake.
 */
export async function renderIn(
  mode: HostMode,
  ui: ReactNode,
  options: { chatgpt?: ChatGptHostOptions; mcp?: McpAppsHostOptions } = {},
): Promise<Rendered> {
  if (mode === "chatgpt") {
    const chatgpt = createChatGptHost(options.chatgpt);
    const host = createHost({ window, notice: false });
    const view = render(<HostProvider host={host}>{ui}</HostProvider>);
    return { ...view, host, chatgpt };
  }
  const mcp = createMcpAppsHost(options.mcp);
  const host = createHost({ window, port: mcp.port, notice: false, appInfo: { name: "test", version: "0" } });
  const view = render(<HostProvider host={host}>{ui}</HostProvider>);
  await act(async () => {
    await host.ready;
    await mcp.initialized;
  });
  return { ...view, host, mcp };
}
