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

/** The widget document's frame: reports each load of a widget document to the host page. */
function widgetFrame(): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.style.cssText = "display:block;border:0;width:100%;height:100%";
  frame.title = "widget document";
  frame.addEventListener("load", () => {
    if (frame.srcdoc) window.parent.postMessage({ [WIDGET_LOADED]: true }, "*");
  });
  return frame;
}

let inner = widgetFrame();
document.body.appendChild(inner);

/**
 * Reloads the widget in a new frame, as hosts re-create theirs. Navigating the same frame away and
 * back (srcdoc removed, then set) raced in Chromium, which runs an opaque-origin frame in a process
 * of its own: Playwright was sometimes left on the intermediate about:blank.
 */
function reloadWidget(restore: boolean): void {
  const next = widgetFrame();
  const sandbox = inner.getAttribute("sandbox");
  if (sandbox !== null) next.setAttribute("sandbox", sandbox);
  if (restore) next.srcdoc = inner.srcdoc;
  inner.replaceWith(next);
  inner = next;
}

window.addEventListener("message", (event) => {
  if (event.source === window.parent) {
    if (isResourceReady(event.data)) {
      inner.setAttribute("sandbox", event.data.params.sandbox ?? "allow-scripts allow-same-origin allow-forms");
      inner.srcdoc = event.data.params.html;
      return;
    }
    const reload = (event.data as Record<string, { restore?: unknown } | undefined> | null)?.[RELOAD_WIDGET];
    if (reload) {
      reloadWidget(reload.restore === true);
      return;
    }
    inner.contentWindow?.postMessage(event.data, "*");
  } else if (event.source === inner.contentWindow) {
    window.parent.postMessage(event.data, "*");
  }
});

window.parent.postMessage({ jsonrpc: "2.0", method: SANDBOX_READY, params: {} }, "*");
