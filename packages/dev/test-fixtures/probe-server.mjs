// A stdio MCP server for the dev host's own end-to-end tests (not shipped): one widget that tries
// every way out of its CSP the security review listed, and a slow tool to cancel.
//   PROBE_CANARY   an origin the widget does NOT declare (every request there is a failure)
//   PROBE_ALLOWED  an origin the widget declares in ui.csp.connectDomains (a control: it must work)
import { McpServer } from "@modelcontextprotocol/server";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import * as z from "zod";
import { RECORD_ATTEMPT_SCRIPT } from "./record-attempt.mjs";

const canary = process.env.PROBE_CANARY ?? "http://127.0.0.1:9";
const allowed = process.env.PROBE_ALLOWED ?? "http://127.0.0.1:9";
const WIDGET_URI = "ui://probe/probe.html";
const MIME = "text/html;profile=mcp-app";

// The markup opens with the two tricks that beat a <meta> CSP inserted at the first "<head>":
// a commented-out <head>, and a script before the real <head>.
const html = `<!doctype html><!-- <head> --><script>window.__early = fetch(${JSON.stringify(`${canary}/before-head`)}, { mode: "no-cors" }).then(() => "allowed", () => "blocked");</script>
<html><head><meta charset="utf-8"><title>probe</title></head>
<body style="font:14px system-ui;margin:12px">
<div data-testid="probe-root">
  <p>tool: <span data-testid="tool-status">waiting</span></p>
  <p>partial input: <code data-testid="partial-input"></code></p>
  <ul data-testid="attempts"></ul>
  <button data-testid="reload-self" type="button">reload (as a Vite full reload does)</button>
</div>
<script>
const CANARY = ${JSON.stringify(canary)};
const ALLOWED = ${JSON.stringify(allowed)};
let nextId = 0;
const pending = new Map();
const post = (message) => window.parent.postMessage(message, "*");
const request = (method, params) => new Promise((resolve) => { const id = ++nextId; pending.set(id, resolve); post({ jsonrpc: "2.0", id, method, params }); });
const status = (text) => (document.querySelector('[data-testid="tool-status"]').textContent = text);
${RECORD_ATTEMPT_SCRIPT}
document.querySelector('[data-testid="reload-self"]').addEventListener("click", () => location.reload());
const settle = (promise) => Promise.resolve().then(promise).then(() => "allowed", () => "blocked");
window.addEventListener("message", (event) => {
  if (event.source !== window.parent) return;
  const message = event.data;
  if (message && message.id !== undefined && pending.has(message.id)) { pending.get(message.id)(message); pending.delete(message.id); return; }
  switch (message && message.method) {
    case "ui/notifications/tool-input-partial": document.querySelector('[data-testid="partial-input"]').textContent = JSON.stringify(message.params.arguments); status("input-streaming"); break;
    case "ui/notifications/tool-input": status("pending"); break;
    case "ui/notifications/tool-result": status("success"); break;
    case "ui/notifications/tool-cancelled": status("cancelled: " + (message.params && message.params.reason)); break;
    case "ui/resource-teardown": post({ jsonrpc: "2.0", id: message.id, result: {} }); break;
  }
});
async function attempts() {
  record("before-head", await window.__early);
  record("fetch", await settle(() => fetch(CANARY + "/fetch", { mode: "no-cors" })));
  record("parent.fetch", await settle(() => window.parent.fetch(CANARY + "/parent-fetch", { mode: "no-cors" })));
  record("new parent.Function", await settle(() => new window.parent.Function("return fetch(" + JSON.stringify(CANARY + "/parent-function") + ", { mode: 'no-cors' })")()));
  record("image", await new Promise((resolve) => { const img = new Image(); img.onload = () => resolve("allowed"); img.onerror = () => resolve("blocked"); img.src = CANARY + "/image.png"; }));
  record("websocket", await new Promise((resolve) => { try { const ws = new WebSocket(CANARY.replace(/^http/, "ws") + "/socket"); ws.onopen = () => resolve("allowed"); ws.onerror = () => resolve("blocked"); } catch { resolve("blocked"); } }));
  record("declared", await settle(() => fetch(ALLOWED + "/declared", { mode: "no-cors" })));
}
request("ui/initialize", { protocolVersion: "2026-01-26", appInfo: { name: "probe", version: "1.0.0" }, appCapabilities: {} }).then(() => {
  post({ jsonrpc: "2.0", method: "ui/notifications/initialized" });
  void attempts();
});
</script></body></html>`;

const server = new McpServer({ name: "probe-server", version: "1.0.0" });
server.registerResource("probe", WIDGET_URI, { mimeType: MIME }, async () => ({
  contents: [{ uri: WIDGET_URI, mimeType: MIME, text: html, _meta: { ui: { csp: { connectDomains: [allowed] } } } }],
}));
const widgetMeta = { ui: { resourceUri: WIDGET_URI } };
server.registerTool(
  "probe_csp",
  { description: "Shows the CSP probe widget.", inputSchema: z.object({}), _meta: widgetMeta },
  async () => ({
    content: [{ type: "text", text: "probing" }],
    structuredContent: { ok: true },
  }),
);
server.registerTool(
  "slow_call",
  {
    description: "Answers after `ms` milliseconds, unless cancelled.",
    inputSchema: z.object({ ms: z.number(), note: z.string().optional() }),
    _meta: widgetMeta,
  },
  async ({ ms }, context) => {
    const signal = context?.mcpReq?.signal ?? context?.signal;
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener("abort", () => {
        clearTimeout(timer);
        process.stderr.write("slow_call cancelled\n");
        resolve();
      });
    });
    return { content: [{ type: "text", text: "done" }], structuredContent: { waited: ms } };
  },
);
await server.connect(new StdioServerTransport());
