import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { hostHeaderValidation, toNodeHandler } from "@modelcontextprotocol/node";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { registerApp } from "@hostbridge/server";
import type { App } from "./app.js";

/** A running server. */
export interface RunningServer {
  /** The MCP endpoint (Streamable HTTP), e.g. `http://127.0.0.1:3000/mcp`. */
  mcpUrl: string;
  close(): Promise<void>;
}

/** Where the server listens and which names it answers to. */
export interface ListenOptions {
  /** The address to listen on (default `127.0.0.1`; `0.0.0.0` in a container). */
  host?: string;
  /** Host names besides localhost that requests may carry, e.g. your domain (DNS rebinding protection). */
  allowedHosts?: string[];
}

const LOCAL_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * Serves `app` over MCP Streamable HTTP at `/mcp` (`port` 0 picks a free port), on 127.0.0.1
 * unless `host` says otherwise. Requests whose Host is neither local nor one of `allowedHosts`
 * are refused (DNS rebinding protection).
 */
export async function startServer(app: App, port: number, listen: ListenOptions = {}): Promise<RunningServer> {
  const mcp = createMcpHandler(() => {
    const server = new McpServer({ name: "{{projectName}}", version: "0.1.0" });
    registerApp(server, app);
    return server;
  });
  const handleMcp = toNodeHandler(mcp);
  const validateHost = hostHeaderValidation([...LOCAL_NAMES, ...(listen.allowedHosts ?? [])]);

  const handle = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    if (!validateHost(request, response)) return;
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    if (path === "/mcp") return handleMcp(request, response);
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found: the MCP endpoint is /mcp\n");
  };
  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "content-type": "text/plain" });
      response.end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    http.once("error", reject);
    http.listen(port, listen.host ?? "127.0.0.1", () => resolve());
  });
  const { port: actualPort } = http.address() as AddressInfo;
  return {
    mcpUrl: `http://127.0.0.1:${actualPort}/mcp`,
    async close() {
      await mcp.close();
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
