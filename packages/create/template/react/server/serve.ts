import { fileURLToPath } from "node:url";
import { readWidgetManifest, widgetHtmlSource } from "@hostbridge/server";
import { createApp } from "./app.js";
import { type ListenOptions, startServer } from "./http-server.js";
import type { RunningViteDevServer } from "./vite-dev-server.js";
import { type FoundWidget, loadProjectWidgets } from "./widgets.js";

/** How to serve the app. */
export interface ServeOptions extends ListenOptions {
  /** Port of the MCP server (0 picks a free one). */
  port: number;
  /** Serve the widgets from a Vite dev server (hot reload) started on this port, instead of the build. */
  vitePort?: number;
}

/** The running app. */
export interface ServedApp {
  /** The MCP endpoint, e.g. `http://127.0.0.1:3000/mcp`. */
  mcpUrl: string;
  /** The Vite dev server's origin in development. */
  viteUrl?: string;
  /** The widgets served, by name. */
  widgets: readonly string[];
  close(): Promise<void>;
}

/** The widgets' build folder (`vite build` writes it). */
export const WIDGETS_DIR = fileURLToPath(new URL("../dist/widgets", import.meta.url));

/** Every widget the build made, from its manifest. */
async function builtWidgets(): Promise<FoundWidget[]> {
  const manifest = await readWidgetManifest(WIDGETS_DIR);
  return Object.entries(manifest.widgets).map(([name, entry]) => ({ name, title: entry.title }));
}

/**
 * Serves the app: every widget of `dist/widgets` (production; build first), or, with `vitePort`,
 * every widget of a Vite dev server this function starts. The same declarations either way.
 */
export async function serve(options: ServeOptions): Promise<ServedApp> {
  let vite: RunningViteDevServer | null = null;
  try {
    // Imported only in development: Vite is a dev dependency.
    if (options.vitePort !== undefined)
      vite = await (await import("./vite-dev-server.js")).startViteDevServer(options.vitePort);
    const source = widgetHtmlSource(
      vite ? { mode: "development", devServerUrl: vite.url } : { mode: "production", dir: WIDGETS_DIR },
    );
    const widgets = await loadProjectWidgets(source, vite ? vite.widgets : await builtWidgets());
    const server = await startServer(createApp(widgets), options.port, options);
    const running = vite;
    return {
      mcpUrl: server.mcpUrl,
      ...(running ? { viteUrl: running.url } : {}),
      widgets: widgets.names,
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
