// A plain MCP Apps view (no framework): shows LABEL and the tool result. The HMR test edits LABEL.
const LABEL = "first edition";

let nextId = 0;
const root = document.getElementById("root")!;
root.innerHTML = `<p data-testid="hello-label"></p><p data-testid="hello-result">waiting</p>`;
(root.querySelector('[data-testid="hello-label"]') as HTMLElement).textContent = LABEL;

window.addEventListener("message", (event) => {
  if (event.source !== window.parent) return;
  const message = event.data as { id?: number; method?: string; params?: { structuredContent?: unknown } };
  if (message.method === "ui/notifications/tool-result") {
    (root.querySelector('[data-testid="hello-result"]') as HTMLElement).textContent = JSON.stringify(
      message.params?.structuredContent,
    );
  } else if (message.method === "ui/resource-teardown") {
    window.parent.postMessage({ jsonrpc: "2.0", id: message.id, result: {} }, "*");
  } else if (message.id === 1) {
    window.parent.postMessage({ jsonrpc: "2.0", method: "ui/notifications/initialized" }, "*");
  }
});
nextId += 1;
window.parent.postMessage(
  {
    jsonrpc: "2.0",
    id: nextId,
    method: "ui/initialize",
    params: { protocolVersion: "2026-01-26", appInfo: { name: "hello", version: "1.0.0" }, appCapabilities: {} },
  },
  "*",
);
