import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { isAbsolute, join, relative, resolve } from "node:path";
import { HostBridgeViteError } from "./errors.js";
import type { HostbridgeOptions, ResolvedWidget, WidgetSource } from "./options.js";
import { readWidgetDeclaration, type WidgetDeclaration } from "./read-declaration.js";

/** Entry module names tried in a widget folder, first match wins. */
export const ENTRY_NAMES = [
  "main.tsx",
  "main.ts",
  "main.jsx",
  "main.js",
  "index.tsx",
  "index.ts",
  "index.jsx",
  "index.js",
] as const;
/** Sample module names tried in a widget folder. */
export const SAMPLE_NAMES = ["sample.ts", "sample.tsx", "sample.js", "sample.jsx"] as const;
/** Declaration module names tried in a widget folder. */
export const DECLARATION_NAMES = ["widget.ts", "widget.js", "widget.mts", "widget.mjs"] as const;

/** Widget names become file names and URL segments: lowercase letters, digits and dashes. */
const WIDGET_NAME = /^[a-z0-9][a-z0-9-]*$/;

const firstExisting = (folder: string, names: readonly string[]): string | undefined =>
  names.map((name) => join(folder, name)).find((path) => existsSync(path));

/**
 * The widgets of a project: the explicit `widgets` map when given, else every folder of
 * `widgetsDir` (default `src/widgets`) with an entry module. Sorted by name.
 */
export async function findWidgets(root: string, options: HostbridgeOptions = {}): Promise<ResolvedWidget[]> {
  const widgets = options.widgets
    ? await explicitWidgets(root, options.widgets)
    : await conventionWidgets(root, options.widgetsDir ?? "src/widgets");
  if (widgets.length === 0) {
    const widgetsDir = options.widgetsDir ?? "src/widgets";
    const skipped = options.widgets ? [] : await foldersWithoutEntry(root, widgetsDir);
    const where = options.widgets
      ? "the widgets option is empty"
      : `no folder of ${widgetsDir} has an entry module (${ENTRY_NAMES.join(", ")})${skipped.length > 0 ? `: ${skipped.join(", ")} ${skipped.length === 1 ? "has" : "have"} files but none` : ""}`;
    throw new HostBridgeViteError("no_widgets", `hostbridge: no widgets found: ${where}.`);
  }
  return widgets.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * The folders of `widgetsDir` that hold something (a hidden file such as `.DS_Store` aside) but no
 * entry module, so the convention skips them; as paths relative to `root` with a trailing `/`.
 * Sorted by name.
 */
export async function foldersWithoutEntry(root: string, widgetsDir: string): Promise<string[]> {
  const folder = resolve(root, widgetsDir);
  if (!existsSync(folder)) return [];
  const skipped: string[] = [];
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const widgetFolder = join(folder, entry.name);
    if (firstExisting(widgetFolder, ENTRY_NAMES)) continue;
    const contents = await readdir(widgetFolder);
    if (contents.some((name) => !name.startsWith("."))) skipped.push(`${relative(root, widgetFolder)}/`);
  }
  return skipped.sort();
}

/** The warning for a folder `foldersWithoutEntry` found: it is no widget, and what makes it one. */
export function entrylessFolderWarning(folder: string): string {
  return `hostbridge: ${folder} has no entry module (${ENTRY_NAMES.join(", ")}), so it is not built as a widget. Add one to make it a widget, or move code that is not a widget out of the widgets folder.`;
}

async function conventionWidgets(root: string, widgetsDir: string): Promise<ResolvedWidget[]> {
  const folder = resolve(root, widgetsDir);
  if (!existsSync(folder)) return [];
  const entries = await readdir(folder, { withFileTypes: true });
  const widgets: ResolvedWidget[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const widgetFolder = join(folder, entry.name);
    const entryFile = firstExisting(widgetFolder, ENTRY_NAMES);
    if (!entryFile) continue;
    checkName(entry.name);
    widgets.push(await resolvedWidget(root, entry.name, { entry: entryFile }, widgetFolder));
  }
  return widgets;
}

async function explicitWidgets(root: string, map: Record<string, string | WidgetSource>): Promise<ResolvedWidget[]> {
  const widgets: ResolvedWidget[] = [];
  for (const [name, value] of Object.entries(map)) {
    checkName(name);
    const source: WidgetSource = typeof value === "string" ? { entry: value } : value;
    if (typeof source.entry !== "string")
      throw new HostBridgeViteError("invalid_option", `hostbridge: widgets.${name}.entry must be a path.`);
    const entry = resolve(root, source.entry);
    if (!existsSync(entry))
      throw new HostBridgeViteError(
        "missing_entry",
        `hostbridge: widget "${name}": entry ${source.entry} does not exist.`,
      );
    widgets.push(await resolvedWidget(root, name, { ...source, entry }, join(entry, "..")));
  }
  return widgets;
}

async function resolvedWidget(
  root: string,
  name: string,
  source: WidgetSource,
  folder: string,
): Promise<ResolvedWidget> {
  const declarationFile = source.csp && source.title ? undefined : firstExisting(folder, DECLARATION_NAMES);
  const declaration: WidgetDeclaration = declarationFile
    ? await readWidgetDeclaration(declarationFile, relative(root, declarationFile))
    : {};
  const sample = source.sample ? resolve(root, source.sample) : firstExisting(folder, SAMPLE_NAMES);
  if (source.sample && sample && !existsSync(sample))
    throw new HostBridgeViteError(
      "missing_entry",
      `hostbridge: widget "${name}": sample ${source.sample} does not exist.`,
    );
  const widget: ResolvedWidget = {
    name,
    entry: isAbsolute(source.entry) ? source.entry : resolve(root, source.entry),
    title: source.title ?? declaration.title ?? name,
    csp: source.csp ?? declaration.csp ?? {},
  };
  if (sample) widget.sample = sample;
  if (declarationFile && (!source.csp || !source.title)) widget.declarationFile = declarationFile;
  return widget;
}

function checkName(name: string): void {
  if (!WIDGET_NAME.test(name)) {
    throw new HostBridgeViteError(
      "invalid_option",
      `hostbridge: widget name "${name}" must be lowercase letters, digits and dashes (it becomes ${name}.html).`,
    );
  }
}
