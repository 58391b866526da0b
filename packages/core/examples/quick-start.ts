import { createHost } from "@hostbridge/core";
import { observeSize } from "@hostbridge/core/resize";

const host = createHost({ appInfo: { name: "pizza-widget", version: "1.0.0" } });

function render() {
  const { toolOutput, theme, toolStatus } = host.getSnapshot();
  document.body.dataset.theme = theme;
  document.body.textContent = toolStatus === "pending" ? "Loading…" : JSON.stringify(toolOutput ?? {}, null, 2);
}
host.subscribe(render);
render();

await host.ready; // the MCP Apps handshake; at once in ChatGPT-only and standalone pages
if (host.supports("sendFollowUpMessage")) {
  await host.sendFollowUpMessage({ prompt: "Show me more pizza places" });
}
export const stopObserving = observeSize(host); // keeps the host's iframe as tall as the content
