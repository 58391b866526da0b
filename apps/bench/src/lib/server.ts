import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { VIEW_CSP, type Pages, type ViewName } from "./pages.js";

/** Serves `/host.html` and `/view/<name>.html` on 127.0.0.1 only, uncached. */
export async function startServer(pages: Pages): Promise<{ port: number; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    const view = /^\/view\/([a-z-]+)\.html$/.exec(path)?.[1] as ViewName | undefined;
    const body = path === "/host.html" ? pages.host : view && view in pages.views ? pages.views[view] : undefined;
    if (body === undefined) {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
      return;
    }
    res.writeHead(200, {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      ...(view ? { "content-security-policy": VIEW_CSP } : {}),
    });
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
