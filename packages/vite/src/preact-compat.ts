import { existsSync, readFileSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Alias } from "vite";

// Kept free of the package's other modules (its errors import @hostbridge/core): the React and
// demo-widget test configs import this file from source when Vite loads them, before any build.

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
 * The aliases of {@link PREACT_COMPAT_MODULES}, each to its file in the `preact` installed for the
 * project in `root`; `undefined` when `root` cannot resolve `preact`.
 */
export function findPreactCompatAliases(root: string): Alias[] | undefined {
  const manifestPath = installedManifest(root, "preact");
  if (!manifestPath) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { exports?: Record<string, ExportTarget> };
  return Object.entries(PREACT_COMPAT_MODULES).flatMap(([specifier, subpath]) => {
    const file = importFile(manifest.exports?.[subpath]);
    if (!file) return [];
    return [
      { find: new RegExp(`^${specifier.replace(/[/]/g, "\\/")}$`), replacement: join(dirname(manifestPath), file) },
    ];
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
