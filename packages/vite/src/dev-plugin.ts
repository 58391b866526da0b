import { existsSync } from "node:fs";
import { basename, dirname, isAbsolute, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Connect, Plugin, ViteDevServer } from "vite";
import type { BuildState } from "./build-plugin.js";
import { ENTRY_NAMES } from "./find-widgets.js";
import type { ResolvedWidget } from "./options.js";
import { widgetDocument } from "./widget-document.js";

/** Prefix of the per-widget dev modules (`virtual:hostbridge-widget/<name>`). */
const VIRTUAL_PREFIX = "virtual:hostbridge-widget/";
const RESOLVED_PREFIX = "\0hostbridge-widget/";
const DEV_CLIENT_ID = "@hostbridge/vite/dev-client";
const NO_VITEST_ID = "\0hostbridge-no-vitest";
/** Query parameter of `/widgets/<name>.html` that makes every URL absolute (for a page a host renders). */
export const ABSOLUTE_URLS_PARAM = "absolute-urls";

/** The dev client next to this file: `.ts` in the workspace, `.js` in the published package. */
function devClientFile(): string {
  const folder = dirname(fileURLToPath(import.meta.url));
  const candidates = ["dev-client.ts", "dev-client.js"].map((name) => join(folder, name));
  return candidates.find((file) => existsSync(file)) ?? candidates[1]!;
}

/** A URL the dev server serves a file under: root-relative inside the root, `/@fs/...` outside. */
function serveUrl(root: string, file: string): string {
  const inside = relative(root, file);
  return inside.startsWith("..") || isAbsolute(inside) ? `/@fs${file}` : `/${inside.split("\\").join("/")}`;
}

/** The dev module of one widget: starts the dev client with the widget's entry and sample. */
function devModule(root: string, widget: ResolvedWidget): string {
  const sample = widget.sample ? `() => import(${JSON.stringify(serveUrl(root, widget.sample))})` : "undefined";
  return `import { startDevWidget } from ${JSON.stringify(DEV_CLIENT_ID)};
startDevWidget({
  name: ${JSON.stringify(widget.name)},
  title: ${JSON.stringify(widget.title)},
  entry: () => import(${JSON.stringify(serveUrl(root, widget.entry))}),
  sample: ${sample},
});
`;
}

/** Root-relative URLs in a dev document made absolute, so the page works when a host renders it from another origin. */
export function absolutizeDevDocument(html: string, origin: string): string {
  return html
    .replace(/(\s(?:src|href)=["'])\/(?!\/)/g, `$1${origin}/`)
    .replace(/(\bfrom\s*["'])\/(?!\/)/g, `$1${origin}/`)
    .replace(/(\bimport\s*\(\s*["'])\/(?!\/)/g, `$1${origin}/`)
    .replace(/(\bimport\s*["'])\/(?!\/)/g, `$1${origin}/`);
}

/** An address as it goes in a URL; the wildcard addresses become `localhost`. */
function urlHost(address: string): string {
  if (address === "0.0.0.0" || address === "::") return "localhost";
  return address.includes(":") ? `[${address}]` : address;
}

function widgetName(url: string, outputDir: string): string | undefined {
  const path = url.replace(/[?#].*$/, "");
  const match = new RegExp(`^/${outputDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/([a-z0-9][a-z0-9-]*)\\.html$`).exec(
    path,
  );
  return match?.[1];
}

/**
 * `vite` (dev): `/widgets/<name>.html` for every widget, with fast refresh; `/widgets/` lists
 * them. `?absolute-urls` makes every URL absolute, which is what `@hostbridge/server` asks for
 * when it serves the dev page to a host.
 */
export function devPlugin(state: () => BuildState): Plugin {
  const clientFile = devClientFile();
  let server: ViteDevServer | undefined;

  const serveWidget = async (request: Connect.IncomingMessage, name: string): Promise<string | undefined> => {
    const { widgets, outputDir, lang } = state();
    const widget = widgets.find((candidate) => candidate.name === name);
    if (!widget || !server) return undefined;
    const html = widgetDocument({
      title: widget.title,
      lang,
      styles: [],
      script: { src: `/@id/${VIRTUAL_PREFIX}${widget.name}` },
    });
    const transformed = await server.transformIndexHtml(`/${outputDir}/${widget.name}.html`, html, request.originalUrl);
    const query = new URL(request.originalUrl ?? request.url ?? "/", "http://localhost").searchParams;
    if (!query.has(ABSOLUTE_URLS_PARAM)) return transformed;
    const origin = server.config.server.origin ?? `http://${request.headers.host ?? "localhost"}`;
    return absolutizeDevDocument(transformed, origin.replace(/\/$/, ""));
  };

  const listing = (): string => {
    const { widgets, outputDir } = state();
    const items = widgets.map(
      (widget) =>
        `<li><a href="/${outputDir}/${widget.name}.html">${widget.name}</a> ${widget.title === widget.name ? "" : `(${widget.title})`}</li>`,
    );
    return `<!doctype html><meta charset="utf-8"><title>Widgets</title><body style="font:14px system-ui;margin:16px"><h1>Widgets</h1><ul>${items.join("")}</ul></body>`;
  };

  return {
    name: "hostbridge:dev",
    apply: "serve",
    config() {
      const { widgets } = state();
      return {
        // Let the scanner find React, the testing kit and the widgets' imports before the first page.
        optimizeDeps: {
          entries: widgets.flatMap((widget) => [widget.entry, ...(widget.sample ? [widget.sample] : [])]),
          // Installed from npm, the dev client is a dependency the scanner only meets on the first
          // page load; Vite would then re-optimize and reload, which a widget frame inside a host
          // cannot follow. Pre-bundle it at startup instead (in this workspace it is source code).
          include: clientFile.includes("/node_modules/") ? [DEV_CLIENT_ID] : [],
        },
        server: { fs: { allow: [dirname(clientFile)] } },
      };
    },
    async resolveId(source, importer) {
      if (source === DEV_CLIENT_ID) return clientFile;
      // The testing kit imports vitest only when it runs under Vitest; once Vite pre-bundles it the
      // specifier is a literal Vite tries to resolve, so a project without vitest gets an empty module.
      if (source === "vitest") return (await this.resolve(source, importer, { skipSelf: true })) ?? NO_VITEST_ID;
      if (source.startsWith(VIRTUAL_PREFIX)) return RESOLVED_PREFIX + source.slice(VIRTUAL_PREFIX.length);
      return null;
    },
    load(moduleId) {
      if (moduleId === NO_VITEST_ID) return "export {};";
      if (!moduleId.startsWith(RESOLVED_PREFIX)) return null;
      const { widgets, root } = state();
      const widget = widgets.find((candidate) => candidate.name === moduleId.slice(RESOLVED_PREFIX.length));
      return widget ? devModule(root, widget) : null;
    },
    configureServer(devServer) {
      server = devServer;
      // A widget folder gaining or losing its entry adds or removes a widget: read them again.
      const onEntryChange = (file: string) => {
        const { conventionDir, widgets } = state();
        if (
          !conventionDir ||
          dirname(dirname(file)) !== conventionDir ||
          !(ENTRY_NAMES as readonly string[]).includes(basename(file))
        )
          return;
        const known = widgets.some((widget) => widget.entry === file);
        if (known !== existsSync(file)) void devServer.restart();
      };
      devServer.watcher.on("add", onEntryChange);
      devServer.watcher.on("unlink", onEntryChange);
      // Imported files (images, fonts) get absolute URLs, so they load when a host renders the page from its own origin.
      devServer.httpServer?.once("listening", () => {
        const address = devServer.httpServer?.address();
        if (devServer.config.server.origin || !address || typeof address !== "object") return;
        (devServer.config.server as { origin?: string }).origin = `http://${urlHost(address.address)}:${address.port}`;
      });
      devServer.middlewares.use((request, response, next) => {
        const { outputDir } = state();
        const path = (request.url ?? "/").replace(/[?#].*$/, "");
        if (path === `/${outputDir}` || path === `/${outputDir}/`) {
          response.setHeader("content-type", "text/html; charset=utf-8");
          response.end(listing());
          return;
        }
        const name = widgetName(request.url ?? "/", outputDir);
        if (!name) return next();
        serveWidget(request, name).then((html) => {
          if (html === undefined) return next();
          response.setHeader("content-type", "text/html; charset=utf-8");
          response.setHeader("cache-control", "no-store");
          response.end(html);
        }, next);
      });
    },
  };
}
