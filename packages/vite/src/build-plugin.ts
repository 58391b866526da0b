import { isAbsolute, join, relative, resolve } from "node:path";
import type { Plugin, ResolvedConfig, Rollup } from "vite";
import { findCssProblems } from "./check-css.js";
import { findHtmlProblems } from "./check-html.js";
import { findScriptProblems } from "./check-script.js";
import type { CspFinding } from "./csp-findings.js";
import { type CspCheckCache, cspCheckKey, openCspCheckCache } from "./csp-check-cache.js";
import { formatProblems, problemOf, type CspProblem } from "./csp-report.js";
import { HostBridgeViteError } from "./errors.js";
import { createChunkScripts } from "./chunk-scripts.js";
import { chunkGraph } from "./inline-chunks.js";
import { manifestEntry, type WidgetManifest } from "./manifest.js";
import type { CspCheckMode, ResolvedWidget } from "./options.js";
import { widgetDocument } from "./widget-document.js";

const SCRIPT_ID = /\.[cm]?[jt]sx?$/;
const STYLE_ID = /\.(css|scss|sass|less|styl|stylus|pcss|postcss)$/;
const cleanId = (id: string) => id.replace(/[?#].*$/, "");
/** A path relative to the root when it is inside it, else as it is. */
const displayPath = (root: string, path: string) => {
  const inside = relative(root, path);
  return inside.startsWith("..") || isAbsolute(inside) ? path : inside;
};

/** Shared state of the build plugins: the widgets, and what the CSP check found per module. */
export interface BuildState {
  widgets: ResolvedWidget[];
  root: string;
  outputDir: string;
  lang: string;
  cspCheck: CspCheckMode;
  /** The folder searched by convention (absolute), or `undefined` when the widgets were given explicitly. */
  conventionDir: string | undefined;
}

/**
 * `vite build`: one multi-entry build (every widget an input, shared code compiled once), then
 * each entry's chunk graph joined into one script and written with its CSS into
 * `<outDir>/<outputDir>/<name>.html`, plus `manifest.json`. Fails on CSP problems.
 */
export function buildPlugins(state: () => BuildState): Plugin[] {
  const findingsByModule = new Map<string, CspFinding[]>();
  return [
    noPreloadPlugin(),
    cssSourceCheckPlugin(state, (file, findings) => findingsByModule.set(file, findings)),
    bundlePlugin(state, findingsByModule),
  ];
}

const PRELOAD_HELPER_ID = "\0vite/preload-helper.js";

/**
 * Vite wraps dynamic imports in a helper that adds `<link>` tags for the imported chunk's CSS and
 * JS. In a widget every chunk and stylesheet is already in the document, and such a link would be
 * a request the host's CSP blocks, so the helper just runs the import.
 */
function noPreloadPlugin(): Plugin {
  return {
    name: "hostbridge:no-preload",
    apply: "build",
    enforce: "pre",
    load(id) {
      if (id === PRELOAD_HELPER_ID) return "export const __vitePreload = (baseModule) => baseModule();";
      return null;
    },
  };
}

function bundlePlugin(state: () => BuildState, findingsByModule: Map<string, CspFinding[]>): Plugin {
  let config: ResolvedConfig;
  const isOwnCode = (id: string) => !id.includes("/node_modules/") && !id.startsWith("\0");
  // Imports no plugin before this one resolved, with the first module that imports each. One that
  // the bundle still imports was never found (Rolldown leaves such an import external); one made
  // external by the config never gets here, as `external` is applied before any resolveId hook.
  const unresolvedImports = new Map<string, string>();
  // The script check's findings of earlier builds, by module content (opened per build).
  let checkCache: CspCheckCache | undefined;

  return {
    name: "hostbridge:build",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      findingsByModule.clear();
      unresolvedImports.clear();
      checkCache = state().cspCheck === "off" ? undefined : await openCspCheckCache(config.cacheDir);
    },
    async buildEnd() {
      // Also after a failed build: what was checked stays checked.
      await checkCache?.save().catch(() => {
        // A read-only cache folder only costs the next build its time.
      });
      checkCache = undefined;
    },
    resolveId(source, importer) {
      if (importer && !unresolvedImports.has(source)) unresolvedImports.set(source, cleanId(importer));
      return null;
    },
    transform: {
      order: "post",
      handler(code, id) {
        if (state().cspCheck === "off") return null;
        const file = cleanId(id);
        if (!SCRIPT_ID.test(file) || STYLE_ID.test(file)) return null;
        const relativeUrls = isOwnCode(file);
        const key = cspCheckKey(code, file, relativeUrls);
        let findings = checkCache?.get(key);
        if (!findings) {
          findings = findScriptProblems(code, file, relativeUrls);
          checkCache?.set(key, findings);
        }
        if (findings.length > 0) findingsByModule.set(file, findings);
        return null;
      },
    },
    generateBundle: {
      // After Vite's own generateBundle work (it fills in the dynamic-import preload lists there).
      order: "post",
      async handler(_output, bundle) {
        const { widgets, root, outputDir, lang, cspCheck } = state();
        const problems: CspProblem[] = [];
        const missing: MissingImport[] = [];
        const manifest: WidgetManifest = { version: 1, widgets: {} };
        const documents: { name: string; html: string }[] = [];
        const scriptOf = createChunkScripts(bundle);
        const declaredIn = (widget: ResolvedWidget) =>
          widget.declarationFile ? displayPath(root, widget.declarationFile) : `the widgets.${widget.name}.csp option`;

        await Promise.all(
          widgets.map(async (widget) => {
            const entry = Object.values(bundle).find(
              (item): item is Rollup.OutputChunk => item.type === "chunk" && item.isEntry && item.name === widget.name,
            );
            if (!entry)
              throw new HostBridgeViteError(
                "missing_entry",
                `hostbridge: the build produced no entry for widget "${widget.name}".`,
              );
            const graph = chunkGraph(entry, bundle);
            const outputFile = displayPath(
              root,
              join(resolve(root, config.build.outDir), outputDir, `${widget.name}.html`),
            );
            const report = (file: string, findings: readonly CspFinding[]) => {
              for (const finding of findings) {
                const reason = problemOf(finding, widget, declaredIn(widget));
                if (reason) problems.push({ widget: widget.name, file, reason });
              }
            };

            for (const chunk of graph) {
              for (const moduleId of chunk.moduleIds) {
                const findings = findingsByModule.get(cleanId(moduleId));
                if (findings) report(displayPath(root, cleanId(moduleId)), findings);
              }
            }
            const styles: string[] = [];
            for (const chunk of graph) {
              for (const cssFile of chunk.viteMetadata?.importedCss ?? []) {
                const asset = bundle[cssFile];
                if (asset?.type !== "asset") continue;
                const css = typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source);
                // External URLs were reported per source stylesheet; here only what was not inlined.
                if (cspCheck !== "off")
                  report(
                    outputFile,
                    findCssProblems(css, true).filter((finding) => finding.type === "relative"),
                  );
                styles.push(css);
              }
            }
            const { code, externalImports } = await scriptOf(entry);
            const html = widgetDocument({ title: widget.title, lang, styles, script: { code } });
            const leftExternal: string[] = [];
            for (const specifier of new Set(externalImports)) {
              const importer = unresolvedImports.get(specifier);
              if (importer) missing.push({ widget: widget.name, specifier, importer: displayPath(root, importer) });
              else leftExternal.push(specifier);
            }
            if (cspCheck !== "off") {
              report(outputFile, findHtmlProblems(html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, ""), true));
              if (leftExternal.length > 0) {
                problems.push({
                  widget: widget.name,
                  file: outputFile,
                  reason: `the script still imports ${leftExternal.join(", ")} (external in the build config?): a widget must carry all its code`,
                });
              }
            }
            manifest.widgets[widget.name] = manifestEntry(widget.name, html, widget.title, widget.csp);
            documents.push({ name: widget.name, html });
          }),
        );

        // Whatever cspCheck says: a widget whose script imports a module that is not there never runs.
        if (missing.length > 0) this.error(new HostBridgeViteError("unresolved_import", formatMissingImports(missing)));
        if (problems.length > 0) {
          const message = formatProblems(
            problems.sort((a, b) => a.widget.localeCompare(b.widget) || a.file.localeCompare(b.file)),
          );
          if (cspCheck === "error") this.error(new HostBridgeViteError("csp_violation", message));
          else this.warn(message);
        }
        // Only the widget documents are the output: every chunk and asset is inside them.
        for (const fileName of Object.keys(bundle)) delete bundle[fileName];
        for (const { name, html } of documents.sort((a, b) => a.name.localeCompare(b.name))) {
          this.emitFile({ type: "asset", fileName: `${outputDir}/${name}.html`, source: html });
        }
        const sorted: WidgetManifest = {
          version: 1,
          widgets: Object.fromEntries(Object.entries(manifest.widgets).sort(([a], [b]) => a.localeCompare(b))),
        };
        this.emitFile({
          type: "asset",
          fileName: `${outputDir}/manifest.json`,
          source: `${JSON.stringify(sorted, null, 2)}\n`,
        });
      },
    },
  };
}

/** An import of a widget that nothing resolved. */
interface MissingImport {
  widget: string;
  /** The import as written, e.g. `@hostbridge/core/styles`. */
  specifier: string;
  /** The first module that imports it (relative to the root when inside it). */
  importer: string;
}

/** The package a bare specifier names (`@scope/name/sub` is `@scope/name`), or `undefined` for a path. */
function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|[a-zA-Z]:[\\/]|[a-z][a-z0-9+.-]*:)/.test(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The error message listing every import that cannot be resolved, and what to do about each. */
function formatMissingImports(missing: readonly MissingImport[]): string {
  const lines = [...missing]
    .sort((a, b) => a.widget.localeCompare(b.widget) || a.specifier.localeCompare(b.specifier))
    .map(({ widget, specifier, importer }) => {
      const name = packageOf(specifier);
      const fix = name
        ? `is ${name} installed? Add it to the dependencies in package.json and install`
        : "check the path";
      return `  - ${importer} (widget "${widget}") imports "${specifier}", which cannot be resolved: ${fix}`;
    });
  return `hostbridge: ${missing.length} import(s) cannot be resolved, so the widget could not carry them:\n${lines.join("\n")}`;
}

/** Checks source stylesheets for external URLs before Vite processes them, so reports name the source file. */
function cssSourceCheckPlugin(
  state: () => BuildState,
  onFindings: (file: string, findings: CspFinding[]) => void,
): Plugin {
  return {
    name: "hostbridge:css-check",
    apply: "build",
    enforce: "pre",
    transform(code, id) {
      if (state().cspCheck === "off") return null;
      const file = cleanId(id);
      if (!STYLE_ID.test(file)) return null;
      const findings = findCssProblems(code, false);
      if (findings.length > 0) onFindings(file, findings);
      return null;
    },
  };
}
