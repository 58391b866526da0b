import { createHost } from "@hostbridge/core";
import { observeSize } from "@hostbridge/core/resize";

const host = createHost({
  appInfo: { name: "pizza-list", version: "1.0.0" },
  availableDisplayModes: ["inline", "fullscreen"],
});

type Output = { pizzas: { id: string; name: string }[] };

function render() {
  const { toolOutput, toolStatus, theme } = host.getSnapshot(); // toolOutput: an object or null
  const output = toolOutput as Output | null;
  document.body.dataset.theme = theme;
  document.body.textContent = toolStatus === "success" ? `${output?.pizzas.length} pizzas` : toolStatus;
}
host.subscribe((changed) => {
  if (changed.has("toolOutput") || changed.has("toolStatus") || changed.has("theme")) render();
});
render(); // in ChatGPT, toolOutput is already there on the first render
observeSize(host); // from @hostbridge/core/resize: keeps the host informed of the widget's height

document.addEventListener("click", async () => {
  if (!host.supports("callTool")) return;
  const result = await host.callTool("load_more_pizzas", { cursor: "2" });
  const more = result.structuredContent as Output | undefined;
  await host.setWidgetState({ lastCursor: "2", count: more?.pizzas.length });
});
