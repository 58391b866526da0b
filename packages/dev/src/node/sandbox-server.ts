import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { frameLabels } from "../sandbox/frame-origin.js";
import { buildWidgetCsp, parseCspParam } from "./csp.js";
import { listen } from "./listen.js";
import { declaresTooLargeBody, MAX_REQUEST_BODY_BYTES, refuseTooLarge } from "./request-body-limit.js";
import { proxyLoadRefusal } from "./sandbox-request.js";
import { labelFromHost } from "./sandbox-origin.js";

/** What {@link startSandboxServer} serves, where, and for which page. */
export interface SandboxServerOptions {
  /** Port on 127.0.0.1 (0 picks a free one). */
  port: number;
  /** The dev host page's origin: the only page allowed to frame the proxy. */
  hostOrigin: string;
  /**
   * Labels of the servers' sandbox origins (`<label>.localhost`, and each widget frame's own
   * `<label>-<frame>.localhost`); other Host names are refused.
   */
  labels: readonly string[];
  /** The proxy page's script (bundled `src/sandbox/sandbox-proxy.ts`). */
  proxyScript: string;
  /** The largest request body taken (default {@link MAX_REQUEST_BODY_BYTES}); a larger one gets 413. */
  maxBodyBytes?: number;
}

/** A running sandbox server. */
export interface RunningSandboxServer {
  /** The port it listens on (the one picked, when 0 was asked for). */
  port: number;
  /** Stops it, closing every connection it still has. */
  close(): Promise<void>;
}

/** Inline scripts must not contain a closing script tag. */
function inlineSafe(code: string): string {
  return code.replace(/<\/script/gi, "<\\/script");
}

function attributeSafe(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

/** The proxy page: no markup of the widget's, only the relay script, told which page may use it. */
export function proxyPage(proxyScript: string, hostOrigin: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>hostbridge sandbox proxy</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:transparent}iframe{border:0;width:100%;height:100%;display:block;color-scheme:normal}</style>
</head><body><script data-host-origin="${attributeSafe(hostOrigin)}">${inlineSafe(proxyScript)}</script></body></html>`;
}

/**
 * The headers of the proxy page. The widget's CSP travels as an HTTP header (the page's own policy
 * is inherited by the inner frame written with `document.write`, and cannot be edited by the
 * widget's markup), `form-action 'none'` keeps a form in either document from carrying data away
 * by navigation, and `frame-ancestors` lets only the dev host frame it.
 */
export function proxyHeaders(cspParam: string | null, hostOrigin: string): Record<string, string> {
  return {
    "content-type": "text/html; charset=utf-8",
    "content-security-policy": `${buildWidgetCsp(parseCspParam(cspParam))}; form-action 'none'; frame-ancestors ${hostOrigin}`,
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
  };
}

/**
 * A refusal on the sandbox origin. Its `sandbox` policy gives the answer an opaque origin and
 * `default-src 'none'` lets it load nothing: a widget that navigates a proxy frame here cannot
 * script the result or fetch through it (the same origin without a CSP would be a way out).
 */
function refuse(res: ServerResponse, status: number, text: string, hostOrigin: string): void {
  res.writeHead(status, {
    "content-type": "text/plain; charset=utf-8",
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
    "content-security-policy": `default-src 'none'; sandbox; frame-ancestors ${hostOrigin}`,
  });
  res.end(text);
}

/**
 * Why the sandbox server refuses `req` (a status and its text), or `null` when it serves the proxy
 * page: a Host that is none of its labels, another path or method, or a load it must not serve.
 */
function sandboxRefusal(
  req: IncomingMessage,
  pathname: string,
  knownLabel: boolean,
): { status: number; text: string } | null {
  if (!knownLabel)
    return {
      status: 421,
      text: "This is a hostbridge sandbox proxy; it answers only on its own <label>.localhost origins.",
    };
  if (pathname !== "/sandbox.html") return { status: 404, text: "not found" };
  if (req.method !== "GET" && req.method !== "HEAD") return { status: 405, text: "method not allowed" };
  const loadRefusal = proxyLoadRefusal(req.headers);
  return loadRefusal ? { status: 403, text: loadRefusal } : null;
}

/**
 * Serves `/sandbox.html` on `http://<label>.localhost:<port>` for each server's label (and on each
 * widget frame's `<label>-<frame>.localhost`), bound to 127.0.0.1. The Host header decides the
 * origin; any other name (an IP, a rebinding DNS name, an unknown label) is refused, and so is a
 * load the sandbox origin started itself ({@link proxyLoadRefusal}) and a body over `maxBodyBytes`
 * (413).
 */
export async function startSandboxServer(options: SandboxServerOptions): Promise<RunningSandboxServer> {
  const labels = new Set(options.labels.flatMap(frameLabels));
  let port = options.port;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_REQUEST_BODY_BYTES;
  const handle = (req: IncomingMessage, res: ServerResponse): void => {
    if (declaresTooLargeBody(req, maxBodyBytes)) {
      refuseTooLarge(req, res, maxBodyBytes);
      return;
    }
    const label = labelFromHost(req.headers.host, port);
    const url = new URL(req.url ?? "/", "http://sandbox.localhost");
    const refusal = sandboxRefusal(req, url.pathname, Boolean(label && labels.has(label)));
    if (refusal) {
      refuse(res, refusal.status, refusal.text, options.hostOrigin);
      return;
    }
    res.writeHead(200, proxyHeaders(url.searchParams.get("csp"), options.hostOrigin));
    res.end(req.method === "HEAD" ? undefined : proxyPage(options.proxyScript, options.hostOrigin));
  };
  const server: Server = createServer(handle);
  await listen(server, options.port, "sandbox proxy");
  port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () => closeServer(server),
  };
}

/** Closes a server and every connection it still has. */
export function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}
