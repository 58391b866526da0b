import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { toNodeHandler } from "@modelcontextprotocol/node";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, it } from "vitest";
import { openMcpSession } from "./check/mcp-session.js";
import { parseCheckArgs } from "./check/check-args.js";
import { resolveCheckOptions } from "./check/check-options.js";
import { parseCliArgs } from "./cli-args.js";
import { DevHostError } from "./errors.js";
import { createMcpProxy } from "./mcp-proxy.js";
import { probeMcpServer } from "./probe.js";
import { serverHeaders } from "./server-headers.js";

// Servers that want credentials: `--bearer` and `--header` reach the server on every request of
// the dev host (its probe and the page's relayed traffic) and of hostbridge check, and never an
// error message. startDevHost's own use of them is in dev-host.test.ts (it needs the built page).
const TOKEN = "s3cret-token-4711";
const API_KEY = "key-0815";

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  );
});

/** An official-SDK MCP server that answers only requests with the bearer token and the API key. */
async function startGuardedServer(): Promise<{ url: string; seen: IncomingHttpHeaders[] }> {
  const seen: IncomingHttpHeaders[] = [];
  const mcp = toNodeHandler(
    createMcpHandler(() => {
      const server = new McpServer({ name: "guarded", version: "1.0.0" });
      server.registerTool("ping", { description: "answers pong" }, async () => ({
        content: [{ type: "text", text: "pong" }],
      }));
      return server;
    }),
  );
  const server = createServer((req, res) => {
    seen.push(req.headers);
    if (req.headers.authorization !== `Bearer ${TOKEN}` || req.headers["x-api-key"] !== API_KEY) {
      res.writeHead(401, { "www-authenticate": 'Bearer realm="guarded"' }).end();
      return;
    }
    void mcp(req, res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, seen };
}

async function rejection(promise: Promise<unknown>): Promise<DevHostError> {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DevHostError);
  return error as DevHostError;
}

describe("credentials for the MCP server", () => {
  it("are read from --header (repeatable, commas kept) and --bearer, for dev and for check", () => {
    const flags = ["--server", "http://127.0.0.1:1/mcp", "--header", "X-Api-Key: a, b", "--header=X-Team:  blue "];
    const dev = parseCliArgs(["dev", ...flags, "--bearer", TOKEN]);
    expect(dev.kind === "dev" && dev.options).toMatchObject({
      headers: { "X-Api-Key": "a, b", "X-Team": "blue" },
      bearerToken: TOKEN,
    });
    const check = parseCheckArgs([...flags, "--bearer", TOKEN]);
    expect(check.kind === "check" && resolveCheckOptions(check.options).headers).toEqual({
      "x-api-key": "a, b",
      "x-team": "blue",
      authorization: `Bearer ${TOKEN}`,
    });
  });

  it.each([
    [{ headers: { "Bad Name": "x" } }, '"Bad Name" is not a valid header name.'],
    [{ headers: { "X-Key": `${TOKEN}\r\nInjected: yes` } }, "The value of the header X-Key must be text on one line."],
    [{ headers: { "Mcp-Session-Id": TOKEN } }, "The header Mcp-Session-Id is set by the MCP connection itself"],
    [{ headers: { "X-Key": TOKEN, "x-key": TOKEN } }, "The header x-key is given twice."],
    [{ headers: { Authorization: TOKEN }, bearerToken: TOKEN }, "Give the bearer token or an Authorization header"],
    [{ bearerToken: `${TOKEN} extra` }, "The bearer token must be one word"],
  ])("refuses %j with a message that never quotes the secret", (options, message) => {
    let error: unknown;
    try {
      serverHeaders(options);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(DevHostError);
    expect((error as DevHostError).code).toBe("invalid_option");
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain(TOKEN);
  });

  it('refuses --header "Name" without a value, and credentials for a stdio server', () => {
    expect(() => parseCliArgs(["dev", "--server", "http://127.0.0.1:1/mcp", "--header", "X-Api-Key"])).toThrow(
      /--header takes "Name: value"/,
    );
    expect(() => resolveCheckOptions({ command: "node server.mjs", bearerToken: TOKEN })).toThrow(
      /--header and --bearer are sent to an HTTP server/,
    );
  });

  it("says what the server wants when they are missing, and that they were refused when wrong", async () => {
    const guarded = await startGuardedServer();
    const missing = await rejection(probeMcpServer(guarded.url, { timeoutMs: 20_000 }));
    expect(missing.code).toBe("server_unauthorized");
    expect(missing.message).toBe(
      `The MCP server at ${guarded.url} answered HTTP 401: it wants authorization (it asks for Bearer). Give credentials: --bearer <token>, or --header "Name: value" for an API key.`,
    );
    const wrong = await rejection(
      probeMcpServer(guarded.url, { timeoutMs: 20_000, headers: serverHeaders({ bearerToken: "wrong-token" }) }),
    );
    expect(wrong.message).toContain("The credentials given (--bearer, --header) were refused: check them.");
    expect(wrong.message).not.toContain("wrong-token");
    const identity = await probeMcpServer(guarded.url, {
      timeoutMs: 20_000,
      headers: serverHeaders({ bearerToken: TOKEN, headers: { "X-Api-Key": API_KEY } }),
    });
    expect(identity.name).toBe("guarded");
  });

  it("reach the server on every request the relay passes on, over the page's own", async () => {
    const guarded = await startGuardedServer();
    const relay = createMcpProxy(guarded.url, {
      headers: serverHeaders({ bearerToken: TOKEN, headers: { "X-Api-Key": API_KEY } }),
    });
    const relayServer = createServer((req, res) => void relay(req, res));
    servers.push(relayServer);
    await new Promise<void>((resolve) => relayServer.listen(0, "127.0.0.1", resolve));
    // What the page's MCP client does: it has no credentials of its own, or a wrong one.
    const client = new Client({ name: "page", version: "1.0.0" });
    const url = new URL(`http://127.0.0.1:${(relayServer.address() as AddressInfo).port}/mcp`);
    await client.connect(
      new StreamableHTTPClientTransport(url, { requestInit: { headers: { authorization: "Bearer page" } } }),
    );
    expect((await client.callTool({ name: "ping", arguments: {} })).content).toEqual([{ type: "text", text: "pong" }]);
    await client.close();
    expect(guarded.seen.length).toBeGreaterThan(2);
    expect(guarded.seen.every((headers) => headers.authorization === `Bearer ${TOKEN}`)).toBe(true);
  });

  it("reach the server from hostbridge check's MCP client", async () => {
    const guarded = await startGuardedServer();
    const headers = serverHeaders({ bearerToken: TOKEN, headers: { "X-Api-Key": API_KEY } });
    const session = await openMcpSession(guarded.url, 20_000, headers);
    try {
      expect((await session.listTools({})).tools).toEqual([expect.objectContaining({ name: "ping" })]);
    } finally {
      await session.close();
    }
    const refused = await openMcpSession(guarded.url, 20_000).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DevHostError);
  });
});
