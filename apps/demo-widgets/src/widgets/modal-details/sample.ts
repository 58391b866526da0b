import type { DevSample } from "../../shared/dev-host.js";
import { sample as displayDemo } from "../display-demo/sample.js";

/** Dev-server data: the display demo's output, rendered as the modal for one card. */
export const sample: DevSample = {
  toolOutput: displayDemo.toolOutput,
  view: { mode: "modal", params: { cardId: "pip" } },
};
