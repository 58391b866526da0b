import {
  type FixtureServer,
  fixtureContent,
  fixtureServer,
  fixtureTool,
  fixtureWidget,
  WIDGET_MIME,
  WIDGET_URI,
} from "./fixture-server.js";

const tool = (server: FixtureServer) => server.tools[0] as { _meta: Record<string, unknown> } & Record<string, unknown>;
const content = (server: FixtureServer) => server.contents[WIDGET_URI]?.[0] as Record<string, unknown>;
const widget = (server: FixtureServer, html: string) => {
  server.contents[WIDGET_URI] = [fixtureContent(html)];
};

/** Static fixtures: each breaks exactly the rule it is named after (read with resources/read, no browser needed). */
export const STATIC_FIXTURES: Record<string, FixtureServer> = {
  "template-uri": fixtureServer("template-uri", (server) => {
    server.tools = [
      fixtureTool({
        ui: { resourceUri: "https://greeting.example.com/widget.html", visibility: ["model", "app"] },
        "ui/resourceUri": "https://greeting.example.com/widget.html",
        "openai/outputTemplate": "https://greeting.example.com/widget.html",
      }),
    ];
  }),
  "resource-mime-type": fixtureServer("resource-mime-type", (server) => {
    content(server).mimeType = "text/html";
  }),
  "resource-html": fixtureServer("resource-html", (server) => {
    delete content(server).text;
  }),
  "template-registered": fixtureServer("template-registered", (server) => {
    const missing = "ui://fixture/missing.html";
    server.tools = [
      fixtureTool({
        ui: { resourceUri: missing, visibility: ["model", "app"] },
        "ui/resourceUri": missing,
        "openai/outputTemplate": missing,
      }),
    ];
  }),
  "template-aliases-agree": fixtureServer("template-aliases-agree", (server) => {
    const other = "ui://fixture/other.html";
    tool(server)._meta["openai/outputTemplate"] = other;
    server.resources.push({ uri: other, name: "other", mimeType: WIDGET_MIME });
    server.contents[other] = [{ ...fixtureContent(fixtureWidget()), uri: other }];
  }),
  "resource-uri-keys": fixtureServer("resource-uri-keys", (server) => {
    delete tool(server)._meta["ui/resourceUri"];
  }),
  "csp-origin": fixtureServer("csp-origin", (server) => {
    server.contents[WIDGET_URI] = [
      fixtureContent(fixtureWidget(), {
        ui: { csp: { connectDomains: ["api.example.com/v1"] }, domain: "https://greeting.example.com" },
        "openai/widgetCSP": { connect_domains: ["api.example.com/v1"] },
      }),
    ];
  }),
  "csp-dialects-agree": fixtureServer("csp-dialects-agree", (server) => {
    server.contents[WIDGET_URI] = [
      fixtureContent(fixtureWidget(), {
        "openai/widgetCSP": { connect_domains: ["https://api.example.com"], resource_domains: [] },
      }),
    ];
  }),
  "domain-origin": fixtureServer("domain-origin", (server) => {
    server.contents[WIDGET_URI] = [
      fixtureContent(fixtureWidget(), {
        ui: { csp: { connectDomains: [], resourceDomains: [] }, domain: "https://greeting.example.com/widgets" },
        "openai/widgetDomain": "https://greeting.example.com/widgets",
      }),
    ];
  }),
  "invocation-string": fixtureServer("invocation-string", (server) => {
    tool(server)._meta["openai/toolInvocation/invoking"] = "Greeting ".repeat(8);
  }),
  "visibility-values": fixtureServer("visibility-values", (server) => {
    tool(server)._meta.ui = { resourceUri: WIDGET_URI, visibility: ["model", "app", "everyone"] };
  }),
  "input-schema-portable": fixtureServer("input-schema-portable", (server) => {
    tool(server).inputSchema = {
      $schema: "https://json-schema.org/draft/2020-12/schema",
      type: "object",
      properties: { name: { type: "string", default: "Ada" } },
    };
  }),
  "html-external-origins": fixtureServer("html-external-origins", (server) => {
    widget(server, fixtureWidget({ markup: '<img alt="" src="https://images.example.com/wave.png">' }));
  }),
  "tool-result-content": fixtureServer("tool-result-content", (server) => {
    server.results.show_greeting = { content: [], structuredContent: { greeting: "Hello, Ada!" } };
  }),
};

/**
 * Behavioural fixtures: each widget breaks exactly the rule it is named after once loaded in a
 * browser (`profile` names a host where it shows, for the rules that depend on the host).
 */
export const BEHAVIOURAL_FIXTURES: Record<string, { server: FixtureServer; profile: string }> = {
  handshake: {
    server: fixtureServer("handshake", (server) => widget(server, fixtureWidget({ noInitialized: true }))),
    profile: "mcp-apps",
  },
  "visible-render": {
    server: fixtureServer("visible-render", (server) => widget(server, fixtureWidget({ render: "spinner" }))),
    profile: "mcp-apps",
  },
  "size-report": {
    server: fixtureServer("size-report", (server) => widget(server, fixtureWidget({ reportHeight: 12 }))),
    profile: "mcp-apps",
  },
  "display-mode": {
    server: fixtureServer("display-mode", (server) =>
      widget(server, fixtureWidget({ script: 'request("ui/request-display-mode", { mode: "pip" });' })),
    ),
    profile: "claude-ai",
  },
  "app-tools-list": {
    server: fixtureServer("app-tools-list", (server) => widget(server, fixtureWidget({ brokenAppTools: true }))),
    profile: "mcp-apps",
  },
  "runtime-error": {
    server: fixtureServer("runtime-error", (server) =>
      widget(
        server,
        fixtureWidget({
          script: 'setTimeout(() => { throw new TypeError("greeting.toUpperCase is not a function"); });',
        }),
      ),
    ),
    profile: "mcp-apps",
  },
  "console-error": {
    server: fixtureServer("console-error", (server) =>
      widget(server, fixtureWidget({ script: 'console.error("Could not load the greeting\'s avatar");' })),
    ),
    profile: "mcp-apps",
  },
  "csp-violation": {
    // The URL is assembled at run time, so the static scan cannot see it: only the browser can.
    server: fixtureServer("csp-violation", (server) =>
      widget(
        server,
        fixtureWidget({
          script: 'fetch(["http://127.0.0.1:9", "avatar.json"].join("/")).catch(() => undefined);',
        }),
      ),
    ),
    profile: "mcp-apps",
  },
  contrast: {
    server: fixtureServer("contrast", (server) =>
      widget(
        server,
        fixtureWidget({ markup: '<p class="faint">Have a nice day</p>', style: ".faint { color: #c8c8c8; }" }),
      ),
    ),
    profile: "mcp-apps",
  },
  accessibility: {
    server: fixtureServer("accessibility", (server) =>
      widget(
        server,
        fixtureWidget({
          markup:
            '<img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2232%22 height=%2232%22/%3E" width="32" height="32">',
        }),
      ),
    ),
    profile: "mcp-apps",
  },
  "widget-tool-access": {
    server: fixtureServer("widget-tool-access", (server) => {
      widget(server, fixtureWidget({ script: 'request("tools/call", { name: "delete_greetings", arguments: {} });' }));
      server.tools.push({
        name: "delete_greetings",
        description: "Deletes every greeting.",
        inputSchema: { type: "object", properties: {} },
        annotations: { readOnlyHint: false, destructiveHint: true, openWorldHint: false },
        _meta: { ui: { visibility: ["model"] } },
      });
      server.results.delete_greetings = { content: [{ type: "text", text: "Deleted." }] };
    }),
    profile: "mcp-apps",
  },
};

/** A widget that cannot work in the host and says so: it must pass (graceful degradation). */
export const UNAVAILABLE_WIDGET = fixtureServer("unavailable", (server) =>
  widget(server, fixtureWidget({ render: "unavailable" })),
);

/** A blank widget: it must fail `visible-render`. */
export const BLANK_WIDGET = fixtureServer("blank", (server) => widget(server, fixtureWidget({ render: "blank" })));
