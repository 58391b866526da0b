/**
 * Test fixtures of `hostbridge check` (not shipped): MCP servers as plain data, one healthy and one
 * per rule that breaks exactly that rule. The check package's static tests read them through an
 * in-memory client; the dev package's runner tests serve them with the official SDK alone.
 */

/** An MCP server as data: what tools/list, resources/list, resources/read and tools/call answer. */
export interface FixtureServer {
  /** The server's name (serverInfo). */
  name: string;
  /** The `tools/list` answer. */
  tools: Record<string, unknown>[];
  /** The `resources/list` answer. */
  resources: Record<string, unknown>[];
  /** The `resources/read` contents by URI. */
  contents: Record<string, Record<string, unknown>[]>;
  /** The `tools/call` result by tool name. */
  results: Record<string, Record<string, unknown>>;
}

/** The healthy widget's URI. */
export const WIDGET_URI = "ui://fixture/greeting.html";
/** The MCP Apps widget mime type. */
export const WIDGET_MIME = "text/html;profile=mcp-app";

/** What a fixture widget does besides the healthy behaviour (each an inline script or markup change). */
export interface WidgetVariant {
  /** Skip the handshake entirely. */
  noHandshake?: boolean;
  /** Answer ui/initialize but never send `initialized`. */
  noInitialized?: boolean;
  /** Render nothing (`blank`) or only a loading indicator (`spinner`) or an honest "not available" (`unavailable`). */
  render?: "content" | "blank" | "spinner" | "unavailable";
  /** Report this height instead of the content's. */
  reportHeight?: number;
  /** Declare appCapabilities.tools and answer tools/list with an error. */
  brokenAppTools?: boolean;
  /** Extra script run once the result has rendered. */
  script?: string;
  /** Extra markup in the body. */
  markup?: string;
  /** Extra CSS. */
  style?: string;
}

/**
 * A widget written by hand against the MCP Apps protocol (no SDK): it completes the handshake,
 * renders the greeting from the tool result, follows the host's theme with AA colours and reports
 * its size. `variant` breaks one thing.
 */
export function fixtureWidget(variant: WidgetVariant = {}): string {
  const appCapabilities = variant.brokenAppTools ? "{ tools: { listChanged: false } }" : "{}";
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Greeting</title>
<style>
  body { margin: 0; padding: 16px; font: 16px system-ui, sans-serif; background: #ffffff; color: #1a1a1a; }
  html[data-theme="dark"] body { background: #1e1e1e; color: #f2f2f2; }
  ${variant.style ?? ""}
</style></head>
<body><main><h1 id="greeting"></h1>${variant.markup ?? ""}</main>
<script>
const render = ${JSON.stringify(variant.render ?? "content")};
let nextId = 0;
const pending = new Map();
const post = (message) => window.parent.postMessage(message, "*");
const request = (method, params) => new Promise((resolve) => { const id = ++nextId; pending.set(id, resolve); post({ jsonrpc: "2.0", id, method, params }); });
const theme = (context) => { if (context && context.theme) document.documentElement.dataset.theme = context.theme; };
const reportSize = () => {
  const root = document.documentElement;
  const before = root.style.height;
  root.style.height = "max-content";
  const height = ${variant.reportHeight === undefined ? "Math.ceil(root.getBoundingClientRect().height)" : String(variant.reportHeight)};
  root.style.height = before;
  post({ jsonrpc: "2.0", method: "ui/notifications/size-changed", params: { width: Math.ceil(root.getBoundingClientRect().width), height } });
};
const show = (result) => {
  const heading = document.getElementById("greeting");
  if (render === "content") heading.textContent = (result.structuredContent && result.structuredContent.greeting) || "Hello";
  else if (render === "spinner") { heading.textContent = "Loading…"; heading.setAttribute("aria-busy", "true"); }
  else if (render === "unavailable") heading.textContent = "Greetings are not available in this host.";
  ${variant.script ?? ""}
  reportSize();
};
window.addEventListener("message", (event) => {
  if (event.source !== window.parent) return;
  const message = event.data;
  if (!message || message.jsonrpc !== "2.0") return;
  if (message.id !== undefined && pending.has(message.id) && message.method === undefined) { pending.get(message.id)(message); pending.delete(message.id); return; }
  if (message.method === "ui/notifications/tool-result") show(message.params);
  else if (message.method === "ui/notifications/host-context-changed") theme(message.params);
  else if (message.method === "ui/resource-teardown") post({ jsonrpc: "2.0", id: message.id, result: {} });
  else if (message.id !== undefined && message.method === "tools/list") post({ jsonrpc: "2.0", id: message.id, error: { code: -32603, message: "tools are not ready" } });
  else if (message.id !== undefined && message.method === "ping") post({ jsonrpc: "2.0", id: message.id, result: {} });
});
${
  variant.noHandshake
    ? ""
    : `request("ui/initialize", { protocolVersion: "2026-01-26", appInfo: { name: "greeting", version: "1.0.0" }, appCapabilities: ${appCapabilities} }).then((answer) => {
  theme(answer.result && answer.result.hostContext);
  ${variant.noInitialized ? "" : `post({ jsonrpc: "2.0", method: "ui/notifications/initialized", params: {} });`}
});`
}
</script></body></html>`;
}

/** The healthy tool's descriptor: all three template keys, callable from the widget, annotated, typed output. */
export function fixtureTool(meta: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: "show_greeting",
    description: "Shows a greeting.",
    inputSchema: { type: "object", properties: { name: { type: "string", default: "Ada" } } },
    outputSchema: { type: "object", properties: { greeting: { type: "string" } }, required: ["greeting"] },
    annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
    _meta: {
      ui: { resourceUri: WIDGET_URI, visibility: ["model", "app"] },
      "ui/resourceUri": WIDGET_URI,
      "openai/outputTemplate": WIDGET_URI,
      "openai/widgetAccessible": true,
      "openai/toolInvocation/invoking": "Greeting…",
      "openai/toolInvocation/invoked": "Greeted",
      ...meta,
    },
  };
}

/** The healthy resource content item (its `_meta` declares an empty CSP in both dialects). */
export function fixtureContent(html: string, meta: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    uri: WIDGET_URI,
    mimeType: WIDGET_MIME,
    text: html,
    _meta: {
      ui: { csp: { connectDomains: [], resourceDomains: [] }, domain: "https://greeting.example.com" },
      "openai/widgetCSP": { connect_domains: [], resource_domains: [] },
      "openai/widgetDomain": "https://greeting.example.com",
      ...meta,
    },
  };
}

/** A server with the healthy widget, changed by `change` (a fixture of one broken rule). */
export function fixtureServer(name: string, change: (server: FixtureServer) => void = () => undefined): FixtureServer {
  const server: FixtureServer = {
    name,
    tools: [fixtureTool()],
    resources: [{ uri: WIDGET_URI, name: "greeting", mimeType: WIDGET_MIME }],
    contents: { [WIDGET_URI]: [fixtureContent(fixtureWidget())] },
    results: {
      show_greeting: {
        content: [{ type: "text", text: "Hello, Ada!" }],
        structuredContent: { greeting: "Hello, Ada!" },
      },
    },
  };
  change(server);
  return server;
}
