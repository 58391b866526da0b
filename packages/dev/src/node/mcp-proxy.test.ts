import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, it } from "vitest";
import { createMcpProxy, type McpProxyOptions } from "./mcp-proxy.js";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => close(server)));
});

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`;
}

/** An MCP server (the official SDK's Streamable HTTP handler) with one tool. */
async function startMcpServer(): Promise<{ url: string; server: Server }> {
  const mcp = createMcpHandler(() => {
    const server = new McpServer({ name: "upstream", version: "1.0.0" });
    server.registerTool("ping", { description: "answers pong" }, async () => ({
      content: [{ type: "text", text: "pong" }],
    }));
    return server;
  });
  const server = createServer(toNodeHandler(mcp));
  return { url: await listen(server), server };
}

/** The relay to `upstream`, on a port of its own. */
async function startRelay(upstream: string, options: McpProxyOptions = {}): Promise<string> {
  const relay = createMcpProxy(upstream, options);
  return listen(createServer((req, res) => void relay(req, res)));
}

describe("createMcpProxy", () => {
  it("relays MCP both ways, and a call the server no longer answers fails with the reason alone", async () => {
    const upstream = await startMcpServer();
    const reasons: string[] = [];
    let answered = 0;
    const relay = await startRelay(upstream.url, {
      onUnreachable: (reason) => reasons.push(reason),
      onAnswered: () => (answered += 1),
    });
    const client = new Client({ name: "test", version: "1.0.0" });
    await client.connect(new StreamableHTTPClientTransport(new URL(relay)));
    expect((await client.callTool({ name: "ping", arguments: {} })).content).toEqual([{ type: "text", text: "pong" }]);
    expect(answered).toBeGreaterThan(0);

    await close(upstream.server);
    const failure = await client.callTool({ name: "ping", arguments: {} }).catch((error: unknown) => error);
    expect((failure as Error).message).toBe(
      `The MCP server at ${upstream.url} did not answer: connection refused (nothing listens there)`,
    );
    expect(reasons).toEqual(["connection refused (nothing listens there)"]);
    await client.close();
  });

  it("answers each request of a failed POST with a JSON-RPC error, marked as the relay's own", async () => {
    const upstream = await startMcpServer();
    await close(upstream.server);
    const relay = await startRelay(upstream.url);
    const post = (body: unknown) =>
      fetch(relay, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

    const single = await post({ jsonrpc: "2.0", id: 7, method: "tools/list" });
    expect(single.status).toBe(200);
    expect(single.headers.get("x-hostbridge-relay")).toBe("unreachable");
    expect(await single.json()).toEqual({
      jsonrpc: "2.0",
      id: 7,
      error: {
        code: -32000,
        message: `The MCP server at ${upstream.url} did not answer: connection refused (nothing listens there)`,
      },
    });

    const batch = await post([
      { jsonrpc: "2.0", method: "notifications/initialized" },
      { jsonrpc: "2.0", id: "a", method: "ping" },
    ]);
    expect(((await batch.json()) as { id: unknown }[]).map((answer) => answer.id)).toEqual(["a"]);

    // A notification alone has nobody to answer: the reason as text, with a gateway error.
    const notification = await post({ jsonrpc: "2.0", method: "notifications/initialized" });
    expect(notification.status).toBe(502);
    expect(notification.headers.get("x-hostbridge-relay")).toBe("unreachable");
    expect(await notification.text()).toContain("connection refused");
  });

  it("answers the event-stream GET of a server that has none (405) with an empty stream that asks for a retry in a day", async () => {
    const upstream = await startMcpServer();
    const relay = await startRelay(upstream.url);
    const direct = await fetch(upstream.url, { headers: { accept: "text/event-stream" } });
    await direct.body?.cancel();
    expect(direct.status).toBe(405);
    const relayed = await fetch(relay, { headers: { accept: "text/event-stream" } });
    expect(relayed.status).toBe(200);
    expect(relayed.headers.get("content-type")).toBe("text/event-stream");
    expect(await relayed.text()).toMatch(/^: .*\nretry: 86400000\n\n$/);

    const errors: unknown[] = [];
    const client = new Client({ name: "test", version: "1.0.0" });
    client.onerror = (error) => errors.push(error);
    await client.connect(new StreamableHTTPClientTransport(new URL(relay)));
    await client.ping();
    expect(errors).toEqual([]);
    await client.close();
  });
});
