/**
 * The sandbox proxy of the Playwright fixtures' host page (bundled for the browser), served on
 * another origin than the host page as MCP Apps hosts do: it announces itself, loads the widget
 * document it is given into an inner frame, and relays every other message both ways.
 */
import { RELOAD_WIDGET, SANDBOX_READY, SANDBOX_RESOURCE_READY, WIDGET_LOADED } from "./sandbox-messages.js";

interface ResourceReady {
  method: typeof SANDBOX_RESOURCE_READY;
  params: { html: string; sandbox?: string };
}

const isResourceReady = (data: unknown): data is ResourceReady =>
  (data as { method?: unknown } | null)?.method === SANDBOX_RESOURCE_READY &&
  typeof (data as ResourceReady).params?.html === "string";

const inner = document.createElement("iframe");
inner.style.cssText = "display:block;border:0;width:100%;height:100%";
inner.title = "widget document";
document.body.appendChild(inner);
inner.addEventListener("load", () => {
  if (inner.srcdoc) window.parent.postMessage({ [WIDGET_LOADED]: true }, "*");
});

window.addEventListener("message", (event) => {
  if (event.source === window.parent) {
    if (isResourceReady(event.data)) {
      inner.setAttribute("sandbox", event.data.params.sandbox ?? "allow-scripts allow-same-origin allow-forms");
      inner.srcdoc = event.data.params.html;
      return;
    }
    const reload = (event.data as Record<string, { restore?: unknown } | undefined> | null)?.[RELOAD_WIDGET];
    if (reload) {
      // Setting srcdoc again loads the document anew, also in an opaque-origin frame we cannot reach into.
      const html = inner.srcdoc;
      inner.removeAttribute("srcdoc");
      if (reload.restore === true) inner.srcdoc = html;
      else inner.src = "about:blank";
      return;
    }
    inner.contentWindow?.postMessage(event.data, "*");
  } else if (event.source === inner.contentWindow) {
    window.parent.postMessage(event.data, "*");
  }
});

window.parent.postMessage({ jsonrpc: "2.0", method: SANDBOX_READY, params: {} }, "*");
