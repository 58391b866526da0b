import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { DevHostError } from "./errors.js";
import { probeMcpServer } from "./probe.js";

let server: Server | null = null;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  server = createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
}

async function failure(url: string): Promise<DevHostError> {
  const error = await probeMcpServer(url, { timeoutMs: 2000 }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DevHostError);
  return error as DevHostError;
}

describe("probeMcpServer", () => {
  it("says when nothing listens", async () => {
    const url = await serve(() => undefined);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = null;
    const error = await failure(url);
    expect(error.code).toBe("server_unreachable");
    expect(error.message).toMatch(/Cannot reach the MCP server at .*connection refused/);
  });

  it("says when something answers that is not MCP", async () => {
    const html = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end("<!doctype html><h1>Welcome</h1>");
    });
    const error = await failure(html);
    expect(error.code).toBe("not_mcp_server");
    expect(error.message).toMatch(/not as an MCP server .*text\/html/);
  });

  it("names the HTTP status of a wrong path", async () => {
    const url = await serve((_req, res) => {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("nope");
    });
    expect((await failure(url)).message).toMatch(/HTTP 404/);
  });

  it("reads the server's name from an SSE answer and ends the session", async () => {
    const seen: string[] = [];
    const url = await serve((req, res) => {
      seen.push(req.method ?? "");
      if (req.method === "DELETE") return void res.writeHead(200).end();
      res.writeHead(200, { "content-type": "text/event-stream", "mcp-session-id": "s1" });
      res.write(
        `event: message\ndata: ${JSON.stringify({ jsonrpc: "2.0", id: "hostbridge-dev-probe", result: { protocolVersion: "2025-06-18", serverInfo: { name: "demo", version: "1.2.3" }, capabilities: {} } })}\n\n`,
      );
      // the stream stays open, as servers may keep it: the probe must not hang on it
    });
    expect(await probeMcpServer(url, { timeoutMs: 2000 })).toEqual({
      name: "demo",
      version: "1.2.3",
      protocolVersion: "2025-06-18",
    });
    expect(seen).toEqual(["POST", "DELETE"]);
    server?.closeAllConnections();
  });
});
