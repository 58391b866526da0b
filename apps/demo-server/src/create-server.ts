import { McpServer } from "@modelcontextprotocol/server";
import type { CallToolResult } from "@modelcontextprotocol/server";
import * as z from "zod";
import { DISPLAY_CARDS, todoSuggestions } from "./demo-content.js";
import { type FileStore, summarizeFile } from "./file-store.js";
import { pizzaPage, pizzaPageFromCursor } from "./pizza-data.js";
import { WIDGET_MIME_TYPE, WIDGETS, type WidgetSpec, readWidgetHtml, widgetUri } from "./widgets.js";

export interface DemoServerContext {
  /** Folder holding the built widgets (`<name>.html`). */
  widgetsDir: string;
  /** The server's own origin, e.g. `http://127.0.0.1:3311` (for download URLs and widget CSP). */
  publicOrigin: string;
  files: FileStore;
}

const pizzaSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  rating: z.number(),
  toppings: z.array(z.string()),
});

/** The file object ChatGPT passes for a file param: all four properties declared, two required. */
const openAiFileSchema = z
  .object({
    download_url: z.string().describe("Temporary URL to download the file"),
    file_id: z.string().describe("The file's id"),
    mime_type: z.string().optional(),
    file_name: z.string().optional(),
  })
  .strict();

const readOnly = { readOnlyHint: true, destructiveHint: false, openWorldHint: false, idempotentHint: true };

/** `_meta` of a tool that renders a widget: the standard key plus ChatGPT's aliases. */
function widgetToolMeta(spec: WidgetSpec, invoking: string, invoked: string): Record<string, unknown> {
  const uri = widgetUri(spec);
  return {
    ui: { resourceUri: uri, visibility: ["model", "app"] },
    "openai/outputTemplate": uri,
    "openai/widgetAccessible": true,
    "openai/visibility": "public",
    "openai/toolInvocation/invoking": invoking,
    "openai/toolInvocation/invoked": invoked,
  };
}

/** `_meta` of a tool only widgets may call (not shown to the model). */
const appOnlyMeta = {
  ui: { visibility: ["app"] },
  "openai/widgetAccessible": true,
  "openai/visibility": "private",
};

function result(text: string, structuredContent: Record<string, unknown>, meta?: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text }], structuredContent, ...(meta ? { _meta: meta } : {}) };
}

function registerWidgetResources(server: McpServer, ctx: DemoServerContext): void {
  for (const spec of Object.values(WIDGETS) as WidgetSpec[]) {
    const uri = widgetUri(spec);
    const connectDomains = spec.connectsToServer ? [ctx.publicOrigin] : [];
    const meta = {
      ui: { prefersBorder: true, csp: { connectDomains, resourceDomains: [] } },
      "openai/widgetDescription": spec.description,
      "openai/widgetPrefersBorder": true,
      "openai/widgetCSP": { connect_domains: connectDomains, resource_domains: [], redirect_domains: ["https://example.com"] },
      "openai/ui": { availableDisplayModes: spec.displayModes },
    };
    server.registerResource(spec.title, uri, { title: spec.title, description: spec.description, mimeType: WIDGET_MIME_TYPE, _meta: meta }, async () => ({
      contents: [{ uri, mimeType: WIDGET_MIME_TYPE, text: await readWidgetHtml(ctx.widgetsDir, spec), _meta: meta }],
    }));
  }
}

/** Builds the demo MCP server: one tool per demo widget (plus two widget-only helpers) and the widget resources. */
export function createDemoMcpServer(ctx: DemoServerContext): McpServer {
  const server = new McpServer({ name: "hostbridge-demo-server", version: "0.1.0" }, { capabilities: { logging: {} } });
  registerWidgetResources(server, ctx);

  server.registerTool(
    "show_pizzas",
    {
      title: "Show pizza places",
      description: "Lists well-rated pizza places in a city (San Francisco, New York or Naples) in an interactive list.",
      inputSchema: z.object({ city: z.string().optional().describe("City to search, e.g. \"Naples\"") }),
      outputSchema: z.object({ city: z.string(), pizzas: z.array(pizzaSchema), nextCursor: z.string().nullable() }),
      annotations: readOnly,
      _meta: widgetToolMeta(WIDGETS.pizzaList, "Finding pizza places…", "Found pizza places"),
    },
    async ({ city }) => {
      const page = pizzaPage(city ?? "");
      return result(
        `${page.pizzas.length} pizza places in ${page.city}: ${page.pizzas.map((p) => p.name).join(", ")}.`,
        { ...page },
        { "hostbridge/source": "demo data", "hostbridge/city": page.city },
      );
    },
  );

  server.registerTool(
    "load_more_pizzas",
    {
      title: "Load more pizza places",
      description: "Returns the next page of a pizza list. Called by the pizza widget, not by the model.",
      inputSchema: z.object({ cursor: z.string() }),
      outputSchema: z.object({ pizzas: z.array(pizzaSchema), nextCursor: z.string().nullable() }),
      annotations: readOnly,
      _meta: appOnlyMeta,
    },
    async ({ cursor }) => {
      const page = pizzaPageFromCursor(cursor);
      if (!page) return { content: [{ type: "text", text: `Unknown cursor "${cursor}".` }], isError: true };
      return result(`${page.pizzas.length} more pizza places in ${page.city}.`, { pizzas: page.pizzas, nextCursor: page.nextCursor });
    },
  );

  server.registerTool(
    "open_file_desk",
    {
      title: "Open the file desk",
      description: "Opens a widget to upload files, pick files from the library and analyse them.",
      inputSchema: z.object({}),
      outputSchema: z.object({ files: z.array(z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string() })) }),
      annotations: readOnly,
      _meta: widgetToolMeta(WIDGETS.fileDesk, "Opening the file desk…", "File desk ready"),
    },
    async () => {
      const files = ctx.files.list();
      return result(`${files.length} files available: ${files.map((f) => f.fileName).join(", ")}.`, { files });
    },
  );

  server.registerTool(
    "analyze_file",
    {
      title: "Analyse a file",
      description: "Reads a file the user provided and returns a short summary of its content.",
      inputSchema: z.object({ file: openAiFileSchema }),
      outputSchema: z.object({ fileId: z.string(), fileName: z.string().nullable(), mimeType: z.string().nullable(), summary: z.string() }),
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
      _meta: { "openai/fileParams": ["file"], "openai/widgetAccessible": true, ui: { visibility: ["model", "app"] } },
    },
    async ({ file }) => {
      const stored = ctx.files.get(file.file_id);
      const bytes = stored?.bytes ?? (await download(file.download_url, ctx.publicOrigin));
      if (!bytes) return { content: [{ type: "text", text: `File ${file.file_id} could not be read.` }], isError: true };
      const fileName = file.file_name ?? stored?.fileName ?? null;
      const mimeType = file.mime_type ?? stored?.mimeType ?? null;
      const summary = summarizeFile({ fileName, mimeType, bytes });
      return result(summary, { fileId: file.file_id, fileName, mimeType, summary });
    },
  );

  server.registerTool(
    "show_display_demo",
    {
      title: "Show the display mode demo",
      description: "Shows cards that switch the widget between inline, picture-in-picture and fullscreen, and open a modal.",
      inputSchema: z.object({ title: z.string().optional() }),
      outputSchema: z.object({ title: z.string(), cards: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })) }),
      annotations: readOnly,
      _meta: widgetToolMeta(WIDGETS.displayDemo, "Preparing the display demo…", "Display demo ready"),
    },
    async ({ title }) => {
      const t = title?.trim() || "Display modes";
      return result(`${t}: ${DISPLAY_CARDS.length} cards.`, { title: t, cards: DISPLAY_CARDS });
    },
  );

  server.registerTool(
    "show_todos",
    {
      title: "Show a todo list",
      description: "Opens an editable todo list with a few suggestions; the list is kept in widget state.",
      inputSchema: z.object({ listName: z.string().optional() }),
      outputSchema: z.object({ listName: z.string(), suggestions: z.array(z.string()) }),
      annotations: readOnly,
      _meta: widgetToolMeta(WIDGETS.todoList, "Opening the todo list…", "Todo list ready"),
    },
    async ({ listName }) => {
      const out = todoSuggestions(listName);
      return result(`Todo list "${out.listName}" with ${out.suggestions.length} suggestions.`, { ...out });
    },
  );

  server.registerTool(
    "inspect_host",
    {
      title: "Inspect the host",
      description: "Shows what the host tells the widget: theme, locale, sizes, safe area, device and display mode.",
      inputSchema: z.object({}),
      outputSchema: z.object({ serverTime: z.string() }),
      annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false, idempotentHint: false },
      _meta: widgetToolMeta(WIDGETS.hostInspector, "Inspecting the host…", "Host inspected"),
    },
    async () => {
      const serverTime = new Date().toISOString();
      return result(`Server time ${serverTime}.`, { serverTime });
    },
  );

  return server;
}

/** Fetches a file param's download URL, only from this server (the demo never reaches the internet). */
async function download(url: string, publicOrigin: string): Promise<Uint8Array | null> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.origin !== publicOrigin) return null;
  const response = await fetch(parsed, { signal: AbortSignal.timeout(5000) }).catch(() => null);
  if (!response?.ok) return null;
  return new Uint8Array(await response.arrayBuffer());
}
