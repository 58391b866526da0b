import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { WidgetHostServer } from "@hostbridge/testing/playwright";
import { buildWidgetCsp, parseCspParam } from "../csp.js";
import { listen } from "../listen.js";
import { closeServer } from "../sandbox-server.js";

/** The testing kit's host page with its sandbox proxy served from here, under the dev host's CSP header. */
export interface CspSandbox {
  /** The host server to hand `openWidget` for a widget with this `ui.csp` (JSON), or none (`null`: no CSP). */
  hostServerFor(cspParam: string | null): WidgetHostServer;
  /** Stops this server (the testing kit's server is the caller's). */
  close(): Promise<void>;
}

/** One file of the testing kit's server, asked for on its sandbox name (it serves the proxy only to `localhost`). */
function fetchFromKit(kit: WidgetHostServer, path: string): Promise<{ status: number; type: string; body: Buffer }> {
  const target = new URL(path, kit.sandboxOrigin);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      { host: "127.0.0.1", port: target.port, path: target.pathname, headers: { host: target.host } },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("end", () =>
          resolve({
            status: incoming.statusCode ?? 502,
            type: incoming.headers["content-type"] ?? "text/plain",
            body: Buffer.concat(chunks),
          }),
        );
        incoming.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end();
  });
}

/**
 * Serves the testing kit's sandbox proxy page on an origin of its own (`localhost:<port>`) with the
 * widget's Content-Security-Policy as an HTTP header, built by the dev host's `buildWidgetCsp`: the
 * inner widget document inherits it and cannot edit it, as in `hostbridge dev` (a `<meta>` policy
 * can be outrun by a script before `<head>`). The `csp` query parameter carries the resource's
 * `ui.csp`; without it the page has no policy (a host profile whose CSP was never measured).
 */
export async function startCspSandbox(kit: WidgetHostServer): Promise<CspSandbox> {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (request.method !== "GET" || (url.pathname !== "/sandbox.html" && url.pathname !== "/sandbox-proxy.js")) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    fetchFromKit(kit, url.pathname).then(
      ({ status, type, body }) => {
        const csp = url.searchParams.get("csp");
        const headers: Record<string, string> = { "content-type": type, "cache-control": "no-store" };
        if (url.pathname === "/sandbox.html" && csp !== null)
          headers["content-security-policy"] =
            `${buildWidgetCsp(parseCspParam(csp))}; frame-ancestors ${kit.hostOrigin}`;
        response.writeHead(status, headers).end(body);
      },
      (error: unknown) => response.writeHead(502, { "content-type": "text/plain" }).end(String(error)),
    );
  });
  await listen(server, 0, "check sandbox proxy");
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    hostServerFor: (cspParam) => ({
      hostOrigin: kit.hostOrigin,
      sandboxOrigin: origin,
      hostUrl: kit.hostUrl,
      sandboxUrl: `${origin}/sandbox.html${cspParam === null ? "" : `?csp=${encodeURIComponent(cspParam)}`}`,
      // The kit's server belongs to the runner, which closes it once.
      close: async () => undefined,
    }),
    close: () => closeServer(server),
  };
}
