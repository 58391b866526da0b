import type { ViteDevServer } from "vite";
import { HostBridgeViteError } from "./errors.js";
import type { ResolvedWidget } from "./options.js";

/** The name of the plugin that reads the widgets (the first of `hostbridge()`'s plugins). */
export const CONFIG_PLUGIN_NAME = "hostbridge:config";

/** What the config plugin offers other code through its Vite `api`. */
export interface HostbridgePluginApi {
  /** The widgets the plugin found, as the dev server serves them now. */
  widgets(): ResolvedWidget[];
}

// @example-source packages/vite/examples/api-reference.ts#devServerWidgets
/**
 * The widgets a running Vite dev server serves at `/widgets/<name>.html` (its `hostbridge()`
 * plugin's, with the options of the project's `vite.config.ts`), so a server in development
 * declares exactly those. Throws `no_plugin` when the config has no `hostbridge()`.
 *
 * @example
 * ```ts
 * // A server in development declares exactly the widgets the dev server serves
 * const vite = await createServer({ server: { host: "127.0.0.1", port: 5173 } });
 * await vite.listen();
 * const widgets = devServerWidgets(vite).map(({ name, title, csp }) => ({ name, title, csp }));
 * ```
 */
export function devServerWidgets(server: Pick<ViteDevServer, "config">): ResolvedWidget[] {
  const plugin = server.config.plugins.find((candidate) => candidate.name === CONFIG_PLUGIN_NAME);
  const api = plugin?.api as HostbridgePluginApi | undefined;
  if (!api)
    throw new HostBridgeViteError(
      "no_plugin",
      "hostbridge: this Vite dev server has no hostbridge() plugin: add it to the plugins of vite.config.ts.",
    );
  return api.widgets();
}
