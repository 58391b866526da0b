/**
 * A real sandbox proxy in Chromium for the sandbox's attack tests: the sandbox server on its
 * `<label>.localhost` origins, a minimal host page on 127.0.0.1 that frames one proxy per widget
 * frame and hands each its widget's HTML, and an outside listener (another 127.0.0.1 port) that
 * records every request reaching it. A request there is a way out of the sandbox.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { type Browser, chromium, type Page } from "@playwright/test";
import { build } from "esbuild";
import { sandboxLabel, sandboxOrigin } from "../../node/sandbox-origin.js";
import { closeServer, type RunningSandboxServer, startSandboxServer } from "../../node/sandbox-server.js";
import { pageCsp } from "../../node/ui-server.js";
import { frameSandboxUrl, type WidgetFrameName } from "../frame-origin.js";

/** One widget frame of the host page: which frame it is, and the widget's HTML. */
export interface HarnessFrame {
  frame: WidgetFrameName;
  html: string;
}

/** What a host page got from its proxy frames (everything but the proxy's `proxy-ready`). */
export interface HarnessMessage {
  frame: WidgetFrameName;
  data: unknown;
}

/** A running harness; {@link ProxyHarness.close} stops all of it. */
export interface ProxyHarness {
  /** The outside listener's origin, and the paths of the requests that reached it. */
  outside: { origin: string; hits: string[] };
  /** The proxy URL of the server (its main frame). */
  sandboxUrl: string;
  /** Opens a host page with these frames; `pagePolicy: false` leaves out the dev host page's CSP. */
  open(frames: HarnessFrame[], options?: { pagePolicy?: boolean }): Promise<Page>;
  /** Every message the host page got so far from its frames. */
  messages(page: Page): Promise<HarnessMessage[]>;
  close(): Promise<void>;
}

const PROXY_ENTRY = fileURLToPath(new URL("../sandbox-proxy.ts", import.meta.url));

/** The proxy script as the package build bundles it, from the sources. */
async function bundleProxyScript(): Promise<string> {
  const result = await build({
    entryPoints: [PROXY_ENTRY],
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "warning",
  });
  return result.outputFiles[0]?.text ?? "";
}

/** Starts a loopback server that answers every request with what `answer` gives for its path. */
async function startServer(answer: (path: string) => { type: string; body: string; csp?: string }): Promise<Server> {
  const server = createServer((req, res) => {
    const reply = answer(req.url ?? "/");
    res.writeHead(200, {
      "content-type": reply.type,
      "cache-control": "no-store",
      ...(reply.csp ? { "content-security-policy": reply.csp } : {}),
    });
    res.end(reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/** The host page: one sandboxed proxy frame per widget frame, fed the widget's HTML on `proxy-ready`. */
function hostPage(frames: { frame: WidgetFrameName; url: string; html: string }[]): string {
  const script = `
window.hostMessages = [];
for (const entry of ${JSON.stringify(frames).replace(/</g, "\\u003c")}) {
  const iframe = document.createElement("iframe");
  iframe.setAttribute("sandbox", "allow-scripts allow-same-origin allow-forms");
  iframe.dataset.frame = entry.frame;
  document.body.appendChild(iframe);
  window.addEventListener("message", (event) => {
    if (event.source !== iframe.contentWindow) return;
    if (event.data && event.data.method === "ui/notifications/sandbox-proxy-ready") {
      const params = { html: entry.html };
      iframe.contentWindow.postMessage(
        { jsonrpc: "2.0", method: "ui/notifications/sandbox-resource-ready", params },
        new URL(entry.url).origin,
      );
      return;
    }
    window.hostMessages.push({ frame: entry.frame, data: event.data });
  });
  iframe.src = entry.url;
}`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>host</title></head><body><script>${script}</script></body></html>`;
}

/** Starts the sandbox server, a host page server, an outside listener and Chromium. */
export async function startProxyHarness(): Promise<ProxyHarness> {
  const hits: string[] = [];
  const outside = await startServer((path) => {
    hits.push(path);
    return { type: "text/html; charset=utf-8", body: "<!doctype html><p>outside</p>" };
  });
  const pages = new Map<string, { body: string; csp?: string }>();
  const host = await startServer((path) => {
    const page = pages.get(path);
    return {
      type: "text/html; charset=utf-8",
      body: page?.body ?? "not found",
      ...(page?.csp ? { csp: page.csp } : {}),
    };
  });
  const hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  const label = sandboxLabel(`harness-${hostOrigin}`);
  const sandbox: RunningSandboxServer = await startSandboxServer({
    port: 0,
    hostOrigin,
    labels: [label],
    proxyScript: await bundleProxyScript(),
  });
  const sandboxUrl = `${sandboxOrigin(label, sandbox.port)}/sandbox.html`;
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  let pageCount = 0;
  return {
    outside: { origin: `http://127.0.0.1:${(outside.address() as AddressInfo).port}`, hits },
    sandboxUrl,
    async open(frames, options = {}) {
      pageCount += 1;
      const path = `/host-${pageCount}`;
      const placed = frames.map((entry) => ({ ...entry, url: frameSandboxUrl(sandboxUrl, entry.frame) }));
      pages.set(path, {
        body: hostPage(placed),
        ...(options.pagePolicy === false ? {} : { csp: pageCsp(sandboxUrl) }),
      });
      const page = await browser.newPage();
      await page.goto(`${hostOrigin}${path}`);
      return page;
    },
    messages: (page) => page.evaluate(() => (window as unknown as { hostMessages: HarnessMessage[] }).hostMessages),
    async close() {
      await browser.close();
      await sandbox.close();
      await Promise.all([closeServer(host), closeServer(outside)]);
    },
  };
}
