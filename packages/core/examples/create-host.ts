// The `@example` of `createHost` (src/host.ts).
import { createHost } from "@hostbridge/core";

// #region createHost
// One per widget: it finds window.openai, the MCP Apps bridge, both, or neither (standalone).
const host = createHost({
  appInfo: { name: "pizza-list", version: "1.0.0" }, // the handshake's appInfo
  availableDisplayModes: ["inline", "fullscreen"], // the modes this widget can lay out
});
await host.ready.catch(() => {}); // a late host still connects: watch `handshake`
document.documentElement.dataset.theme = host.getSnapshot().theme;
host.subscribe((changed) => {
  if (changed.has("toolOutput")) document.body.textContent = JSON.stringify(host.getSnapshot().toolOutput);
});
const result = await host.callTool("load_more_pizzas", { page: 2 });
console.log(result.structuredContent);
// #endregion createHost
