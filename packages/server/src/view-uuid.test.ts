import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport, McpServer } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, it } from "vitest";
import { registerApp, appTool, type AppTool } from "./register.js";
import { defineTool } from "./tool.js";
import { toolError, toolResult } from "./tool-result.js";
import { defineWidget } from "./widget.js";

// Through the official MCP server and client: every result of a widget tool arrives with its own
// `_meta.viewUUID`, as the official ext-apps examples stamp it; other tools' results do not.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const hints = { readOnlyHint: true, destructiveHint: false, openWorldHint: false };
const widget = defineWidget({
  uri: "ui://widget/pizza-list.html",
  html: "<!doctype html><html></html>",
  domain: "https://pizza.example.com",
});
const output = { type: "object", properties: { city: { type: "string" } }, required: ["city"] };

const showPizzas = defineTool({
  name: "show_pizzas",
  inputSchema: { type: "object", properties: { fail: { type: "boolean" }, keep: { type: "string" } } },
  outputSchema: output,
  annotations: hints,
  widget,
});
const loadMore = defineTool({
  name: "load_more_pizzas",
  outputSchema: output,
  annotations: hints,
  visibility: ["app"],
});

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The pizza app's default tools: show_pizzas (fails, or keeps a viewUUID, on request) and load_more_pizzas. */
const defaultTools = () => [
  appTool(showPizzas, (args) => {
    if (args.fail === true) return toolError({ message: "No pizzas today." });
    return toolResult(
      {
        structuredContent: { city: "Naples" },
        ...(typeof args.keep === "string" ? { meta: { viewUUID: args.keep, note: "kept" } } : {}),
      },
      showPizzas,
    );
  }),
  appTool(loadMore, () => toolResult({ structuredContent: { city: "Naples" } }, loadMore)),
];

/** The official MCP client connected to a server of `tools`, in memory. */
async function connect(tools: AppTool[] = defaultTools()) {
  const server = new McpServer({ name: "pizza", version: "1.0.0" });
  registerApp(server, { widgets: [widget], tools });
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "test-host", version: "1.0.0" });
  await server.connect(serverTransport);
  await client.connect(clientTransport);
  cleanups.push(async () => {
    await client.close();
    await server.close();
  });
  return client;
}

describe("_meta.viewUUID on widget tool results", () => {
  it("is a fresh random UUID on every call", async () => {
    const client = await connect();
    const first = await client.callTool({ name: "show_pizzas", arguments: {} });
    const second = await client.callTool({ name: "show_pizzas", arguments: {} });
    expect(first._meta?.viewUUID).toMatch(UUID);
    expect(second._meta?.viewUUID).toMatch(UUID);
    expect(second._meta?.viewUUID).not.toBe(first._meta?.viewUUID);
    expect(first.structuredContent).toEqual({ city: "Naples" });
  });

  it("is stamped on error results too, beside the handler's own _meta", async () => {
    const client = await connect();
    const result = await client.callTool({ name: "show_pizzas", arguments: { fail: true } });
    expect(result.isError).toBe(true);
    expect(result._meta?.viewUUID).toMatch(UUID);
  });

  it("keeps a viewUUID the handler set", async () => {
    const client = await connect();
    const result = await client.callTool({ name: "show_pizzas", arguments: { keep: "view-7" } });
    expect(result._meta).toEqual({ viewUUID: "view-7", note: "kept", ...TEMPLATE_META });
  });

  it("is not added to tools without a widget template", async () => {
    const client = await connect();
    const result = await client.callTool({ name: "load_more_pizzas", arguments: {} });
    expect(result.structuredContent).toEqual({ city: "Naples" });
    expect(result._meta?.viewUUID).toBeUndefined();
    expect(result._meta?.ui).toBeUndefined();
  });
});

// mcp-use's inspector replaces a tool's `_meta` with its result's: without the template there, it
// lost every widget (shared/reference/findings/mcpuse-fix.md).
const TEMPLATE_META = {
  ui: { resourceUri: "ui://widget/pizza-list.html" },
  "ui/resourceUri": "ui://widget/pizza-list.html",
  "openai/outputTemplate": "ui://widget/pizza-list.html",
};

describe("the template on widget tool results", () => {
  it("each result names the tool's template in both dialects, beside its viewUUID", async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    const uri = (tools.find((tool) => tool.name === "show_pizzas")!._meta!.ui as { resourceUri: string }).resourceUri;
    expect(uri).toBe("ui://widget/pizza-list.html");
    for (const args of [{}, { fail: true }]) {
      const result = await client.callTool({ name: "show_pizzas", arguments: args });
      expect(result._meta).toMatchObject(TEMPLATE_META);
      expect(result._meta?.viewUUID).toMatch(UUID);
    }
  });

  it("keeps the template keys and ui fields a handler set itself", async () => {
    const client = await connect([
      appTool(showPizzas, () =>
        toolResult(
          { structuredContent: { city: "Rome" }, meta: { ui: { note: "own" }, "openai/outputTemplate": "ui://x" } },
          showPizzas,
        ),
      ),
    ]);
    const result = await client.callTool({ name: "show_pizzas", arguments: {} });
    expect(result._meta).toMatchObject({
      ui: { resourceUri: "ui://widget/pizza-list.html", note: "own" },
      "ui/resourceUri": "ui://widget/pizza-list.html",
      "openai/outputTemplate": "ui://x",
    });
  });
});
