import { existsSync, statSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { createServer, type Server } from "node:http";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import type { Connect, Plugin } from "vite";

export interface PlaygroundPluginOptions {
  /** Port of the sandbox proxy server on 127.0.0.1 (a different site from the host page on localhost). */
  sandboxPort: number;
  /** The demo MCP server's Streamable HTTP endpoint. */
  demoServerUrl: string;
}

/** What the host page fetches at start-up (`/playground-config.json`). */
export interface PlaygroundConfig {
  sandboxUrl: string;
  demoServerUrl: string;
}

const SANDBOX_ENTRY = fileURLToPath(new URL("../src/sandbox/sandbox-proxy.ts", import.meta.url));
/** The `window.openai` frame script from the testing kit (injected into widgets in ChatGPT mode). */
const FRAME_ENTRY = fileURLToPath(new URL("../../../packages/testing/src/frame-entry.ts", import.meta.url));
const FRAME_MODULE_ID = "virtual:openai-frame-script";

async function bundleIife(entry: string): Promise<string> {
  const out = await build({
    entryPoints: [entry],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    conditions: ["@hostbridge/source"],
    logLevel: "silent",
  });
  return out.outputFiles[0]?.text ?? "";
}

/** Inline scripts must not contain a closing script tag. */
function inlineSafe(code: string): string {
  return code.replace(/<\/script/gi, "<\\/script");
}

let cachedPage: { key: string; html: Promise<string> } | null = null;

/** The proxy page, bundled again only when one of its sources changed (dev edits show up on reload). */
async function sandboxPage(): Promise<string> {
  const dir = dirname(SANDBOX_ENTRY);
  const key = (await readdir(dir)).map((f) => `${f}:${statSync(join(dir, f)).mtimeMs}`).join("|");
  if (cachedPage?.key !== key) cachedPage = { key, html: buildSandboxPage() };
  return cachedPage.html;
}

async function buildSandboxPage(): Promise<string> {
  const code = await bundleIife(SANDBOX_ENTRY);
  return `<!doctype html><html><head><meta charset="utf-8"><title>hostbridge sandbox proxy</title>
<style>html,body{margin:0;height:100%;overflow:hidden;background:transparent}iframe{border:0;width:100%;height:100%;display:block;color-scheme:normal}</style>
</head><body><script>${inlineSafe(code)}</script></body></html>`;
}

function startSandboxServer(port: number): Server {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    if (path !== "/sandbox.html") {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("not found");
      return;
    }
    sandboxPage().then(
      (html) => {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
        res.end(html);
      },
      (error: unknown) => {
        res.writeHead(500, { "content-type": "text/plain" });
        res.end(String(error));
      },
    );
  });
  server.on("error", (error) => {
    console.error(`sandbox proxy: cannot listen on 127.0.0.1:${port}: ${(error as Error).message}`);
  });
  server.listen(port, "127.0.0.1");
  return server;
}

/**
 * Serves the sandbox proxy on its own origin next to the Vite server (dev and preview), hands the
 * host page its URLs, and provides the bundled `window.openai` frame script as a virtual module.
 */
export function playgroundPlugin(options: PlaygroundPluginOptions): Plugin {
  const config: PlaygroundConfig = {
    sandboxUrl: `http://127.0.0.1:${options.sandboxPort}/sandbox.html`,
    demoServerUrl: options.demoServerUrl,
  };
  const configMiddleware: Connect.NextHandleFunction = (req, res, next) => {
    if (req.url?.split("?")[0] !== "/playground-config.json") return next();
    res.setHeader("content-type", "application/json");
    res.setHeader("cache-control", "no-store");
    res.end(JSON.stringify(config));
  };
  const attach = (httpServer: { on(event: "close", fn: () => void): unknown } | null) => {
    const sandbox = startSandboxServer(options.sandboxPort);
    httpServer?.on("close", () => sandbox.close());
  };
  return {
    name: "hostbridge-playground",
    configureServer(server) {
      server.middlewares.use(configMiddleware);
      attach(server.httpServer);
    },
    configurePreviewServer(server) {
      server.middlewares.use(configMiddleware);
      attach(server.httpServer);
    },
    resolveId(id) {
      return id === FRAME_MODULE_ID ? `\0${FRAME_MODULE_ID}` : undefined;
    },
    async load(id) {
      if (id !== `\0${FRAME_MODULE_ID}`) return undefined;
      if (!existsSync(FRAME_ENTRY)) return "export default null;";
      this.addWatchFile(FRAME_ENTRY);
      return `export default ${JSON.stringify(await bundleIife(FRAME_ENTRY))};`;
    },
  };
}
