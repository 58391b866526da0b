import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Alias } from "vite";
import { HostbridgeViteError } from "./errors.js";

/**
 * What each React module becomes on Preact's compat layer: a `preact` export. `react-dom/server`
 * is left out (it needs `preact-render-to-string`; widgets render in the browser).
 */
export const PREACT_COMPAT_MODULES: Readonly<Record<string, string>> = {
  react: "./compat",
  "react-dom": "./compat",
  "react-dom/client": "./compat/client",
  "react/jsx-runtime": "./compat/jsx-runtime",
  "react/jsx-dev-runtime": "./compat/jsx-dev-runtime",
  "react/compiler-runtime": "./compat/compiler-runtime",
  "react-dom/test-utils": "./test-utils",
};

/** An `exports` target: a path, or conditions leading to one. */
type ExportTarget = string | { [condition: string]: ExportTarget };

/** The file an export resolves to for an ES module import in the browser. */
function importFile(target: ExportTarget | undefined): string | undefined {
  if (typeof target === "string" || target === undefined) return target;
  for (const condition of ["browser", "import", "module", "default"])
    if (target[condition] !== undefined) return importFile(target[condition]);
  return undefined;
}

/**
 * Vite aliases that build React code on Preact's compat layer: `react`, `react-dom`,
 * `react-dom/client`, the JSX runtimes, ... each to the file of the `preact` installed for the
 * project in `root` (absolute paths, so a dependency that imports React, `@hostbridge/react` among
 * them, gets Preact too however the package manager lays out node_modules). Throws `missing_preact`
 * when `root` cannot resolve `preact`.
 */
export function preactAliases(root: string): Alias[] {
  const manifestPath = installedManifest(root, "preact");
  if (!manifestPath)
    throw new HostbridgeViteError(
      "missing_preact",
      "hostbridge({ preact: true }) builds the widgets on preact/compat, but preact is not installed: npm install preact",
    );
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { exports?: Record<string, ExportTarget> };
  return Object.entries(PREACT_COMPAT_MODULES).flatMap(([id, subpath]) => {
    const file = importFile(manifest.exports?.[subpath]);
    if (!file) return [];
    return [{ find: new RegExp(`^${id.replace(/[/]/g, "\\/")}$`), replacement: join(dirname(manifestPath), file) }];
  });
}

/**
 * The package.json of `name` in the node_modules folders from `root` up, as Vite looks for
 * packages (not Node's NODE_PATH, which Vite ignores), its links resolved; `undefined` when none.
 */
function installedManifest(root: string, name: string): string | undefined {
  for (let folder = root; ; folder = dirname(folder)) {
    const candidate = join(folder, "node_modules", name, "package.json");
    if (existsSync(candidate)) return realpathSync(candidate);
    if (dirname(folder) === folder) return undefined;
  }
}
