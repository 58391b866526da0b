/**
 * A sandbox proxy as the MCP Apps spec describes it (the reserved sandbox-proxy messages): served
 * on another origin than the host page, it announces itself, loads the widget document it is sent
 * into an inner frame with the sandbox it is given, and relays every other message both ways.
 */
const inner = document.createElement("iframe");
inner.style.cssText = "display:block;border:0;width:100%;height:100%";
document.body.appendChild(inner);

window.addEventListener("message", (event) => {
  const data = event.data as { method?: string; params?: { html?: string; sandbox?: string } } | null;
  if (event.source === window.parent) {
    if (data?.method === "ui/notifications/sandbox-resource-ready" && typeof data.params?.html === "string") {
      inner.setAttribute("sandbox", data.params.sandbox ?? "allow-scripts allow-same-origin allow-forms");
      inner.srcdoc = data.params.html;
    } else {
      inner.contentWindow?.postMessage(event.data, "*");
    }
  } else if (event.source === inner.contentWindow) {
    window.parent.postMessage(event.data, "*");
  }
});

window.parent.postMessage({ jsonrpc: "2.0", method: "ui/notifications/sandbox-proxy-ready", params: {} }, "*");
