import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport, McpServer } from "@modelcontextprotocol/server";
import { afterEach, describe, expect, it } from "vitest";
import { readClientMeta, type ClientMeta } from "./client-meta.js";
import { MetadataError } from "./errors.js";
import { fileParam } from "./file-params.js";
import { registerApp, registerWidgetTool } from "./register.js";
import { exposeSecuritySchemes } from "./top-level-security.js";
import referenceAnalyzeFile from "./test-support/reference-analyze-file.json" with { type: "json" };
import { defineTool } from "./tool.js";
import { toolResult } from "./tool-result.js";
import type { ToolDescriptor } from "./types.js";
import { defineWidget } from "./widget.js";

// A real McpServer and Client from the official SDK (v2), linked in memory. `raw` keeps the
// JSON-RPC responses as they crossed the transport, before the client parsed them.

const hints = { readOnlyHint: true, destructiveHint: false, openWorldHint: false };
const html = "<!doctype html><html><body><div id=root></div><script>/* pizza widget */</script></body></html>";

const pizzaList = defineWidget({
  uri: "ui://widget/pizza-list.html",
  html,
  title: "Pizza list",
  description: "A carousel of pizzas the user can pick from.",
  csp: {
    connectDomains: ["https://api.example.com"],
    resourceDomains: ["https://cdn.example.com"],
    redirectDomains: ["https://checkout.example.com"],
  },
  domain: "https://pizza.example.com",
  prefersBorder: true,
  displayModes: ["inline", "fullscreen"],
  hashInUri: true,
});

const showPizzas = defineTool({
  name: "show_pizzas",
  title: "Show pizzas",
  description: "Lists pizzas in a city.",
  inputSchema: { type: "object", properties: { city: { type: "string", minLength: 1 } }, additionalProperties: false },
  outputSchema: {
    type: "object",
    properties: {
      city: { type: "string" },
      locale: { type: ["string", "null"] },
      nextCursor: { type: ["string", "null"] },
    },
    required: ["city", "locale", "nextCursor"],
  },
  annotations: hints,
  widget: pizzaList,
  invoking: "Slicing pizzas…",
  invoked: "Pizzas served",
  securitySchemes: [{ type: "noauth" }],
});

const loadMore = defineTool({
  name: "load_more_pizzas",
  inputSchema: { type: "object", properties: { cursor: { type: "string" } }, required: ["cursor"] },
  outputSchema: { type: "object", properties: { nextCursor: { type: ["string", "null"] } }, required: ["nextCursor"] },
  annotations: { ...hints, idempotentHint: true },
  visibility: ["app"],
});

const seen: { clientMeta?: ClientMeta } = {};

async function connect(register: (server: McpServer) => void) {
  const server = new McpServer({ name: "pizza", version: "1.0.0" });
  register(server);
  const [clientTransport, serverTransport] = InMemoryTransport.createLinkedPair();
  const client = new Client({ name: "test-host", version: "1.0.0" });
  await server.connect(serverTransport);
  await client.connect(clientTransport);
  const raw: Record<string, any>[] = [];
  const deliver = clientTransport.onmessage;
  clientTransport.onmessage = (message, extra) => {
    raw.push(message as Record<string, any>);
    deliver?.(message, extra);
  };
  const lastResult = () => raw.at(-1)?.result;
  cleanups.push(async () => {
    await client.close();
    await server.close();
  });
  return { client, lastResult };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

const app = (server: McpServer) =>
  registerApp(server, {
    widgets: [pizzaList],
    tools: [
      {
        tool: showPizzas,
        handler: (args: { city?: string }, ctx) => {
          seen.clientMeta = readClientMeta(ctx.mcpReq._meta);
          const city = args.city ?? "Naples";
          if (city === "Nowhere") return { content: [], structuredContent: { city } }; // breaks outputSchema
          return toolResult(
            {
              structuredContent: { city, locale: seen.clientMeta.locale ?? null, nextCursor: null },
              meta: { widgetOnly: true },
            },
            showPizzas,
          );
        },
      },
      { tool: loadMore, handler: () => toolResult({ structuredContent: { nextCursor: null } }, loadMore) },
    ],
  });

/** What the official client shows: it drops the top-level securitySchemes (not in MCP's Tool type). */
const parsedByClient = ({ securitySchemes: _dropped, ...rest }: ToolDescriptor) => rest;

describe("through the official MCP SDK (McpServer + Client, in-memory transport)", () => {
  it("tools/list returns exactly the declared descriptors, both dialects present", async () => {
    const { client, lastResult } = await connect(app);
    const listed = await client.listTools();
    // On the wire: exactly the declared descriptors, top-level securitySchemes included.
    expect(lastResult().tools).toEqual([showPizzas.descriptor, loadMore.descriptor]);
    expect(lastResult().tools[0].securitySchemes).toEqual([{ type: "noauth" }]);
    expect(listed.tools).toEqual([parsedByClient(showPizzas.descriptor), parsedByClient(loadMore.descriptor)]);

    const meta = listed.tools[0]!._meta!;
    expect(meta.ui).toEqual({ resourceUri: pizzaList.uri, visibility: ["model", "app"] });
    expect(meta["openai/outputTemplate"]).toBe(pizzaList.uri);
    expect(meta.securitySchemes).toEqual([{ type: "noauth" }]);
    expect(listed.tools[1]!._meta).toEqual({
      ui: { visibility: ["app"] },
      "openai/widgetAccessible": true,
      "openai/visibility": "private",
    });
  });

  it("resources/read returns exactly the declared content item, both dialects present", async () => {
    const { client, lastResult } = await connect(app);
    const read = await client.readResource({ uri: pizzaList.uri });
    expect(read.contents).toEqual([pizzaList.resource]);
    expect(lastResult().contents).toEqual([pizzaList.resource]);
    const meta = read.contents[0]!._meta!;
    expect(meta.ui).toEqual({
      csp: { connectDomains: ["https://api.example.com"], resourceDomains: ["https://cdn.example.com"] },
      domain: "https://pizza.example.com",
      prefersBorder: true,
    });
    expect(meta["openai/widgetCSP"]).toEqual({
      connect_domains: ["https://api.example.com"],
      resource_domains: ["https://cdn.example.com"],
      redirect_domains: ["https://checkout.example.com"],
    });
    expect(meta["openai/widgetDomain"]).toBe("https://pizza.example.com");
    expect(meta["openai/widgetPrefersBorder"]).toBe(true);
    expect(meta["openai/ui"]).toEqual({ availableDisplayModes: ["inline", "fullscreen"] });
  });

  it("resources/list carries the same _meta, the hashed URI and the MIME type", async () => {
    const { client } = await connect(app);
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      {
        name: "pizza-list",
        uri: pizzaList.uri,
        title: "Pizza list",
        description: "A carousel of pizzas the user can pick from.",
        mimeType: "text/html;profile=mcp-app",
        _meta: pizzaList.resource._meta,
      },
    ]);
    expect(pizzaList.uri).toMatch(/^ui:\/\/widget\/pizza-list\.[0-9a-f]{12}\.html$/);
  });

  it("tools/call runs the handler with validated args and the client's _meta", async () => {
    const { client } = await connect(app);
    const result = await client.callTool({
      name: "show_pizzas",
      arguments: { city: "Rome" },
      _meta: { "openai/locale": "it-IT", "openai/subject": "anon-1" },
    });
    expect(result.isError).toBeFalsy();
    expect(result.structuredContent).toEqual({ city: "Rome", locale: "it-IT", nextCursor: null });
    expect(result._meta).toEqual({
      widgetOnly: true,
      viewUUID: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      ui: { resourceUri: pizzaList.uri },
      "ui/resourceUri": pizzaList.uri,
      "openai/outputTemplate": pizzaList.uri,
    });
    expect(seen.clientMeta).toEqual({ locale: "it-IT", subject: "anon-1" });
  });

  it("tools/call rejects arguments that break inputSchema before the handler runs", async () => {
    const { client } = await connect(app);
    seen.clientMeta = undefined;
    const result = await client.callTool({ name: "show_pizzas", arguments: { city: "" } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain("/city must NOT have fewer than 1 characters");
    expect(seen.clientMeta).toBeUndefined();
  });

  it("tools/call turns structuredContent that breaks outputSchema into an error result", async () => {
    const { client } = await connect(app);
    const result = await client.callTool({ name: "show_pizzas", arguments: { city: "Nowhere" } });
    expect(result.isError).toBe(true);
    expect(JSON.stringify(result.content)).toContain('missing the required property \\"locale\\"');
  });

  it("the Apps SDK reference's analyze_file, registered as written, is listed exactly as written", async () => {
    const { client, lastResult } = await connect((server) =>
      registerWidgetTool(server, referenceAnalyzeFile as ToolDescriptor, (args: { file: { file_id: string } }) => ({
        content: [{ type: "text", text: `analyzed ${args.file.file_id}` }],
      })),
    );
    const { tools } = await client.listTools();
    expect(tools).toEqual([referenceAnalyzeFile]);
    expect(lastResult().tools).toEqual([referenceAnalyzeFile]);
    const result = await client.callTool({
      name: "analyze_file",
      arguments: { file: { download_url: "https://files.example.com/1", file_id: "file_1" } },
    });
    expect(result.content).toEqual([{ type: "text", text: "analyzed file_1" }]);
  });

  it("a tool with file params lists the schema built by fileParam()", async () => {
    const analyze = defineTool({
      name: "analyze_file",
      inputSchema: { type: "object", properties: { file: fileParam() }, required: ["file"] },
      annotations: hints,
      fileParams: ["file"],
    });
    const { client } = await connect((server) => registerWidgetTool(server, analyze, () => ({ content: [] })));
    const { tools } = await client.listTools();
    expect(tools[0]!.inputSchema).toEqual({ type: "object", properties: { file: fileParam() }, required: ["file"] });
  });
});

describe("a widget whose HTML is read on demand", () => {
  it("resources/read serves the current HTML each time", async () => {
    let build = "first";
    const dev = defineWidget({
      uri: "ui://widget/dev.html",
      html: () => `<html>${build}</html>`,
      domain: "https://dev.example.com",
    });
    const { client } = await connect((server) => registerApp(server, { widgets: [dev] }));
    expect((await client.readResource({ uri: dev.uri })).contents).toEqual([
      { ...dev.resource, text: "<html>first</html>" },
    ]);
    build = "second";
    expect((await client.readResource({ uri: dev.uri })).contents[0]).toMatchObject({ text: "<html>second</html>" });
  });
});

describe("exposeSecuritySchemes", () => {
  it("does nothing and says so when the SDK's handler table is not there", () => {
    let replaced = false;
    const fake = { server: { setRequestHandler: () => void (replaced = true) } } as never;
    expect(exposeSecuritySchemes(fake, "x", [{ type: "noauth" }])).toBe(false);
    expect(replaced).toBe(false);
  });
});

describe("registration guards", () => {
  it("registerApp refuses a tool whose template is not one of the widgets", () => {
    const server = new McpServer({ name: "x", version: "1" });
    expect(() =>
      registerApp(server, { widgets: [], tools: [{ tool: showPizzas, handler: () => ({ content: [] }) }] }),
    ).toThrow(MetadataError);
  });

  it("registerWidgetTool validates a hand-written descriptor", () => {
    const server = new McpServer({ name: "x", version: "1" });
    const broken = { ...referenceAnalyzeFile, annotations: { readOnlyHint: true } } as ToolDescriptor;
    expect(() => registerWidgetTool(server, broken, () => ({ content: [] }))).toThrow(/annotations\.destructiveHint/);
  });
});
