// The migration guide's window.openai example (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
import { createHost } from "@hostbridge/core";

// #region after
// Before: window.openai.toolOutput, window.openai.callTool(...), an "openai:set_globals" listener.
// After: the same vocabulary on one Host that also runs in every MCP Apps host.
const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });

function render() {
  const { toolOutput, theme } = host.getSnapshot(); // was window.openai.toolOutput / .theme
  document.body.dataset.theme = theme;
  document.body.textContent = JSON.stringify(toolOutput);
}
host.subscribe(render); // was window.addEventListener("openai:set_globals", ...)
render();

export const loadMore = () => host.callTool("load_more_pizzas", { cursor: "2" }); // was window.openai.callTool
export const remember = (selectedId: string) => host.setWidgetState({ selectedId }); // was window.openai.setWidgetState
// #endregion after
