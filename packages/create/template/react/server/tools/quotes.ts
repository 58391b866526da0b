import { appTool, defineTool, toolResult } from "@hostbridge/server";
import * as z from "zod";
import type { ProjectWidgets } from "../widgets.js";
import { quotesPage } from "./quotes-data.js";

const quoteSchema = z.object({ id: z.string(), text: z.string(), author: z.string() });
const pageSchema = z.object({ quotes: z.array(quoteSchema), nextCursor: z.string().nullable() });
const readOnly = { readOnlyHint: true, destructiveHint: false, openWorldHint: false, idempotentHint: true };

/**
 * The quotes widget (`src/widgets/quotes/`) on the server: the tool the model calls to show it
 * (`show_quotes`) and the tool the widget calls for the next page (`more_quotes`, hidden from the
 * model). Declared with `@hostbridge/server`: both metadata dialects (MCP Apps and ChatGPT),
 * checked against the Apps SDK rules.
 */
export function quotesTools(widgets: ProjectWidgets) {
  const widget = widgets.declare("quotes", {
    description: "A list of quotes: star the ones you like, load more, ask about an author.",
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

  return [
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
    appTool(moreQuotes, (args) => toolResult({ structuredContent: quotesPage(args.cursor), content: [] }, moreQuotes)),
  ] as const;
}
