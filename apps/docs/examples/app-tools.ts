// The app-provided tools guide's example (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
import { createHost } from "@hostbridge/core";
import { registerAppTools } from "@hostbridge/core/tools";

// #region core
// The handshake must declare the tools, or a host neither lists nor calls them.
const host = createHost({
  appInfo: { name: "cart", version: "1.0.0" },
  appCapabilities: { tools: { listChanged: true } },
});
const cart: string[] = ["Margherita"];

export const withdraw = registerAppTools(host, [
  {
    name: "get_cart",
    description: "The pizzas in the user's cart",
    handler: () => ({ content: [{ type: "text", text: cart.join(", ") }], structuredContent: { items: cart } }),
  },
]);
// #endregion core
