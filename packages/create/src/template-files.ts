import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { CreateError } from "./errors.js";
import { type Template, templateFolder, templateLayers } from "./templates.js";

/** Folders of a template never copied (installs or caches left by running its tests in the workspace). */
const SKIPPED_IN_TEMPLATE = new Set(["node_modules", "dist", "test-results", "playwright-report"]);

/** An overlay's text for the base README's `{{templateSection}}` line; not a project file. */
export const README_SECTION = "README.section.md";

/** The manifest fields an overlay adds to (its entries join the base's); any other field replaces the base's. */
const MERGED_FIELDS = new Set(["scripts", "dependencies", "devDependencies"]);

/** A package.json, as read. */
export type Manifest = Record<string, unknown>;

/**
 * Every file of a template as stored, its path relative to the template (forward slashes) mapped
 * to the file it is read from: the base's files, an overlay's written over them, its `omit` left
 * out. `package.json` maps to the base's (read it merged with `templateManifest`).
 */
export function templateFiles(template: Template): Map<string, string> {
  const files = new Map<string, string>();
  for (const [depth, layer] of templateLayers(template).entries()) {
    const folder = templateFolder(layer);
    for (const path of listFiles(folder)) {
      const overlayOnly = depth > 0 && (path === "package.json" || path === README_SECTION);
      if (!overlayOnly) files.set(path, join(folder, path));
    }
  }
  for (const path of template.omit ?? []) {
    if (!files.delete(path))
      throw new CreateError("unknown_template", `The template "${template.name}" omits ${path}, which its base lacks.`);
  }
  return files;
}

/** The template's package.json: the base's, with each overlay's dependencies and scripts added. */
export function templateManifest(template: Template): Manifest {
  let manifest: Manifest = {};
  for (const layer of templateLayers(template)) {
    const overlay = JSON.parse(readFileSync(join(templateFolder(layer), "package.json"), "utf8")) as Manifest;
    manifest = mergeManifest(manifest, overlay);
  }
  return manifest;
}

/** The text the template puts at its README's `{{templateSection}}` line (empty: none). */
export function templateReadmeSection(template: Template): string {
  const path = join(templateFolder(template), README_SECTION);
  return template.base !== undefined && existsSync(path) ? readFileSync(path, "utf8").trim() : "";
}

function mergeManifest(base: Manifest, overlay: Manifest): Manifest {
  const merged: Manifest = { ...base };
  for (const [field, value] of Object.entries(overlay)) {
    const entries = MERGED_FIELDS.has(field) ? { ...(base[field] as object | undefined), ...(value as object) } : value;
    // Dependencies sorted by name, as npm writes them.
    merged[field] = field.endsWith("ependencies")
      ? Object.fromEntries(Object.entries(entries as object).sort(([a], [b]) => a.localeCompare(b)))
      : entries;
  }
  return merged;
}

/** Every file under `root`, as paths relative to it with forward slashes. */
function listFiles(root: string, folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_IN_TEMPLATE.has(entry.name) ? [] : listFiles(root, path);
    return entry.isFile() ? [relative(root, path).split("\\").join("/")] : [];
  });
}
