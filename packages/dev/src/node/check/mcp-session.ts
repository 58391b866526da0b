import type { AuditClient } from "@hostbridge/server";
import type { OpenWidgetOptions } from "@hostbridge/testing/playwright";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { DevHostError } from "../errors.js";

/** A whole MCP tool result, as the host page delivers it. */
export type ToolResult = NonNullable<OpenWidgetOptions["toolResult"]>;
/** Tool arguments. */
export type UnknownObject = Record<string, unknown>;

/** The check's MCP client: every request bounded by a timeout, so a server that hangs cannot hang the check. */
export interface McpSession extends AuditClient {
  /** `tools/call`. */
  callTool(name: string, args: UnknownObject): Promise<ToolResult>;
  /** Ends the session. */
  close(): Promise<void>;
}

/**
 * Connects the official MCP client to `url`, sending `headers` (credentials) with every request;
 * every request gives up after `timeoutMs`.
 */
export async function openMcpSession(
  url: string,
  timeoutMs: number,
  headers: Readonly<Record<string, string>> = {},
): Promise<McpSession> {
  const client = new Client({ name: "hostbridge-check", version: "0.1.0" });
  try {
    const transport = new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers: { ...headers } } });
    await client.connect(transport, { timeout: timeoutMs });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new DevHostError(
      "not_mcp_server",
      `The MCP server at ${url} answered the probe but the MCP client could not connect: ${error instanceof Error ? error.message : String(error)}.`,
      { cause: error },
    );
  }
  const options = { timeout: timeoutMs };
  return {
    listTools: (params) => client.listTools(params, options),
    listResources: (params) => client.listResources(params, options),
    readResource: (params) => client.readResource(params, options),
    callTool: async (name, args) =>
      (await client.callTool({ name, arguments: args }, options)) as unknown as ToolResult,
    close: () => client.close(),
  };
}
