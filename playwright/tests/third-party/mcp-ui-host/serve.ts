import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const here = dirname(fileURLToPath(import.meta.url));

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [join(here, entry)],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    minify: true,
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<style>html,body{margin:0}body{font:14px system-ui;background:#f3f4f6}section{max-width:760px;margin:16px auto;background:#fff}</style>` +
  `</head><body>${body}</body></html>`;

/**
 * The MCP-UI host: its page on 127.0.0.1 and its sandbox proxy on localhost (another site, one
 * free port); with `sameSite`, the proxy is on 127.0.0.1 and a second free port instead (another
 * origin of the same site, where the browser gives the widget frame storage).
 */
export interface McpUiHostServer {
  hostUrl(mcpUrl: string): string;
  sandboxUrl: string;
  close(): Promise<void>;
}

export async function startMcpUiHost(options: { sameSite?: boolean } = {}): Promise<McpUiHostServer> {
  const [hostScript, proxyScript] = await Promise.all([bundle("host-page.tsx"), bundle("sandbox-proxy.ts")]);
  const routes: Record<string, { host: "127.0.0.1" | "localhost"; type: string; body: string }> = {
    "/": {
      host: "127.0.0.1",
      type: "text/html",
      body: page("MCP-UI host", `<div id="root"></div><script type="module" src="/host-page.js"></script>`),
    },
    "/host-page.js": { host: "127.0.0.1", type: "text/javascript", body: hostScript },
    "/sandbox.html": {
      host: "localhost",
      type: "text/html",
      body: page("sandbox", `<script type="module" src="/sandbox-proxy.js"></script>`).replace(
        "body{font",
        "html,body{height:100%;overflow:hidden}body{font",
      ),
    },
    "/sandbox-proxy.js": { host: "localhost", type: "text/javascript", body: proxyScript },
  };
  const listen = async (serves: (route: { host: string }, hostname: string) => boolean) => {
    const server = createServer((request, response) => {
      const route = routes[new URL(request.url ?? "/", "http://127.0.0.1").pathname];
      const hostname = (request.headers.host ?? "").replace(/:\d+$/, "");
      if (!route || !serves(route, hostname)) return void response.writeHead(404).end();
      response
        .writeHead(200, { "content-type": `${route.type}; charset=utf-8`, "cache-control": "no-store" })
        .end(route.body);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return { server, port: (server.address() as AddressInfo).port };
  };
  const close = (server: ReturnType<typeof createServer>) =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });

  const host = await listen((route, hostname) => route.host === hostname);
  const proxy = options.sameSite ? await listen((route) => route.host === "localhost") : undefined;
  const sandboxUrl = proxy
    ? `http://127.0.0.1:${proxy.port}/sandbox.html`
    : `http://localhost:${host.port}/sandbox.html`;
  return {
    hostUrl: (mcpUrl) =>
      `http://127.0.0.1:${host.port}/?mcp=${encodeURIComponent(mcpUrl)}&sandbox=${encodeURIComponent(sandboxUrl)}`,
    sandboxUrl,
    close: async () => {
      await close(host.server);
      if (proxy) await close(proxy.server);
    },
  };
}
