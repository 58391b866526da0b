import type { IncomingHttpHeaders } from "node:http";

/** What the proxy page says when it is opened on its own (also by its script, when framed elsewhere). */
export const NOT_FRAMED_TEXT = "This page is a sandbox proxy; it only works inside the hostbridge dev host.";

/**
 * Why the sandbox server must not serve the proxy page for this request, from the browser's Fetch
 * Metadata headers, or `null` when it may. The page's CSP comes from its URL, so the proxy is
 * served only as a frame (`Sec-Fetch-Dest`) that another site asked for (`Sec-Fetch-Site`): the
 * dev host page is on 127.0.0.1, never on a sandbox origin nor on its site. A load the sandbox
 * origin itself started (or a name of its site) is a widget navigating a proxy frame to a URL with
 * a wider CSP, and is refused. A client that sends no Fetch Metadata (not a browser) cannot frame
 * the page.
 */
export function proxyLoadRefusal(headers: IncomingHttpHeaders): string | null {
  const destination = headers["sec-fetch-dest"];
  const site = headers["sec-fetch-site"];
  if (destination !== undefined && destination !== "iframe" && destination !== "frame") return NOT_FRAMED_TEXT;
  if (site === "same-origin" || site === "same-site" || site === "none")
    return "Refused: this load of the sandbox proxy was started from the sandbox origin itself (a widget navigating a proxy frame to choose its own CSP). Only the dev host page may load it.";
  return null;
}
