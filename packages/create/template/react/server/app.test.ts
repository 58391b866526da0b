// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";
import { auditServer, widgetHtmlSource } from "@hostbridge/server";
import { findWidgets } from "@hostbridge/vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.js";
import { startServer, type RunningServer } from "./http-server.js";
import { type FoundWidget, loadProjectWidgets } from "./widgets.js";

// The MCP server as a host sees it, through the official MCP client over Streamable HTTP, serving
// a build folder with every widget of src/widgets (as `vite build` finds them, so a widget added
// with `npm run add -- widget <name>` is served here too) and one more that no server code names.
const PROJECT_DIR = fileURLToPath(new URL("..", import.meta.url));
const UNNAMED = { name: "built-only", title: "Built only" };
const htmlOf = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><div id="root"></div></body></html>`;
// What the build's content hash stands for: any 12 hex digits, stable per widget.
const hashOf = (name: string) => createHash("sha256").update(name).digest("hex").slice(0, 12);
const builtUri = (name: string) => `ui://widget/${name}.${hashOf(name)}.html`;
let built: FoundWidget[];
let buildDir: string;
let server: RunningServer;
let client: Client;

beforeAll(async () => {
  const project = (await findWidgets(PROJECT_DIR)).map(({ name, title }) => ({ name, title }));
  built = [...project.filter((widget) => widget.name !== UNNAMED.name), UNNAMED];
  buildDir = mkdtempSync(join(tmpdir(), "widgets-"));
  const entries = built.map(({ name, title }) => {
    writeFileSync(join(buildDir, `${name}.html`), htmlOf(title));
    return [name, { file: `${name}.html`, hash: hashOf(name), bytes: htmlOf(title).length, title, csp: {} }];
  });
  writeFileSync(join(buildDir, "manifest.json"), JSON.stringify({ version: 1, widgets: Object.fromEntries(entries) }));
  const widgets = await loadProjectWidgets(widgetHtmlSource({ mode: "production", dir: buildDir }), built);
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
      ui: { resourceUri: builtUri("quotes") },
      "openai/outputTemplate": builtUri("quotes"),
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
    expect(resources.map((resource) => resource.uri).sort()).toEqual(built.map(({ name }) => builtUri(name)).sort());
    for (const { name, title } of built) {
      const read = await client.readResource({ uri: builtUri(name) });
      expect(read.contents[0]).toMatchObject({ mimeType: "text/html;profile=mcp-app", text: htmlOf(title) });
    }
  });

  it("points every tool with a widget at a served resource, in both metadata dialects", async () => {
    const { tools } = await client.listTools();
    const shown = tools.flatMap((tool) => {
      const uri = (tool._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri;
      return uri ? [{ tool, uri }] : [];
    });
    expect(shown.map(({ tool }) => tool.name)).toContain("show_quotes");
    const served = built.map(({ name }) => builtUri(name));
    for (const { tool, uri } of shown) {
      expect(served, `${tool.name} shows ${uri}`).toContain(uri);
      expect(tool._meta?.["openai/outputTemplate"]).toBe(uri);
    }
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
    const widgets = await loadProjectWidgets(widgetHtmlSource({ mode: "production", dir: buildDir }), [UNNAMED]);
    expect(() => createApp(widgets)).toThrow('No widget "quotes" was built (widgets: built-only)');
  });
});
