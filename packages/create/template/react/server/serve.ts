import { fileURLToPath } from "node:url";
import { widgetHtmlSource } from "@hostbridge/server";
import { createQuotesApp, QUOTES_WIDGET_URI } from "./app.js";
import { startServer } from "./http-server.js";
import type { RunningViteDevServer } from "./vite-dev-server.js";

/** How to serve the app. */
export interface ServeOptions {
  /** Port of the MCP server on 127.0.0.1 (0 picks a free one). */
  port: number;
  /** Serve the widget from a Vite dev server (hot reload) started on this port, instead of the build. */
  vitePort?: number;
}

/** The running app. */
export interface ServedApp {
  /** The MCP endpoint, e.g. `http://127.0.0.1:3000/mcp`. */
  mcpUrl: string;
  /** The Vite dev server's origin in development. */
  viteUrl?: string;
  close(): Promise<void>;
}

/** The widgets' build folder (`vite build` writes it). */
export const WIDGETS_DIR = fileURLToPath(new URL("../dist/widgets", import.meta.url));

/**
 * Serves the app: the built widget from `dist/widgets` (production; build first), or, with
 * `vitePort`, the widget from a Vite dev server this function starts. The same declarations either way.
 */
export async function serve(options: ServeOptions): Promise<ServedApp> {
  let vite: RunningViteDevServer | null = null;
  try {
    // Imported only in development: Vite is a dev dependency.
    if (options.vitePort !== undefined)
      vite = await (await import("./vite-dev-server.js")).startViteDevServer(options.vitePort);
    const widgets = widgetHtmlSource(
      vite ? { mode: "development", devServerUrl: vite.url } : { mode: "production", dir: WIDGETS_DIR },
    );
    const app = createQuotesApp({
      uri: await widgets.uri("quotes", QUOTES_WIDGET_URI),
      html: () => widgets.html("quotes"),
      csp: await widgets.csp("quotes"),
    });
    const server = await startServer(app, options.port);
    const running = vite;
    return {
      mcpUrl: server.mcpUrl,
      ...(running ? { viteUrl: running.url } : {}),
      close: async () => {
        await server.close();
        await running?.close();
      },
    };
  } catch (error) {
    await vite?.close();
    throw error;
  }
}
