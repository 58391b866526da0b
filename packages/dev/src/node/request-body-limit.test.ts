import { createServer, type IncomingMessage, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createMcpProxy } from "./mcp-proxy.js";
import { MAX_REQUEST_BODY_BYTES } from "./request-body-limit.js";
import { sandboxLabel } from "./sandbox-origin.js";
import { startSandboxServer } from "./sandbox-server.js";

// The attack pass: a 200 MB POST to the relay took the dev host from 86 to 703 MB and hung it. Each
// server now refuses a body over the limit with 413 before holding it (the page server's test is
// in ui-server.test.ts).

const OVER_LIMIT = MAX_REQUEST_BODY_BYTES + 1024 * 1024;
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

async function listen(handler: (req: IncomingMessage, res: import("node:http").ServerResponse) => void) {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return (server.address() as AddressInfo).port;
}

interface Upload {
  port: number;
  path?: string;
  host?: string;
  /** `declared`: a Content-Length header (no byte of the body sent); `chunked`: the bytes, no length. */
  body: { declared: number } | { chunked: number };
}

/** Sends a POST and resolves with the answer's status and text, without ever finishing the body. */
function upload({ port, path = "/mcp", host = `127.0.0.1:${port}`, body }: Upload) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers: Record<string, string> = { host, "content-type": "application/json" };
    if ("declared" in body) headers["content-length"] = String(body.declared);
    const req = request({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    if ("declared" in body) return void req.flushHeaders();
    const chunk = Buffer.alloc(64 * 1024, 32);
    let sent = 0;
    const pump = () => {
      while (sent < body.chunked) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
    };
    pump();
  });
}

describe("request body limit", () => {
  it("the MCP relay answers 413 to a body over the limit, announced or chunked, and relays nothing", async () => {
    const received: number[] = [];
    const upstream = await listen((req, res) => {
      let size = 0;
      req.on("data", (chunk: Buffer) => (size += chunk.length));
      req.on("end", () => {
        received.push(size);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    const relay = createMcpProxy(`http://127.0.0.1:${upstream}/mcp`);
    const port = await listen((req, res) => void relay(req, res));

    const announced = await upload({ port, body: { declared: OVER_LIMIT } });
    expect(announced.status).toBe(413);
    expect(announced.text).toContain(`at most ${MAX_REQUEST_BODY_BYTES} bytes`);
    const chunked = await upload({ port, body: { chunked: OVER_LIMIT } });
    expect(chunked.status).toBe(413);
    expect(received).toEqual([]);

    // A body under the limit still goes through whole.
    const small = await fetch(`http://127.0.0.1:${port}/mcp`, { method: "POST", body: "x".repeat(1024 * 1024) });
    expect(small.status).toBe(200);
    expect(received).toEqual([1024 * 1024]);
  }, 30_000);

  it("the sandbox server answers 413 too", async () => {
    const label = sandboxLabel("x");
    const sandbox = await startSandboxServer({
      port: 0,
      hostOrigin: "http://127.0.0.1:1",
      labels: [label],
      proxyScript: "",
    });
    closers.push(() => sandbox.close());
    const answer = await upload({
      port: sandbox.port,
      path: "/sandbox.html",
      host: `${label}.localhost:${sandbox.port}`,
      body: { declared: OVER_LIMIT },
    });
    expect(answer.status).toBe(413);
  }, 30_000);
});
