import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { HostBridgeServerError } from "./errors.js";
import { isRecord, own } from "./paths.js";
import type { WidgetCsp } from "./widget.js";

/**
 * `dist/widgets/manifest.json` as `@hostbridge/vite` writes it. This declaration is the format's
 * source of truth (`parseWidgetManifest` checks a file against it); the plugin keeps an equal copy so
 * a production server never needs the build tool, and its typecheck fails if the copy drifts.
 */
export interface WidgetManifest {
  /** Format version of the file. */
  version: 1;
  /** Every built widget by name. */
  widgets: Record<string, WidgetManifestEntry>;
}

/** One built widget of the manifest. */
export interface WidgetManifestEntry {
  /** The HTML file beside the manifest, e.g. `pizza-list.html`. */
  file: string;
  /** 12 hex digits of the file's SHA-256: put it in the `ui://` URI to bust hosts' caches (`hashedUri`). */
  hash: string;
  /** Size of the file in bytes. */
  bytes: number;
  /** The widget's document title. */
  title: string;
  /** The widget's CSP declaration as the build checked it. */
  csp: WidgetCsp;
}

/** The manifest's file name inside the widgets' build folder. */
export const WIDGET_MANIFEST_FILE = "manifest.json";

const CSP_KEYS = ["connectDomains", "resourceDomains", "frameDomains", "redirectDomains", "baseUriDomains"];

function invalid(where: string, message: string): HostBridgeServerError {
  return new HostBridgeServerError("invalid_manifest", `${where}: ${message}`);
}

function isWholeNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

/** An entry's `csp`: only CSP keys, each an array of strings (copied). */
function parseCsp(where: string, csp: unknown): WidgetCsp {
  if (!isRecord(csp)) throw invalid(where, "csp must be an object");
  const checkedCsp: WidgetCsp = {};
  for (const key of Object.keys(csp)) {
    const domains = own(csp, key);
    if (!CSP_KEYS.includes(key)) throw invalid(where, `csp.${key} is not a CSP key`);
    if (!Array.isArray(domains) || !domains.every((domain) => typeof domain === "string"))
      throw invalid(where, `csp.${key} must be an array of strings`);
    checkedCsp[key as keyof WidgetCsp] = [...domains];
  }
  return checkedCsp;
}

function parseEntry(where: string, name: string, value: unknown): WidgetManifestEntry {
  const entryWhere = `${where}: widgets[${JSON.stringify(name)}]`;
  if (!isRecord(value)) throw invalid(entryWhere, "must be an object");
  const file = own(value, "file");
  const hash = own(value, "hash");
  const bytes = own(value, "bytes");
  const title = own(value, "title");
  const csp = own(value, "csp") ?? {};
  // A file name only: the manifest must not point outside its own folder.
  if (typeof file !== "string" || !/^[\w.-]+\.html$/.test(file))
    throw invalid(entryWhere, "file must be an .html file name beside the manifest");
  if (typeof hash !== "string" || !/^[0-9a-f]{8,64}$/.test(hash)) throw invalid(entryWhere, "hash must be hex digits");
  if (!isWholeNumber(bytes)) throw invalid(entryWhere, "bytes must be a whole number");
  if (typeof title !== "string") throw invalid(entryWhere, "title must be a string");
  return { file, hash, bytes, title, csp: parseCsp(entryWhere, csp) };
}

/** Checks a parsed manifest; `where` names it in errors. Throws `HostBridgeServerError("invalid_manifest")`. */
export function parseWidgetManifest(value: unknown, where = WIDGET_MANIFEST_FILE): WidgetManifest {
  if (!isRecord(value)) throw invalid(where, "must be a JSON object");
  if (own(value, "version") !== 1)
    throw invalid(
      where,
      `version must be 1 (got ${JSON.stringify(own(value, "version"))}); rebuild with a matching @hostbridge/vite`,
    );
  const widgets = own(value, "widgets");
  if (!isRecord(widgets)) throw invalid(where, "widgets must be an object");
  const entries: Record<string, WidgetManifestEntry> = {};
  for (const name of Object.keys(widgets)) entries[name] = parseEntry(where, name, own(widgets, name));
  return { version: 1, widgets: entries };
}

/**
 * Reads `<dir>/manifest.json` (`dir` is the widgets' build folder, e.g. `dist/widgets`).
 * Throws `HostBridgeServerError` with code `manifest_missing` (not built yet) or `invalid_manifest`.
 */
export async function readWidgetManifest(dir: string): Promise<WidgetManifest> {
  const path = join(dir, WIDGET_MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") {
      throw new HostBridgeServerError(
        "manifest_missing",
        `No widget manifest at ${path}: build the widgets first (vite build with @hostbridge/vite).`,
        { cause: error },
      );
    }
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new HostBridgeServerError("invalid_manifest", `${path}: not JSON (${(error as Error).message}).`, {
      cause: error,
    });
  }
  return parseWidgetManifest(parsed, path);
}
