// @vitest-environment node
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { auditServer } from "@hostbridge/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createQuotesApp, QUOTES_WIDGET_URI } from "./app.js";
import { startServer, type RunningServer } from "./http-server.js";

// The MCP server as a host sees it, through the official MCP client over Streamable HTTP.
const WIDGET_HTML = '<!doctype html><html><head><title>Quotes</title></head><body><div id="root"></div></body></html>';
let server: RunningServer;
let client: Client;

beforeAll(async () => {
  server = await startServer(createQuotesApp({ uri: QUOTES_WIDGET_URI, html: async () => WIDGET_HTML, csp: {} }), 0);
  client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl)));
});
afterAll(async () => {
  await client.close();
  await server.close();
});

describe("the MCP server", () => {
  it("lists show_quotes with its widget in both metadata dialects, and more_quotes for the widget only", async () => {
    const { tools } = await client.listTools();
    const show = tools.find((tool) => tool.name === "show_quotes");
    expect(show?._meta).toMatchObject({
      ui: { resourceUri: QUOTES_WIDGET_URI },
      "openai/outputTemplate": QUOTES_WIDGET_URI,
    });
    const more = tools.find((tool) => tool.name === "more_quotes");
    expect(more?._meta).toMatchObject({ ui: { visibility: ["app"] }, "openai/widgetAccessible": true });
  });

  it("passes the Apps SDK checks a host would run", async () => {
    const findings = await auditServer(client);
    expect(findings.filter((finding) => finding.severity === "error")).toEqual([]);
  });

  it("serves the widget as an MCP Apps resource", async () => {
    const { contents } = await client.readResource({ uri: QUOTES_WIDGET_URI });
    expect(contents[0]).toMatchObject({
      uri: QUOTES_WIDGET_URI,
      mimeType: "text/html;profile=mcp-app",
      text: WIDGET_HTML,
    });
  });

  it("returns the first page, then the next one by cursor", async () => {
    const first = await client.callTool({ name: "show_quotes", arguments: {} });
    expect(first.structuredContent).toMatchObject({ title: "Quotes about programming", nextCursor: "3" });
    const next = await client.callTool({ name: "more_quotes", arguments: { cursor: "3" } });
    expect(next.structuredContent).toMatchObject({
      nextCursor: null,
      quotes: [{ id: "q4" }, { id: "q5" }, { id: "q6" }],
    });
  });
});
