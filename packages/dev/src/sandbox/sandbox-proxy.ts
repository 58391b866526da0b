/**
 * The sandbox proxy page (served on its own origin): the middle frame MCP Apps asks web hosts to put
 * between the host page and the View. It announces itself, builds the inner View frame from the
 * host's `sandbox-resource-ready`, and relays every other message both ways unchanged (JSON-RPC or
 * not, so ChatGPT-style envelopes pass too). `ui/notifications/sandbox-*` never reach the View.
 */
import type { ResourceCsp } from "./csp.js";
import { allowAttribute, hostOrigin, methodOf, withCsp } from "./proxy-helpers.js";

const SANDBOX_PREFIX = "ui/notifications/sandbox-";
const DEFAULT_SANDBOX = "allow-scripts allow-same-origin allow-forms";

interface ResourceReadyParams {
  html: string;
  sandbox?: string;
  csp?: ResourceCsp;
  permissions?: Record<string, object | undefined>;
}


function start(): void {
  const host = hostOrigin(location.search, document.referrer);
  if (!host || window.parent === window) {
    document.body.textContent = "This page is a sandbox proxy; it only works inside the playground.";
    return;
  }
  let inner: HTMLIFrameElement | null = null;
  // The View shares this page's origin when its sandbox allows it; an opaque origin needs "*".
  let innerOrigin = "*";

  const build = (params: ResourceReadyParams): void => {
    inner?.remove();
    const frame = document.createElement("iframe");
    const sandbox = params.sandbox || DEFAULT_SANDBOX;
    frame.setAttribute("sandbox", sandbox);
    innerOrigin = sandbox.split(/\s+/).includes("allow-same-origin") ? location.origin : "*";
    const allow = allowAttribute(params.permissions);
    if (allow) frame.setAttribute("allow", allow);
    frame.title = "widget";
    document.body.appendChild(frame);
    inner = frame;
    // document.write (not srcdoc) keeps a real origin for the View, as the reference proxy does.
    const doc = frame.contentDocument;
    if (!doc) return;
    doc.open();
    doc.write(withCsp(params.html, params.csp));
    doc.close();
  };

  window.addEventListener("message", (event: MessageEvent) => {
    const method = methodOf(event.data);
    if (event.source === window.parent) {
      if (event.origin !== host) return;
      if (method === `${SANDBOX_PREFIX}resource-ready`) {
        build((event.data as { params: ResourceReadyParams }).params);
        return;
      }
      if (method?.startsWith(SANDBOX_PREFIX)) return;
      inner?.contentWindow?.postMessage(event.data, innerOrigin);
      return;
    }
    if (inner && event.source === inner.contentWindow) {
      if (method?.startsWith(SANDBOX_PREFIX)) return;
      window.parent.postMessage(event.data, host);
    }
  });

  window.parent.postMessage({ jsonrpc: "2.0", method: `${SANDBOX_PREFIX}proxy-ready`, params: {} }, host);
}

start();
