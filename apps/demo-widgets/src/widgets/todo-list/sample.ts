import type { WidgetSample } from "@hostbridge/vite";

/** Dev-server data (the fake host of a page opened on its own) for `show_todos`. */
export const sample: WidgetSample = {
  toolOutput: { listName: "Pizza night", suggestions: ["Knead the dough", "Heat the stone", "Buy basil"] },
};
