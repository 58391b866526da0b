import { resolve } from "node:path";
import react from "@vitejs/plugin-react";
import type { Plugin, PluginOption, UserConfig } from "vite";
import { buildPlugins, type BuildState } from "./build-plugin.js";
import { devPlugin } from "./dev-plugin.js";
import { preactAliases } from "./preact.js";
import { CONFIG_PLUGIN_NAME, type HostbridgePluginApi } from "./dev-server-widgets.js";
import { HostBridgeViteError } from "./errors.js";
import { entrylessFolderWarning, findWidgets, foldersWithoutEntry } from "./find-widgets.js";
import type { CspCheckMode, HostbridgeOptions } from "./options.js";

const CSP_CHECK_MODES: readonly CspCheckMode[] = ["error", "warn", "off"];

function checkOptions(options: HostbridgeOptions): void {
  if (options.cspCheck !== undefined && !CSP_CHECK_MODES.includes(options.cspCheck)) {
    throw new HostBridgeViteError(
      "invalid_option",
      `hostbridge: cspCheck must be one of ${CSP_CHECK_MODES.join(", ")} (got ${JSON.stringify(options.cspCheck)}).`,
    );
  }
  if (options.preact !== undefined && typeof options.preact !== "boolean") {
    throw new HostBridgeViteError(
      "invalid_option",
      `hostbridge: preact must be true or false (got ${JSON.stringify(options.preact)}).`,
    );
  }
  if (
    options.outputDir !== undefined &&
    (typeof options.outputDir !== "string" || options.outputDir.includes("..") || options.outputDir.startsWith("/"))
  ) {
    throw new HostBridgeViteError(
      "invalid_option",
      `hostbridge: outputDir must be a folder inside build.outDir (got ${JSON.stringify(options.outputDir)}).`,
    );
  }
}

// @example-source packages/vite/examples/api-reference.ts#hostbridge
/**
 * The hostbridge Vite plugin. `vite build` writes `dist/widgets/<name>.html` per widget, each one
 * self-contained, and `dist/widgets/manifest.json`, failing on anything the MCP Apps default CSP
 * would block; `vite` serves every widget at `/widgets/<name>.html` with fast refresh and, for a
 * page opened on its own, a fake host fed with the widget's sample data.
 *
 * @example
 * ```ts
 * // vite.config.ts: every folder of src/widgets with a main.tsx is a widget
 * export default defineConfig({
 *   plugins: [hostbridge({ cspCheck: "warn" })], // "warn": log CSP problems instead of failing the build
 * });
 * // `vite build` writes dist/widgets/<name>.html and manifest.json; `vite` serves /widgets/<name>.html
 * ```
 */
export function hostbridge(options: HostbridgeOptions = {}): PluginOption[] {
  checkOptions(options);
  let state: BuildState | undefined;
  // Folders of the convention's folder that hold files but no entry: warned about once the logger is there.
  let skippedFolders: string[] = [];
  const current = (): BuildState => {
    if (!state)
      throw new HostBridgeViteError(
        "no_widgets",
        "hostbridge: the widgets are read in the config hook, which has not run.",
      );
    return state;
  };

  const api: HostbridgePluginApi = { widgets: () => current().widgets };
  const setup: Plugin = {
    name: CONFIG_PLUGIN_NAME,
    api,
    async config(userConfig, { command }): Promise<UserConfig> {
      const root = resolve(userConfig.root ?? process.cwd());
      const widgets = await findWidgets(root, options);
      skippedFolders = options.widgets ? [] : await foldersWithoutEntry(root, options.widgetsDir ?? "src/widgets");
      state = {
        widgets,
        root,
        outputDir: (options.outputDir ?? "widgets").replace(/\/+$/, ""),
        lang: options.lang ?? "en",
        cspCheck: options.cspCheck ?? "error",
        conventionDir: options.widgets ? undefined : resolve(root, options.widgetsDir ?? "src/widgets"),
      };
      // Preact: React's modules resolve to preact/compat, and JSX compiles to its runtime through them.
      const preact: UserConfig = options.preact
        ? { resolve: { alias: preactAliases(root) }, oxc: { jsx: { runtime: "automatic", importSource: "react" } } }
        : {};
      if (command !== "build") return { ...preact, server: { host: userConfig.server?.host ?? "127.0.0.1" } };
      return {
        ...preact,
        build: {
          // Everything ends up inline: the host renders the document from its own origin.
          assetsInlineLimit: () => true,
          cssCodeSplit: true,
          // Dynamic imports are inlined into the widget's script; no <link> preloads at run time.
          modulePreload: { polyfill: false, resolveDependencies: () => [] },
          copyPublicDir: false,
          rollupOptions: { input: Object.fromEntries(widgets.map((widget) => [widget.name, widget.entry])) },
        },
      };
    },
    configResolved(config) {
      // A warning, not an error: a folder of shared code may sit there, and an entry renamed in
      // two steps while `vite` runs must not stop the dev server.
      for (const folder of skippedFolders) config.logger.warn(entrylessFolderWarning(folder));
    },
  };

  // With Preact, React Fast Refresh has no React to refresh: JSX is compiled by Vite itself (above).
  const reactPlugins =
    options.react === false || options.preact ? [] : react(typeof options.react === "object" ? options.react : {});
  return [reactPlugins, setup, ...buildPlugins(current), devPlugin(current)];
}
