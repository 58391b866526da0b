import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** The MCP Apps default CSP (hosts must use it when a widget declares no `ui.csp`). */
export const DEFAULT_MCP_APPS_CSP =
  "default-src 'none'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self' data:; connect-src 'none'";

/** The default CSP with a widget's declared domains added where a host adds them. */
export function cspFor(csp: { resourceDomains?: readonly string[]; connectDomains?: readonly string[] }): string {
  const resources = csp.resourceDomains ?? [];
  const connect = csp.connectDomains ?? [];
  let policy = DEFAULT_MCP_APPS_CSP;
  if (resources.length > 0) {
    const extra = ` ${resources.join(" ")}`;
    const withResources = policy.replace(
      /(script-src|style-src|img-src|media-src) ([^;]*)/g,
      (_match, directive: string, sources: string) => `${directive} ${sources}${extra}`,
    );
    policy = `${withResources}; font-src${extra}`;
  }
  if (connect.length > 0) policy = policy.replace("connect-src 'none'", `connect-src ${connect.join(" ")}`);
  return policy;
}

export interface HtmlServer {
  url: string;
  close(): Promise<void>;
}

/** Serves one document per path (`/name` → html) with the given CSP header, on 127.0.0.1 and a free port. */
export async function serveHtml(pages: Record<string, { html: string; csp: string }>): Promise<HtmlServer> {
  const server: Server = createServer((request, response) => {
    const page = pages[(request.url ?? "/").slice(1)];
    if (!page) {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": page.csp })
      .end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
