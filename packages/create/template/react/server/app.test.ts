// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { auditServer, widgetHtmlSource } from "@hostbridge/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { startServer, type RunningServer } from "./http-server.js";
import { loadProjectWidgets } from "./widgets.js";

// The MCP server as a host sees it, through the official MCP client over Streamable HTTP, serving
// a build folder with the quotes widget and a second widget that no server code names.
const QUOTES_HTML = '<!doctype html><html><head><title>Quotes</title></head><body><div id="root"></div></body></html>';
const NOTES_HTML = '<!doctype html><html><head><title>Notes</title></head><body><div id="root"></div></body></html>';
let buildDir: string;
let server: RunningServer;
let client: Client;

beforeAll(async () => {
  buildDir = mkdtempSync(join(tmpdir(), "widgets-"));
  writeFileSync(join(buildDir, "quotes.html"), QUOTES_HTML);
  writeFileSync(join(buildDir, "notes.html"), NOTES_HTML);
  const entry = (file: string, hash: string, title: string) => ({ file, hash, bytes: 90, title, csp: {} });
  writeFileSync(
    join(buildDir, "manifest.json"),
    JSON.stringify({
      version: 1,
      widgets: {
        notes: entry("notes.html", "aaaaaaaaaaaa", "Notes"),
        quotes: entry("quotes.html", "0123456789ab", "Quotes"),
      },
    }),
  );
  const widgets = await loadProjectWidgets(widgetHtmlSource({ mode: "production", dir: buildDir }), [
    { name: "notes", title: "Notes" },
    { name: "quotes", title: "Quotes" },
  ]);
  server = await startServer(createApp(widgets), 0);
  client = new Client({ name: "test", version: "1.0.0" });
  await client.connect(new StreamableHTTPClientTransport(new URL(server.mcpUrl)));
}, 60_000);
afterAll(async () => {
  await client?.close();
  await server?.close();
  rmSync(buildDir, { recursive: true, force: true });
});

describe("the MCP server", () => {
  it("lists show_quotes with its widget in both metadata dialects, and more_quotes for the widget only", async () => {
    const { tools } = await client.listTools();
    const show = tools.find((tool) => tool.name === "show_quotes");
    expect(show?._meta).toMatchObject({
      ui: { resourceUri: "ui://widget/quotes.0123456789ab.html" },
      "openai/outputTemplate": "ui://widget/quotes.0123456789ab.html",
    });
    const more = tools.find((tool) => tool.name === "more_quotes");
    expect(more?._meta).toMatchObject({ ui: { visibility: ["app"] }, "openai/widgetAccessible": true });
  });

  it("passes the Apps SDK checks a host would run", async () => {
    const findings = await auditServer(client);
    expect(findings.filter((finding) => finding.severity === "error")).toEqual([]);
  });

  it("serves every built widget as an MCP Apps resource, also one no server code names", async () => {
    const { resources } = await client.listResources();
    expect(resources.map((resource) => resource.uri).sort()).toEqual([
      "ui://widget/notes.aaaaaaaaaaaa.html",
      "ui://widget/quotes.0123456789ab.html",
    ]);
    const quotes = await client.readResource({ uri: "ui://widget/quotes.0123456789ab.html" });
    expect(quotes.contents[0]).toMatchObject({ mimeType: "text/html;profile=mcp-app", text: QUOTES_HTML });
    const notes = await client.readResource({ uri: "ui://widget/notes.aaaaaaaaaaaa.html" });
    expect(notes.contents[0]).toMatchObject({ mimeType: "text/html;profile=mcp-app", text: NOTES_HTML });
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

describe("the project's widgets", () => {
  it("refuses a tool whose widget was not built, naming the widgets there are", async () => {
    const widgets = await loadProjectWidgets(widgetHtmlSource({ mode: "production", dir: buildDir }), [
      { name: "notes", title: "Notes" },
    ]);
    expect(() => createApp(widgets)).toThrow('No widget "quotes" was built (widgets: notes)');
  });
});
