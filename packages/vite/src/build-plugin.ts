import { join, resolve } from "node:path";
import type { Plugin, ResolvedConfig, Rollup } from "vite";
import {
  type AssembledWidget,
  assembleWidget,
  type MissingImport,
  type ModuleFindings,
  type WidgetAssemblyInput,
} from "./assemble-widget.js";
import { findCssProblems } from "./check-css.js";
import { checkLibraryModules, renderedLibraryModules } from "./check-library-chunks.js";
import { findScriptProblems } from "./check-script.js";
import type { CspFinding } from "./csp-findings.js";
import { type CspCheckCache, cspCheckKey, openCspCheckCache } from "./csp-check-cache.js";
import { formatProblems } from "./csp-report.js";
import { HostBridgeViteError } from "./errors.js";
import { createChunkScripts } from "./chunk-scripts.js";
import { chunkGraph } from "./inline-chunks.js";
import type { WidgetManifest } from "./manifest.js";
import type { CspCheckMode, ResolvedWidget } from "./options.js";

const SCRIPT_ID = /\.[cm]?[jt]sx?$/;
const STYLE_ID = /\.(css|scss|sass|less|styl|stylus|pcss|postcss)$/;
const cleanId = (moduleId: string) => moduleId.replace(/[?#].*$/, "");
const isScript = (file: string) => SCRIPT_ID.test(file) && !STYLE_ID.test(file);

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
    load(moduleId) {
      if (moduleId === PRELOAD_HELPER_ID) return "export const __vitePreload = (baseModule) => baseModule();";
      return null;
    },
  };
}

function bundlePlugin(state: () => BuildState, findingsByModule: Map<string, CspFinding[]>): Plugin {
  let config: ResolvedConfig;
  const isOwnCode = (moduleId: string) => !moduleId.includes("/node_modules/") && !moduleId.startsWith("\0");
  // Imports no plugin before this one resolved, with the first module that imports each. One that
  // the bundle still imports was never found (Rolldown leaves such an import external); one made
  // external by the config never gets here, as `external` is applied before any resolveId hook.
  const unresolvedImports = new Map<string, string>();
  // The script check's findings of earlier builds, by module content (opened per build).
  let checkCache: CspCheckCache | undefined;
  const saveCheckCache = async () => {
    await checkCache?.save().catch(() => {
      // A read-only cache folder only costs the next build its time.
    });
    checkCache = undefined;
  };

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
    async buildEnd(error) {
      // After a failed build too: what was checked stays checked. Otherwise the library code is
      // still to be checked, where it ships (generateBundle).
      if (error) await saveCheckCache();
    },
    resolveId(source, importer) {
      if (importer && !unresolvedImports.has(source)) unresolvedImports.set(source, cleanId(importer));
      return null;
    },
    transform: {
      order: "post",
      handler(code, moduleId) {
        if (state().cspCheck === "off") return null;
        const file = cleanId(moduleId);
        // Your own code as you wrote it; library code is checked where it ships (generateBundle).
        if (!isScript(file) || !isOwnCode(file)) return null;
        const key = cspCheckKey(code, file, true);
        let findings = checkCache?.get(key);
        if (!findings) {
          findings = findScriptProblems(code, file, true);
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
        if (cspCheck !== "off") {
          const libraries = renderedLibraryModules(bundle, (file) => isScript(file) && !isOwnCode(file));
          checkLibraryModules(libraries, checkCache, findingsByModule);
          await saveCheckCache();
        }
        const scriptOf = createChunkScripts(bundle);
        const outputFolder = join(resolve(root, config.build.outDir), outputDir);
        const assembled = await Promise.all(
          widgets.map(async (widget): Promise<NamedWidget> => {
            const entry = entryChunkOf(bundle, widget.name);
            const graph = chunkGraph(entry, bundle);
            const input: WidgetAssemblyInput = {
              widget,
              styles: stylesOf(graph, bundle),
              moduleFindings: moduleFindingsOf(graph, findingsByModule),
              script: await scriptOf(entry),
            };
            const outputFile = join(outputFolder, `${widget.name}.html`);
            return {
              name: widget.name,
              ...assembleWidget(input, { root, outputFile, lang, cspCheck, unresolvedImports }),
            };
          }),
        );

        reportBuildProblems(this, assembled, cspCheck);
        // Only the widget documents are the output: every chunk and asset is inside them.
        for (const fileName of Object.keys(bundle)) delete bundle[fileName];
        emitWidgets(this, assembled, outputDir);
      },
    },
  };
}

/** One widget as the build assembled it, with its name. */
type NamedWidget = AssembledWidget & { name: string };

/** What the build reports and emits through (the plugin context of `generateBundle`). */
type OutputContext = Pick<Rollup.PluginContext, "error" | "warn" | "emitFile">;

/** The entry chunk of a widget (each widget is an input of the build). */
function entryChunkOf(bundle: Rollup.OutputBundle, name: string): Rollup.OutputChunk {
  const entry = Object.values(bundle).find(
    (item): item is Rollup.OutputChunk => item.type === "chunk" && item.isEntry && item.name === name,
  );
  if (!entry)
    throw new HostBridgeViteError("missing_entry", `hostbridge: the build produced no entry for widget "${name}".`);
  return entry;
}

/** The text of every stylesheet the chunks import, in load order. */
function stylesOf(graph: readonly Rollup.OutputChunk[], bundle: Rollup.OutputBundle): string[] {
  const styles: string[] = [];
  for (const chunk of graph) {
    for (const cssFile of chunk.viteMetadata?.importedCss ?? []) {
      const asset = bundle[cssFile];
      if (asset?.type !== "asset") continue;
      styles.push(typeof asset.source === "string" ? asset.source : new TextDecoder().decode(asset.source));
    }
  }
  return styles;
}

/** What the checks found in the modules of the chunks, in chunk order. */
function moduleFindingsOf(
  graph: readonly Rollup.OutputChunk[],
  findingsByModule: ReadonlyMap<string, CspFinding[]>,
): ModuleFindings[] {
  const found: ModuleFindings[] = [];
  for (const chunk of graph) {
    for (const moduleId of chunk.moduleIds) {
      const file = cleanId(moduleId);
      const findings = findingsByModule.get(file);
      if (findings) found.push({ file, findings });
    }
  }
  return found;
}

/**
 * Fails the build on an import nothing resolved (whatever `cspCheck` says: a widget whose script
 * imports a module that is not there never runs), then on CSP problems, or only warns of them.
 */
function reportBuildProblems(context: OutputContext, assembled: readonly NamedWidget[], cspCheck: CspCheckMode): void {
  const missing = assembled.flatMap((widget) => widget.missingImports);
  if (missing.length > 0) context.error(new HostBridgeViteError("unresolved_import", formatMissingImports(missing)));
  const problems = assembled.flatMap((widget) => widget.problems);
  if (problems.length === 0) return;
  const message = formatProblems(
    problems.sort((a, b) => a.widget.localeCompare(b.widget) || a.file.localeCompare(b.file)),
  );
  if (cspCheck === "error") context.error(new HostBridgeViteError("csp_violation", message));
  else context.warn(message);
}

/** Emits the widget documents and `manifest.json`, both in order of widget name. */
function emitWidgets(context: OutputContext, assembled: readonly NamedWidget[], outputDir: string): void {
  const byName = [...assembled].sort((a, b) => a.name.localeCompare(b.name));
  for (const { name, html } of byName) {
    context.emitFile({ type: "asset", fileName: `${outputDir}/${name}.html`, source: html });
  }
  const manifest: WidgetManifest = {
    version: 1,
    widgets: Object.fromEntries(byName.map((widget) => [widget.name, widget.manifestEntry])),
  };
  context.emitFile({
    type: "asset",
    fileName: `${outputDir}/manifest.json`,
    source: `${JSON.stringify(manifest, null, 2)}\n`,
  });
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
    transform(code, moduleId) {
      if (state().cspCheck === "off") return null;
      const file = cleanId(moduleId);
      if (!STYLE_ID.test(file)) return null;
      const findings = findCssProblems(code, false);
      if (findings.length > 0) onFindings(file, findings);
      return null;
    },
  };
}
