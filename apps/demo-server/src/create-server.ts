import { McpServer } from "@modelcontextprotocol/server";
import {
  type AppDeclaration,
  appTool,
  claudeWidgetDomain,
  defineApp,
  defineTool,
  defineWidget,
  fileParam,
  type FileParamValue,
  jsonStandardSchema,
  readClientMeta,
  registerApp,
  toolError,
  toolResult,
  type Widget,
} from "@hostbridge/server";
import * as z from "zod";
import { DISPLAY_CARDS, todoSuggestions } from "./demo-content.js";
import { type FileStore, summarizeFile } from "./file-store.js";
import { pizzaPage, pizzaPageFromCursor } from "./pizza-data.js";
import { WIDGETS, type WidgetSpec, readWidgetHtml, widgetCsp, widgetUri } from "./widgets.js";

export interface DemoServerContext {
  /** Folder holding the built widgets (`<name>.html`). */
  widgetsDir: string;
  /** The server's own origin, e.g. `http://127.0.0.1:3311` (for download URLs and widget CSP). */
  publicOrigin: string;
  files: FileStore;
}

/** Where `openExternal` may add a `redirectUrl` (the display demo links to example.com). */
const REDIRECT_DOMAINS = ["https://example.com"];

const pizzaSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  rating: z.number(),
  toppings: z.array(z.string()),
});

const readOnly = { readOnlyHint: true, destructiveHint: false, openWorldHint: false, idempotentHint: true };

function widget(spec: WidgetSpec, ctx: DemoServerContext): Widget {
  return defineWidget({
    uri: widgetUri(spec),
    // Read on every resources/read, so a rebuilt widget is never stale.
    html: () => readWidgetHtml(ctx.widgetsDir, spec),
    description: spec.description,
    csp: widgetCsp({
      connectDomains: spec.connectsToServer ? [ctx.publicOrigin] : [],
      resourceDomains: [],
      redirectDomains: REDIRECT_DOMAINS,
    }),
    prefersBorder: true,
    displayModes: spec.displayModes,
    // A stable sandbox origin in each host's form: ChatGPT takes an origin, Claude only the hash of
    // the server's URL under claudemcpcontent.com (it refuses any other ui.domain).
    domain: { chatgpt: ctx.publicOrigin, mcpApps: claudeWidgetDomain(`${ctx.publicOrigin}/mcp`) },
  });
}

/**
 * The demo app: one tool per demo widget, two widget helpers (`load_more_pizzas`, `analyze_file`)
 * and every widget as a `ui://` resource, each declared once with `@hostbridge/server` (both
 * metadata dialects, checked against the Apps SDK rules). Built once per running server. Its type
 * (`DemoApp`) is what the demo widgets import, type-only, for their typed hooks.
 */
export function createDemoApp(ctx: DemoServerContext) {
  const w = Object.fromEntries(Object.entries(WIDGETS).map(([k, spec]) => [k, widget(spec, ctx)])) as Record<
    keyof typeof WIDGETS,
    Widget
  >;

  const showPizzas = defineTool({
    name: "show_pizzas",
    title: "Show pizza places",
    description: "Lists well-rated pizza places in a city (San Francisco, New York or Naples) in an interactive list.",
    inputSchema: z.object({ city: z.string().optional().describe('City to search, e.g. "Naples"') }),
    outputSchema: z.object({ city: z.string(), pizzas: z.array(pizzaSchema), nextCursor: z.string().nullable() }),
    annotations: readOnly,
    widget: w.pizzaList,
    invoking: "Finding pizza places…",
    invoked: "Found pizza places",
  });

  const loadMorePizzas = defineTool({
    name: "load_more_pizzas",
    title: "Load more pizza places",
    description: "Returns the next page of a pizza list. Called by the pizza widget, not by the model.",
    inputSchema: z.object({ cursor: z.string() }),
    outputSchema: z.object({ pizzas: z.array(pizzaSchema), nextCursor: z.string().nullable() }),
    annotations: readOnly,
    visibility: ["app"],
  });

  const openFileDesk = defineTool({
    name: "open_file_desk",
    title: "Open the file desk",
    description: "Opens a widget to upload files, pick files from the library and analyse them.",
    outputSchema: z.object({
      files: z.array(z.object({ fileId: z.string(), fileName: z.string(), mimeType: z.string() })),
    }),
    annotations: readOnly,
    widget: w.fileDesk,
    invoking: "Opening the file desk…",
    invoked: "File desk ready",
  });

  const analyzeFile = defineTool({
    name: "analyze_file",
    title: "Analyse a file",
    description: "Reads a file the user provided and returns a short summary of its content.",
    // The file object schema of the Apps SDK reference, typed for the handler and for widgets.
    inputSchema: jsonStandardSchema<{ file: FileParamValue }>({
      type: "object",
      properties: { file: fileParam() },
      required: ["file"],
      additionalProperties: false,
    }),
    outputSchema: z.object({
      fileId: z.string(),
      fileName: z.string().nullable(),
      mimeType: z.string().nullable(),
      summary: z.string(),
    }),
    annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
    fileParams: ["file"],
    visibility: ["model", "app"],
  });

  const showDisplayDemo = defineTool({
    name: "show_display_demo",
    title: "Show the display mode demo",
    description:
      "Shows cards that switch the widget between inline, picture-in-picture and fullscreen, and open a modal.",
    inputSchema: z.object({ title: z.string().optional() }),
    outputSchema: z.object({
      title: z.string(),
      cards: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() })),
    }),
    annotations: readOnly,
    widget: w.displayDemo,
    invoking: "Preparing the display demo…",
    invoked: "Display demo ready",
  });

  const showTodos = defineTool({
    name: "show_todos",
    title: "Show a todo list",
    description: "Opens an editable todo list with a few suggestions; the list is kept in widget state.",
    inputSchema: z.object({ listName: z.string().optional() }),
    outputSchema: z.object({ listName: z.string(), suggestions: z.array(z.string()) }),
    annotations: readOnly,
    widget: w.todoList,
    invoking: "Opening the todo list…",
    invoked: "Todo list ready",
  });

  const inspectHost = defineTool({
    name: "inspect_host",
    title: "Inspect the host",
    description: "Shows what the host tells the widget: theme, locale, sizes, safe area, device and display mode.",
    outputSchema: z.object({ serverTime: z.string() }),
    annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false, idempotentHint: false },
    widget: w.hostInspector,
    invoking: "Inspecting the host…",
    invoked: "Host inspected",
  });

  return defineApp({
    widgets: Object.values(w),
    tools: [
      appTool(showPizzas, async ({ city }) => {
        const page = pizzaPage(city ?? "");
        return toolResult(
          {
            structuredContent: { ...page },
            content: `${page.pizzas.length} pizza places in ${page.city}: ${page.pizzas.map((p) => p.name).join(", ")}.`,
            meta: { "hostbridge/source": "demo data", "hostbridge/city": page.city },
          },
          showPizzas,
        );
      }),
      appTool(loadMorePizzas, async ({ cursor }) => {
        const page = pizzaPageFromCursor(cursor);
        if (!page) return toolError({ message: `Unknown cursor "${cursor}".` });
        return toolResult(
          {
            structuredContent: { pizzas: page.pizzas, nextCursor: page.nextCursor },
            content: `${page.pizzas.length} more pizza places in ${page.city}.`,
          },
          loadMorePizzas,
        );
      }),
      appTool(openFileDesk, async () => {
        const files = ctx.files.list();
        return toolResult(
          {
            structuredContent: { files },
            content: `${files.length} files available: ${files.map((f) => f.fileName).join(", ")}.`,
          },
          openFileDesk,
        );
      }),
      appTool(analyzeFile, async ({ file }) => {
        const stored = ctx.files.get(file.file_id);
        const bytes = stored?.bytes ?? (await download(file.download_url, ctx.publicOrigin));
        if (!bytes) return toolError({ message: `File ${file.file_id} could not be read.` });
        const fileName = file.file_name ?? stored?.fileName ?? null;
        const mimeType = file.mime_type ?? stored?.mimeType ?? null;
        const summary = summarizeFile({ fileName, mimeType, bytes });
        return toolResult(
          { structuredContent: { fileId: file.file_id, fileName, mimeType, summary }, content: summary },
          analyzeFile,
        );
      }),
      appTool(showDisplayDemo, async ({ title }) => {
        const t = title?.trim() || "Display modes";
        return toolResult(
          { structuredContent: { title: t, cards: DISPLAY_CARDS }, content: `${t}: ${DISPLAY_CARDS.length} cards.` },
          showDisplayDemo,
        );
      }),
      appTool(showTodos, async ({ listName }) => {
        const out = todoSuggestions(listName);
        return toolResult(
          {
            structuredContent: { ...out },
            content: `Todo list "${out.listName}" with ${out.suggestions.length} suggestions.`,
          },
          showTodos,
        );
      }),
      appTool(inspectHost, async (_args, reqCtx) => {
        const serverTime = new Date().toISOString();
        // What the client said about itself (ChatGPT sends openai/locale etc.): hints for the widget, never authorisation.
        const client = readClientMeta(reqCtx.mcpReq._meta);
        const meta = client.locale ? { "hostbridge/clientLocale": client.locale } : undefined;
        return toolResult(
          { structuredContent: { serverTime }, content: `Server time ${serverTime}.`, ...(meta ? { meta } : {}) },
          inspectHost,
        );
      }),
    ],
  });
}

/** The demo app's declarations: every tool's name, arguments and result, for `createHooks<DemoApp, …>()`. */
export type DemoApp = ReturnType<typeof createDemoApp>;

/** A fresh MCP server instance serving the demo app (the HTTP handler makes one per request). */
export function createDemoMcpServer(app: AppDeclaration): McpServer {
  const server = new McpServer({ name: "hostbridge-demo-server", version: "0.1.0" }, { capabilities: { logging: {} } });
  registerApp(server, app);
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
