import { isAbsolute, relative } from "node:path";
import { findCssProblems } from "./check-css.js";
import { findHtmlProblems } from "./check-html.js";
import type { CspFinding } from "./csp-findings.js";
import { problemOf, type CspProblem } from "./csp-report.js";
import type { InlinedScript } from "./inline-chunks.js";
import { manifestEntry, type WidgetManifestEntry } from "./manifest.js";
import type { CspCheckMode, ResolvedWidget } from "./options.js";
import { widgetDocument } from "./widget-document.js";

/** `<script>` and `<style>` elements with their contents: the HTML check reads only the markup around them. */
const INLINE_ELEMENTS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi;

/** A path relative to the root when it is inside it, else as it is. */
export function displayPath(root: string, path: string): string {
  const inside = relative(root, path);
  return inside.startsWith("..") || isAbsolute(inside) ? path : inside;
}

/** What the build's checks found in one source module of a widget. */
export interface ModuleFindings {
  /** The module's file (absolute, without query). */
  file: string;
  findings: readonly CspFinding[];
}

/** What one widget is made of, gathered from the bundle. */
export interface WidgetAssemblyInput {
  /** The widget with its declaration (name, title, CSP, where it was declared). */
  widget: ResolvedWidget;
  /** Its whole script: every chunk it needs, joined. */
  script: InlinedScript;
  /** The stylesheets its chunks import, in load order. */
  styles: readonly string[];
  /** The findings in the modules of its chunks, dependencies first. */
  moduleFindings: readonly ModuleFindings[];
}

/** The build settings that assembling a widget depends on. */
export interface WidgetAssemblyOptions {
  /** The Vite root (absolute): reports name files relative to it. */
  root: string;
  /** Where the widget document is written (absolute). */
  outputFile: string;
  /** The document's `lang`. */
  lang: string;
  cspCheck: CspCheckMode;
  /** Imports nothing resolved, by specifier, with the first module (absolute) that imports each. */
  unresolvedImports: ReadonlyMap<string, string>;
}

/** An import of a widget that nothing resolved. */
export interface MissingImport {
  widget: string;
  /** The import as written, e.g. `@hostbridge/core/styles`. */
  specifier: string;
  /** The first module that imports it (relative to the root when inside it). */
  importer: string;
}

/** One assembled widget: what is written, and what the build reports about it. */
export interface AssembledWidget {
  /** The single-file document. */
  html: string;
  /** Its entry in `manifest.json`. */
  manifestEntry: WidgetManifestEntry;
  /** What would break it under the MCP Apps default CSP (with `cspCheck: "off"`, only the modules' findings count). */
  problems: CspProblem[];
  /** Imports its script still has that nothing resolved: the widget would never run. */
  missingImports: MissingImport[];
}

/**
 * Turns one widget's script and stylesheets into its single-file HTML document and manifest entry,
 * and checks the result: the modules' findings against the widget's CSP declaration, relative URLs
 * left in the stylesheets, the document's markup, and imports the script still has. Plain data in
 * and out: nothing here reads the bundle or the file system.
 */
export function assembleWidget(input: WidgetAssemblyInput, options: WidgetAssemblyOptions): AssembledWidget {
  const { widget, script, styles } = input;
  const html = widgetDocument({ title: widget.title, lang: options.lang, styles, script: { code: script.code } });
  const { missingImports, leftExternal } = sortExternalImports(widget.name, script.externalImports, options);
  return {
    html,
    manifestEntry: manifestEntry(widget.name, html, widget.title, widget.csp),
    problems: widgetProblems(input, html, leftExternal, options),
    missingImports,
  };
}

/** Splits the imports a script still has into ones nothing resolved and ones the config left external. */
function sortExternalImports(
  widgetName: string,
  externalImports: readonly string[],
  { root, unresolvedImports }: WidgetAssemblyOptions,
): { missingImports: MissingImport[]; leftExternal: string[] } {
  const missingImports: MissingImport[] = [];
  const leftExternal: string[] = [];
  for (const specifier of new Set(externalImports)) {
    const importer = unresolvedImports.get(specifier);
    if (importer) missingImports.push({ widget: widgetName, specifier, importer: displayPath(root, importer) });
    else leftExternal.push(specifier);
  }
  return { missingImports, leftExternal };
}

/** Where the widget's CSP is declared, as a problem's fix names it. */
function declarationPlace(widget: ResolvedWidget, root: string): string {
  return widget.declarationFile ? displayPath(root, widget.declarationFile) : `the widgets.${widget.name}.csp option`;
}

/** The problems of one widget: its modules' findings first, then what its document still loads. */
function widgetProblems(
  input: WidgetAssemblyInput,
  html: string,
  leftExternal: readonly string[],
  options: WidgetAssemblyOptions,
): CspProblem[] {
  const { widget } = input;
  const declaredIn = declarationPlace(widget, options.root);
  const problems: CspProblem[] = [];
  const report = (file: string, findings: readonly CspFinding[]) => {
    for (const finding of findings) {
      const reason = problemOf(finding, widget, declaredIn);
      if (reason) problems.push({ widget: widget.name, file, reason });
    }
  };
  for (const { file, findings } of input.moduleFindings) report(displayPath(options.root, file), findings);
  if (options.cspCheck === "off") return problems;

  const outputFile = displayPath(options.root, options.outputFile);
  for (const css of input.styles) {
    // External URLs were reported per source stylesheet; here only what was not inlined.
    report(
      outputFile,
      findCssProblems(css, true).filter((finding) => finding.type === "relative"),
    );
  }
  report(outputFile, findHtmlProblems(html.replace(INLINE_ELEMENTS, ""), true));
  if (leftExternal.length > 0) {
    problems.push({
      widget: widget.name,
      file: outputFile,
      reason: `the script still imports ${leftExternal.join(", ")} (external in the build config?): a widget must carry all its code`,
    });
  }
  return problems;
}
