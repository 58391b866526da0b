import { fileURLToPath } from "node:url";
import { devServerWidgets } from "@hostbridge/vite";
import { createServer } from "vite";
import type { FoundWidget } from "./widgets.js";

/** A running Vite dev server. */
export interface RunningViteDevServer {
  /** Its origin, e.g. `http://127.0.0.1:5173`. */
  url: string;
  /** The widgets it serves (every folder of src/widgets with a main.tsx, as `vite.config.ts` finds them). */
  widgets: FoundWidget[];
  close(): Promise<void>;
}

/**
 * Starts Vite (this project's vite.config.ts) on 127.0.0.1: every widget at
 * `/widgets/<name>.html` with hot reload. `port` 0 picks a free port; a taken port moves to the next.
 */
export async function startViteDevServer(port: number): Promise<RunningViteDevServer> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const vite = await createServer({ root, server: { host: "127.0.0.1", port } });
  await vite.listen();
  const address = vite.httpServer?.address();
  if (!address || typeof address !== "object") throw new Error("The Vite dev server did not start listening.");
  const widgets = devServerWidgets(vite).map(({ name, title, csp }) => ({ name, title, csp }));
  return { url: `http://127.0.0.1:${address.port}`, widgets, close: () => vite.close() };
}
