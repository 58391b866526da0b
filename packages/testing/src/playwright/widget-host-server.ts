import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { browserAsset, type BrowserAssetName } from "./browser-assets.js";

/** The fixtures' own web server: the host page and, on a second origin, the sandbox proxy. */
export interface WidgetHostServer {
  /** The host page's origin, `http://127.0.0.1:<port>`. */
  readonly hostOrigin: string;
  /** The sandbox proxy's origin, `http://localhost:<port>`: another site, as in real hosts. */
  readonly sandboxOrigin: string;
  /** The host page. */
  readonly hostUrl: string;
  /** The sandbox proxy page. */
  readonly sandboxUrl: string;
  /** Stops both servers and drops their open connections. */
  close(): Promise<void>;
}

const HOST_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>hostbridge widget host</title>
<style>
  body { margin: 0; padding: 24px; background: #eceef1; font-family: system-ui, sans-serif; }
  #widget-card { max-width: 760px; margin: 0 auto; background: #fff; border-radius: 12px; overflow: hidden; box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
</style>
</head>
<body>
<main id="widget-card" data-testid="widget-card"></main>
<script src="/host-page.js"></script>
</body>
</html>
`;

const SANDBOX_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>sandbox proxy</title>
<style>html, body { margin: 0; height: 100%; overflow: hidden; }</style>
</head>
<body>
<script src="/sandbox-proxy.js"></script>
</body>
</html>
`;

const ROUTES: Record<string, { type: string; body: () => Promise<string> | string; origin: "host" | "sandbox" }> = {
  "/": { type: "text/html; charset=utf-8", body: () => HOST_PAGE, origin: "host" },
  "/host-page.js": {
    type: "text/javascript; charset=utf-8",
    body: () => browserAsset("host-page.js" satisfies BrowserAssetName),
    origin: "host",
  },
  "/sandbox.html": { type: "text/html; charset=utf-8", body: () => SANDBOX_PAGE, origin: "sandbox" },
  "/sandbox-proxy.js": {
    type: "text/javascript; charset=utf-8",
    body: () => browserAsset("sandbox-proxy.js"),
    origin: "sandbox",
  },
};

// @example-source packages/testing/examples/playwright-reference.ts#startWidgetHostServer
/**
 * Starts the fixtures' server on 127.0.0.1 and a free port. One server plays both origins: the
 * host page is served to `127.0.0.1`, the sandbox proxy to `localhost` (each only on its own).
 *
 * @example
 * ```ts
 * // One server for many widgets, as the `test` fixture keeps one per worker
 * const hostServer = await startWidgetHostServer();
 * for (const profile of ["chatgpt", "claude-ai", "vscode"] as const) {
 *   const shown = await openWidget(page, { widget: { file: "dist/widgets/pizza-list.html" }, profile, hostServer });
 *   await shown.close();
 * }
 * await hostServer.close();
 * ```
 */
export async function startWidgetHostServer(): Promise<WidgetHostServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
    const route = ROUTES[path];
    const hostname = (request.headers.host ?? "").replace(/:\d+$/, "");
    const origin = hostname === "localhost" ? "sandbox" : "host";
    if (!route || route.origin !== origin || request.method !== "GET") {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    Promise.resolve(route.body()).then(
      (body) => response.writeHead(200, { "content-type": route.type, "cache-control": "no-store" }).end(body),
      (error: unknown) => response.writeHead(500, { "content-type": "text/plain" }).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const hostOrigin = `http://127.0.0.1:${port}`;
  const sandboxOrigin = `http://localhost:${port}`;
  return {
    hostOrigin,
    sandboxOrigin,
    hostUrl: `${hostOrigin}/`,
    sandboxUrl: `${sandboxOrigin}/sandbox.html`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
