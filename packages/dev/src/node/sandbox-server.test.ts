import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { labelFromHost, sandboxLabel } from "./sandbox-origin.js";
import { proxyPage, type RunningSandboxServer, startSandboxServer } from "./sandbox-server.js";

const HOST = "http://127.0.0.1:5310";
const label = sandboxLabel("http://127.0.0.1:3000/mcp");
let server: RunningSandboxServer;

beforeAll(async () => {
  server = await startSandboxServer({
    port: 0,
    hostOrigin: HOST,
    labels: [label],
    proxyScript: "console.log('proxy')",
  });
});
afterAll(() => server.close());

/** A GET with a chosen Host header (Node cannot resolve *.localhost by itself everywhere). */
function get(
  path: string,
  host: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: server.port, path, headers: { ...headers, host } }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("sandbox server", () => {
  it("gives every server its own stable origin label", () => {
    expect(sandboxLabel("http://127.0.0.1:3000/mcp")).toBe(label);
    expect(sandboxLabel("http://127.0.0.1:3001/mcp")).not.toBe(label);
    expect(label).toMatch(/^s[0-9a-f]{12}$/);
    expect(labelFromHost(`${label}.localhost:4000`, 4000)).toBe(label);
    expect(labelFromHost(`${label}.localhost:4001`, 4000)).toBeNull();
    expect(labelFromHost("127.0.0.1:4000", 4000)).toBeNull();
  });

  it("sends the widget's CSP as a header, declared domains applied exactly, framed by the dev host only", async () => {
    const csp = encodeURIComponent(
      JSON.stringify({
        connectDomains: ["wss://live.example.com", "https://api.example.com; script-src *"],
        resourceDomains: ["https://cdn.example.com"],
      }),
    );
    const res = await get(`/sandbox.html?csp=${csp}`, `${label}.localhost:${server.port}`);
    expect(res.status).toBe(200);
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toContain("connect-src wss://live.example.com;");
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://cdn.example.com;");
    expect(policy).not.toContain("script-src *");
    expect(policy).not.toContain("unsafe-eval");
    expect(policy.endsWith(`form-action 'none'; frame-ancestors ${HOST}`)).toBe(true);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.body).toContain(`data-host-origin="${HOST}"`);
    // the widget's markup is never part of the page: it arrives later, by postMessage
    expect(res.body).not.toContain("<meta http-equiv");
  });

  it("answers on each widget frame's own origin, so the widget and its modal are on two sites", async () => {
    const modal = await get("/sandbox.html", `${label}-modal.localhost:${server.port}`, {
      "sec-fetch-site": "cross-site",
      "sec-fetch-dest": "iframe",
    });
    expect(modal.status).toBe(200);
    expect((await get("/sandbox.html", `${label}-other.localhost:${server.port}`)).status).toBe(421);
    // The dev host page (127.0.0.1) is never on a sandbox origin's site: a same-site load is not its.
    const sameSite = await get("/sandbox.html", `${label}-modal.localhost:${server.port}`, {
      "sec-fetch-site": "same-site",
      "sec-fetch-dest": "iframe",
    });
    expect(sameSite.status).toBe(403);
  });

  it("refuses other names (an IP, an unknown label, a rebinding name) and other paths", async () => {
    expect((await get("/sandbox.html", `127.0.0.1:${server.port}`)).status).toBe(421);
    expect((await get("/sandbox.html", `${sandboxLabel("other")}.localhost:${server.port}`)).status).toBe(421);
    expect((await get("/sandbox.html", `evil.example:${server.port}`)).status).toBe(421);
    expect((await get("/other.html", `${label}.localhost:${server.port}`)).status).toBe(404);
  });

  it("serves the proxy only as a frame another site asked for: a widget cannot reload a proxy frame with a wider CSP", async () => {
    const own = `${label}.localhost:${server.port}`;
    const wider = `/sandbox.html?csp=${encodeURIComponent(JSON.stringify({ connectDomains: ["https://evil.example"] }))}`;
    // The dev host page (127.0.0.1) frames the proxy: a cross-site iframe load.
    const framedByPage = await get(wider, own, { "sec-fetch-site": "cross-site", "sec-fetch-dest": "iframe" });
    expect(framedByPage.status).toBe(200);
    // Script on the sandbox origin (a widget, in its own or a sibling's proxy) navigating a proxy frame.
    const fromSandbox = await get(wider, own, { "sec-fetch-site": "same-origin", "sec-fetch-dest": "iframe" });
    expect(fromSandbox.status).toBe(403);
    expect(fromSandbox.body).toContain("started from the sandbox origin itself");
    expect(String(fromSandbox.headers["content-security-policy"])).not.toContain("evil.example");
    // Opened as a page of its own.
    const topLevel = await get(wider, own, { "sec-fetch-site": "none", "sec-fetch-dest": "document" });
    expect(topLevel.status).toBe(403);
    expect(topLevel.body).toContain("only works inside the hostbridge dev host");
  });

  it("gives every refusal an opaque origin and no way to load anything, so a widget cannot script it", async () => {
    const own = `${label}.localhost:${server.port}`;
    const refusals = [
      await get("/other.html", own),
      await get("/sandbox.html", own, { "sec-fetch-site": "same-origin", "sec-fetch-dest": "iframe" }),
      await get("/sandbox.html", `${sandboxLabel("other")}.localhost:${server.port}`),
    ];
    for (const refusal of refusals)
      expect(refusal.headers["content-security-policy"]).toBe(`default-src 'none'; sandbox; frame-ancestors ${HOST}`);
  });

  it("inlines the proxy script safely", () => {
    expect(proxyPage("a('</script><b>')", HOST)).toContain("a('<\\/script><b>')");
  });
});
