import { request } from "node:http";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_REQUEST_BODY_BYTES } from "./request-body-limit.js";
import { type RunningUiServer, startUiServer } from "./ui-server.js";

let server: RunningUiServer;
let relayed = 0;

beforeAll(async () => {
  const uiDir = mkdtempSync(join(tmpdir(), "hostbridge-ui-"));
  writeFileSync(join(uiDir, "index.html"), "<!doctype html><div id=root></div>");
  server = await startUiServer({
    port: 0,
    uiDir,
    config: () => ({
      serverLabel: "x",
      mcpPath: "/mcp",
      transport: "http",
      serverOrigin: null,
      sandboxUrl: "http://s1.localhost:1/sandbox.html",
      profile: "mcp-apps",
      theme: "light",
      locale: "en-US",
    }),
    mcp: async (_req, res) => {
      relayed += 1;
      res.writeHead(200).end("relayed");
    },
  });
});
afterAll(() => server.close());

function send(
  path: string,
  headers: Record<string, string>,
  method = "GET",
): Promise<{ status: number; body: string; csp: string | undefined }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path, method, headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          csp: res.headers["content-security-policy"] as string | undefined,
        }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the dev host page server", () => {
  it("serves the page and its config on this machine's names only", async () => {
    const own = `127.0.0.1:${server.port}`;
    expect((await send("/", { host: own })).body).toContain("<div id=root>");
    expect(JSON.parse((await send("/hostbridge-dev.json", { host: own })).body)).toMatchObject({ mcpPath: "/mcp" });
    expect((await send("/", { host: `evil.example:${server.port}` })).status).toBe(403);
    expect((await send("/../../etc/passwd", { host: own })).status).toBe(404);
  });

  it("answers 413 to a body over the limit (4 MB), before the relay or any page sees it", async () => {
    const own = `127.0.0.1:${server.port}`;
    const tooLarge = { host: own, "content-length": String(MAX_REQUEST_BODY_BYTES + 1) };
    relayed = 0;
    const toRelay = await send("/mcp", tooLarge, "POST");
    expect(toRelay.status).toBe(413);
    expect(toRelay.body).toContain(`at most ${MAX_REQUEST_BODY_BYTES} bytes`);
    expect((await send("/", tooLarge, "POST")).status).toBe(413);
    expect(relayed).toBe(0);
  });

  it("lets the page frame its widget frames' sandbox origins only, so a proxy frame cannot be navigated to another site", async () => {
    const page = await send("/", { host: `127.0.0.1:${server.port}` });
    expect(page.csp).toBe(
      "frame-src http://s1.localhost:1 http://s1-modal.localhost:1; object-src 'none'; base-uri 'self'",
    );
  });

  it("relays /mcp for the page itself, never for another site's page", async () => {
    const own = `127.0.0.1:${server.port}`;
    relayed = 0;
    expect((await send("/mcp", { host: own, origin: `http://${own}` }, "POST")).body).toBe("relayed");
    expect((await send("/mcp", { host: own }, "POST")).body).toBe("relayed");
    const foreign = await send(
      "/mcp",
      { host: own, origin: "https://evil.example", "content-type": "text/plain" },
      "POST",
    );
    expect(foreign.status).toBe(403);
    expect(relayed).toBe(2);
  });
});
