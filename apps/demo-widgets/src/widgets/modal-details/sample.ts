import type { WidgetSample } from "@hostbridge/vite";
import { sample as displayDemo } from "../display-demo/sample.js";

/** Dev-server data (the fake host of a page opened on its own): the display demo's output, rendered as the modal for one card. */
export const sample: WidgetSample = {
  toolOutput: displayDemo.toolOutput,
  view: { mode: "modal", params: { cardId: "pip" } },
};
