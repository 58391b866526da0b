import type { DevSample } from "../../shared/dev-host.js";

/** Dev-server data for `show_todos`. */
export const sample: DevSample = {
  toolOutput: { listName: "Pizza night", suggestions: ["Knead the dough", "Heat the stone", "Buy basil"] },
};
