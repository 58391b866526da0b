import { appTool, defineApp, defineTool, defineWidget, toolResult, type WidgetCsp } from "@hostbridge/server";
import * as z from "zod";
import { quotesPage } from "./quotes.js";

/** The widget's resource as `@hostbridge/server`'s `widgetHtmlSource` gives it (built file or dev server). */
export interface QuotesWidgetSource {
  /** The `ui://` URI (with the build's content hash in production). */
  uri: string;
  /** Reads the widget's whole HTML document; called on every `resources/read`. */
  html: () => Promise<string>;
  /** What the widget may load and connect to (its `widget.ts` declaration, plus the dev server in development). */
  csp: WidgetCsp;
}

/** The widget's URI before any content hash. */
export const QUOTES_WIDGET_URI = "ui://widget/quotes.html";

const quoteSchema = z.object({ id: z.string(), text: z.string(), author: z.string() });
const pageSchema = z.object({ quotes: z.array(quoteSchema), nextCursor: z.string().nullable() });
const readOnly = { readOnlyHint: true, destructiveHint: false, openWorldHint: false, idempotentHint: true };

/**
 * The app: one widget (`ui://widget/quotes.html`), the tool the model calls to show it
 * (`show_quotes`) and the tool the widget calls for the next page (`more_quotes`, hidden from the
 * model). Declared once with `@hostbridge/server`: both metadata dialects (MCP Apps and ChatGPT),
 * checked against the Apps SDK rules.
 */
export function createQuotesApp(source: QuotesWidgetSource) {
  const widget = defineWidget({
    uri: source.uri,
    html: source.html,
    description: "A list of quotes: star the ones you like, load more, ask about an author.",
    csp: source.csp,
    prefersBorder: true,
    displayModes: ["inline", "fullscreen"],
  });

  const showQuotes = defineTool({
    name: "show_quotes",
    title: "Show quotes",
    description: "Shows a list of quotes about programming in an interactive widget.",
    inputSchema: z.object({}),
    outputSchema: pageSchema.extend({ title: z.string() }),
    annotations: readOnly,
    widget,
    invoking: "Finding quotes…",
    invoked: "Here are some quotes",
  });

  const moreQuotes = defineTool({
    name: "more_quotes",
    title: "More quotes",
    description: "The next page of quotes. Called by the quotes widget, not by the model.",
    inputSchema: z.object({ cursor: z.string() }),
    outputSchema: pageSchema,
    annotations: readOnly,
    visibility: ["app"],
  });

  return defineApp({
    widgets: [widget],
    tools: [
      appTool(showQuotes, () => {
        const page = quotesPage();
        return toolResult(
          {
            structuredContent: { title: "Quotes about programming", ...page },
            content: `${page.quotes.length} quotes.`,
          },
          showQuotes,
        );
      }),
      appTool(moreQuotes, (args) =>
        toolResult({ structuredContent: quotesPage(args.cursor), content: [] }, moreQuotes),
      ),
    ],
  });
}

/** The app's type, for the widget's typed hooks (`import type`: no server code reaches the widget). */
export type QuotesApp = ReturnType<typeof createQuotesApp>;
