import type { WidgetSample } from "@hostbridge/vite/dev-client";
import { quotesPage } from "../../../server/tools/quotes-data.js";

// What the widget page shows when opened on its own in the dev server
// (http://127.0.0.1:5173/widgets/quotes.html): the fake host's tool output and tools.
export const sample: WidgetSample = {
  toolOutput: { title: "Quotes about programming", ...quotesPage() },
  tools: {
    more_quotes: (args) => ({ content: [], structuredContent: { ...quotesPage(String(args.cursor ?? "0")) } }),
  },
};
