import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { hashedUri } from "./content-hash.js";
import { HostBridgeServerError } from "./errors.js";
import type { WidgetCsp } from "./widget.js";
import { readWidgetManifest, type WidgetManifestEntry } from "./widget-html-manifest.js";

/** Where the widgets come from: the build (`vite build`) or the running dev server (`vite`). */
export type WidgetHtmlSourceOptions =
  | {
      /** Serve the built widgets. */
      mode: "production";
      /** The widgets' build folder holding `manifest.json`, e.g. `dist/widgets`. */
      dir: string;
    }
  | {
      /** Serve the Vite dev server's pages. */
      mode: "development";
      /** The Vite dev server's origin, e.g. `http://127.0.0.1:5173`. */
      devServerUrl: string;
      /** The plugin's `outputDir`, the path the dev server serves widgets under (default `widgets`). */
      outputDir?: string;
      /** The fetch to reach the dev server with (default the global `fetch`). */
      fetch?: typeof fetch;
    };

/** The same calls in production and development, so one server declaration serves both. */
export interface WidgetHtmlSource {
  /** Which of the two the source serves. */
  readonly mode: "production" | "development";
  /**
   * The widget's HTML document. Production: the built file, read on each call (a rebuild is
   * picked up at once). Development: the dev server's page for it, with absolute URLs, HMR and
   * fast refresh; it needs `csp()`'s additions to run in a host.
   */
  html(name: string): Promise<string>;
  /** The widget's manifest entry (production), or `undefined` in development. */
  entry(name: string): Promise<WidgetManifestEntry | undefined>;
  /** The built HTML's content hash (production), or `undefined` in development (the page changes live). */
  hash(name: string): Promise<string | undefined>;
  /**
   * `uri` with the content hash in its last segment (`ui://widget/pizza-list.<hash>.html`), so hosts
   * that cache templates by URI fetch the new HTML after a deploy; `uri` as it is in development.
   */
  uri(name: string, uri: string): Promise<string>;
  /**
   * The CSP to declare: `declared`, else the widget's declaration from the manifest (production);
   * in development also the dev server's origin (scripts, styles, images) and its WebSocket (HMR).
   */
  csp(name: string, declared?: WidgetCsp): Promise<WidgetCsp>;
}

/** Query parameter that makes the dev server's widget page use absolute URLs (see `@hostbridge/vite`). */
const ABSOLUTE_URLS_PARAM = "absolute-urls";

function isHttpUrl(text: unknown): boolean {
  if (typeof text !== "string") return false;
  try {
    return /^https?:$/.test(new URL(text).protocol);
  } catch {
    return false;
  }
}

const unique = (values: readonly string[]) => [...new Set(values)];

/** `csp` plus what a page loaded from the dev server at `devServerUrl` needs. */
export function withDevServerCsp(csp: WidgetCsp, devServerUrl: string): WidgetCsp {
  const origin = new URL(devServerUrl).origin;
  const socket = origin.replace(/^http/, "ws");
  return {
    ...csp,
    resourceDomains: unique([...(csp.resourceDomains ?? []), origin]),
    connectDomains: unique([...(csp.connectDomains ?? []), origin, socket]),
  };
}

function productionSource(dir: string): WidgetHtmlSource {
  const entryOf = async (name: string): Promise<WidgetManifestEntry> => {
    const manifest = await readWidgetManifest(dir);
    const entry = Object.hasOwn(manifest.widgets, name) ? manifest.widgets[name] : undefined;
    if (!entry) {
      const built = Object.keys(manifest.widgets).join(", ") || "none";
      throw new HostBridgeServerError(
        "widget_not_found",
        `No widget "${name}" in ${join(dir, "manifest.json")} (built: ${built}).`,
      );
    }
    return entry;
  };
  return {
    mode: "production",
    html: async (name) => readFile(join(dir, (await entryOf(name)).file), "utf8"),
    entry: entryOf,
    hash: async (name) => (await entryOf(name)).hash,
    uri: async (name, uri) => hashedUri(uri, (await entryOf(name)).hash),
    csp: async (name, declared) => ({ ...(declared ?? (await entryOf(name)).csp) }),
  };
}

function developmentSource(devServerUrl: string, outputDir: string, fetchImpl: typeof fetch): WidgetHtmlSource {
  const origin = new URL(devServerUrl).origin;
  return {
    mode: "development",
    async html(name) {
      const url = `${origin}/${outputDir}/${encodeURIComponent(name)}.html?${ABSOLUTE_URLS_PARAM}`;
      let response: Response;
      try {
        response = await fetchImpl(url);
      } catch (error) {
        throw new HostBridgeServerError(
          "dev_server_unreachable",
          `The Vite dev server at ${origin} did not answer for widget "${name}": is \`vite\` running?`,
          { cause: error },
        );
      }
      if (response.status === 404)
        throw new HostBridgeServerError(
          "widget_not_found",
          `The Vite dev server at ${origin} has no widget "${name}".`,
        );
      if (!response.ok)
        throw new HostBridgeServerError(
          "dev_server_error",
          `The Vite dev server at ${origin} answered ${response.status} for widget "${name}".`,
        );
      return response.text();
    },
    entry: async () => undefined,
    hash: async () => undefined,
    uri: async (_name, uri) => uri,
    csp: async (_name, declared) => withDevServerCsp(declared ?? {}, origin),
  };
}

/**
 * The other half of `@hostbridge/vite`: widget HTML from the build's manifest in production, or
 * from the Vite dev server in development, behind one interface.
 *
 * ```ts
 * const widgets = widgetHtmlSource(process.env.VITE_DEV_SERVER
 *   ? { mode: "development", devServerUrl: process.env.VITE_DEV_SERVER }
 *   : { mode: "production", dir: "dist/widgets" });
 * const pizzaList = defineWidget({
 *   uri: await widgets.uri("pizza-list", "ui://widget/pizza-list.html"),
 *   html: () => widgets.html("pizza-list"),
 *   csp: await widgets.csp("pizza-list"),
 * });
 * ```
 */
export function widgetHtmlSource(options: WidgetHtmlSourceOptions): WidgetHtmlSource {
  if (options.mode === "production") {
    if (typeof options.dir !== "string" || options.dir === "")
      throw new HostBridgeServerError(
        "invalid_argument",
        "widgetHtmlSource: production needs dir, the folder with manifest.json.",
      );
    return productionSource(options.dir);
  }
  if (options.mode === "development") {
    if (!isHttpUrl(options.devServerUrl)) {
      throw new HostBridgeServerError(
        "invalid_argument",
        `widgetHtmlSource: devServerUrl must be a URL like http://127.0.0.1:5173 (got ${JSON.stringify(options.devServerUrl)}).`,
      );
    }
    return developmentSource(
      options.devServerUrl,
      (options.outputDir ?? "widgets").replace(/^\/+|\/+$/g, ""),
      options.fetch ?? fetch,
    );
  }
  throw new HostBridgeServerError("invalid_argument", `widgetHtmlSource: mode must be "production" or "development".`);
}
