// The `@example` of `registerAppTools` (src/app-tools.ts).
import { createHost } from "@hostbridge/core";
import { registerAppTools } from "@hostbridge/core/tools";

// #region registerAppTools
// The handshake says the widget has tools, and that it announces changes to them.
const host = createHost({ appCapabilities: { tools: { listChanged: true } } });
const selected = new Set(["margherita", "diavola"]);
const withdrawTools = registerAppTools(host, [
  {
    name: "get_selection",
    description: "The pizzas the user has selected in the widget",
    handler: () => ({ content: [{ type: "text", text: [...selected].join(", ") }] }),
  },
]);
host.onTeardown(withdrawTools);
// #endregion registerAppTools
