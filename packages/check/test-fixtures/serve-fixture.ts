import { createServer, type Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { createMcpHandler, Server } from "@modelcontextprotocol/server";
import type { FixtureServer } from "./fixture-server.js";

/** A fixture served over Streamable HTTP on 127.0.0.1. */
export interface ServedFixture {
  /** Its MCP endpoint. */
  url: string;
  /** Stops it. */
  close(): Promise<void>;
}

/** An MCP server written with the official SDK alone (its low-level `Server`), answering from `fixture`'s data as is. */
export function fixtureMcpServer(fixture: FixtureServer): Server {
  const server = new Server({ name: fixture.name, version: "1.0.0" }, { capabilities: { tools: {}, resources: {} } });
  server.setRequestHandler("tools/list", async () => ({ tools: structuredClone(fixture.tools) as never }));
  server.setRequestHandler("resources/list", async () => ({ resources: structuredClone(fixture.resources) as never }));
  server.setRequestHandler("resources/read", async (request) => {
    const contents = fixture.contents[request.params.uri];
    if (!contents) throw new Error(`Resource ${request.params.uri} not found`);
    return { contents: structuredClone(contents) as never };
  });
  server.setRequestHandler("tools/call", async (request) => {
    const result = fixture.results[request.params.name];
    if (!result) return { isError: true, content: [{ type: "text", text: `Unknown tool ${request.params.name}` }] };
    return structuredClone(result) as never;
  });
  return server;
}

/** Serves `fixture` at `http://127.0.0.1:<port>/mcp` (`port` 0 picks a free one). */
export async function serveFixture(fixture: FixtureServer, port = 0): Promise<ServedFixture> {
  const handler = toNodeHandler(createMcpHandler(() => fixtureMcpServer(fixture)));
  const server: HttpServer = createServer((request, response) => void handler(request, response));
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
