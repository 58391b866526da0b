/**
 * The sandbox proxy page (served by the dev host's sandbox server, one origin per MCP server): the
 * middle frame MCP Apps asks web hosts to put between the host page and the View. It runs only when
 * the dev host frames it, announces itself, builds the inner View frame from the host's
 * `sandbox-resource-ready`, and relays every other message both ways unchanged (JSON-RPC or not, so
 * ChatGPT-style envelopes pass too). `ui/notifications/sandbox-*` never reach the View. The CSP is
 * this page's HTTP header, inherited by the inner frame; violations are reported to the host.
 */
import { guardNavigations } from "./navigation-guard.js";
import {
  allowAttribute,
  embeddingProblem,
  innerSandbox,
  isProxyReport,
  methodOf,
  navigationBlockedReport,
  reloadReport,
  violationReport,
} from "./proxy-helpers.js";

const SANDBOX_PREFIX = "ui/notifications/sandbox-";
const DEFAULT_SANDBOX = "allow-scripts allow-same-origin allow-forms";

interface ResourceReadyParams {
  html: string;
  sandbox?: string;
  permissions?: Record<string, unknown>;
}

function topIsReachable(): boolean {
  try {
    return typeof window.top?.location.href === "string";
  } catch {
    return false;
  }
}

function start(): void {
  const expectedOrigin = document.currentScript?.dataset.hostOrigin ?? "";
  const problem = embeddingProblem({
    expectedOrigin,
    referrer: document.referrer,
    ancestorOrigins: location.ancestorOrigins ? Array.from(location.ancestorOrigins) : null,
    framed: window.parent !== window,
    topReachable: window.parent !== window && topIsReachable(),
  });
  if (problem) {
    document.body.textContent = problem;
    return;
  }
  let inner: HTMLIFrameElement | null = null;
  // The View shares this page's origin when its sandbox allows it; an opaque origin sends "null".
  let innerOrigin = "*";
  const report = (event: SecurityPolicyViolationEvent, realm: "widget" | "proxy") => {
    window.parent.postMessage(violationReport(event, realm), expectedOrigin);
  };
  // Requests made through this page's realm (parent.fetch from the View) are held by the same header.
  document.addEventListener("securitypolicyviolation", (event) => report(event, "proxy"));
  // Script that reaches this page (the View scripting its same-origin parent) cannot navigate it away.
  const blocked = (frame: "widget" | "proxy") => (url: string) =>
    window.parent.postMessage(navigationBlockedReport(url, frame), expectedOrigin);
  guardNavigations(window, { allowReload: false, onBlocked: blocked("proxy") });

  const build = (params: ResourceReadyParams): void => {
    inner?.remove();
    const frame = document.createElement("iframe");
    const sandbox = innerSandbox(params.sandbox, DEFAULT_SANDBOX);
    frame.setAttribute("sandbox", sandbox);
    innerOrigin = sandbox.split(/\s+/).includes("allow-same-origin") ? location.origin : "null";
    const allow = allowAttribute(params.permissions);
    if (allow) frame.setAttribute("allow", allow);
    frame.title = "widget";
    document.body.appendChild(frame);
    inner = frame;
    // The written document fires one load; any later one is the widget reloading itself (a Vite
    // full reload, location.reload()), which leaves an empty frame: the host mounts it again.
    let loads = 0;
    frame.addEventListener("load", () => {
      loads += 1;
      if (loads > 1 && inner === frame) window.parent.postMessage(reloadReport(), expectedOrigin);
    });
    // document.write (not srcdoc) keeps a real origin for the View, as the reference proxy does.
    const frameDocument = frame.contentDocument;
    if (!frameDocument) return;
    frameDocument.open();
    // open() drops earlier listeners; these are added before the widget's markup is parsed. The
    // widget may reload itself (a Vite full reload: the host mounts it again), not go elsewhere.
    frameDocument.addEventListener("securitypolicyviolation", (event) => report(event, "widget"));
    if (frame.contentWindow) guardNavigations(frame.contentWindow, { allowReload: true, onBlocked: blocked("widget") });
    frameDocument.write(params.html);
    frameDocument.close();
  };

  // From the host page: resource-ready builds the View, other sandbox notifications end here, the rest go on.
  const fromHost = (event: MessageEvent, method: string | undefined): void => {
    if (event.origin !== expectedOrigin) return;
    if (method === `${SANDBOX_PREFIX}resource-ready`) {
      build((event.data as { params: ResourceReadyParams }).params);
      return;
    }
    if (method?.startsWith(SANDBOX_PREFIX)) return;
    inner?.contentWindow?.postMessage(event.data, innerOrigin === "null" ? "*" : innerOrigin);
  };

  // From the View: relayed to the host, unless it poses as this proxy (its notifications or reports).
  const fromView = (event: MessageEvent, method: string | undefined): void => {
    if (event.origin !== innerOrigin) return;
    if (method?.startsWith(SANDBOX_PREFIX) || isProxyReport(event.data)) return;
    window.parent.postMessage(event.data, expectedOrigin);
  };

  window.addEventListener("message", (event: MessageEvent) => {
    const method = methodOf(event.data);
    if (event.source === window.parent) fromHost(event, method);
    else if (inner && event.source === inner.contentWindow) fromView(event, method);
  });

  window.parent.postMessage({ jsonrpc: "2.0", method: `${SANDBOX_PREFIX}proxy-ready`, params: {} }, expectedOrigin);
}

start();
