import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type BuildOptions, type Metafile } from "esbuild";
import { workspaceAlias } from "./workspace-alias.js";

/**
 * The one set of esbuild flags every size entry is bundled with (the flags of the peer study in
 * the shared reference, with browser platform and production `NODE_ENV`). React stays external.
 * Our own packages are aliased to their sources (see `workspaceAlias`); nothing else changes.
 */
export const SIZE_BUILD_OPTIONS = {
  bundle: true,
  minify: true,
  format: "esm",
  platform: "browser",
  jsx: "automatic",
  target: "es2022",
  define: { "process.env.NODE_ENV": '"production"' },
  external: ["react", "react-dom", "react/jsx-runtime", "react-dom/client"],
  legalComments: "none",
  logLevel: "silent",
} as const satisfies BuildOptions;

/** Gzip size at level 9 (the figure called "min+gzip" when the input is minified). */
export function gzipSize(bytes: Uint8Array | string): number {
  return gzipSync(typeof bytes === "string" ? Buffer.from(bytes) : bytes, { level: 9 }).length;
}

export interface SizeResult {
  /** Minified bytes. */
  min: number;
  /** Minified then gzip -9 bytes. */
  gzip: number;
  /** Largest contributors to the minified output, by package, in bytes of output. */
  topPackages: Array<{ name: string; bytes: number }>;
}

/** The package a bundled file belongs to: `zod`, `@scope/name`, or `(app)` for our own sources. */
export function packageOf(path: string): string {
  const parts = path.split(/[\\/]/);
  const idx = parts.lastIndexOf("node_modules");
  if (idx === -1) {
    const pkg = parts.indexOf("packages");
    return pkg !== -1 && parts[pkg + 1] ? `@hostbridge/${parts[pkg + 1]}` : "(app)";
  }
  const first = parts[idx + 1] ?? "(unknown)";
  return first.startsWith("@") ? `${first}/${parts[idx + 2] ?? ""}` : first;
}

/** Sums a metafile output's input contributions per package, largest first. */
export function contributions(metafile: Metafile): Array<{ name: string; bytes: number }> {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = packageOf(path);
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].map(([name, bytes]) => ({ name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** Bundles `entry` with {@link SIZE_BUILD_OPTIONS} in memory and measures it. */
export async function measureSize(entry: string): Promise<SizeResult> {
  const result = await build({
    ...SIZE_BUILD_OPTIONS,
    alias: workspaceAlias(),
    entryPoints: [entry],
    write: false,
    metafile: true,
    outdir: "out",
  });
  const js = result.outputFiles.find((f) => f.path.endsWith(".js"));
  if (!js) throw new Error(`esbuild produced no JavaScript for ${entry}`);
  return {
    min: js.contents.length,
    gzip: gzipSize(js.contents),
    topPackages: contributions(result.metafile).slice(0, 4),
  };
}

/**
 * The design's min+gzip budgets (design.md "Size budgets", decided 2026-12-02), each with the size
 * entry it is measured on (a file under `src/`): what a widget pays for `createHost` alone, for the
 * whole core entry, and for core + every React hook.
 */
export const BUDGETS = {
  "createHost alone": { entry: "size/create-host.ts", bytes: 6656 },
  "core entry": { entry: "size/core-entry.ts", bytes: 6912 },
  "core + every React hook": { entry: "size/react-all-hooks.ts", bytes: 10240 },
} as const;

/** One budget row: the measured min+gzip bytes against the budget. */
export interface BudgetResult {
  /** Min+gzip bytes measured now. */
  gzip: number;
  /** The design's budget in bytes. */
  budget: number;
}

/** Measures every entry of {@link BUDGETS}. */
export async function measureBudgets(): Promise<Record<keyof typeof BUDGETS, BudgetResult>> {
  const results = {} as Record<keyof typeof BUDGETS, BudgetResult>;
  for (const [name, { entry, bytes }] of Object.entries(BUDGETS) as [
    keyof typeof BUDGETS,
    (typeof BUDGETS)[keyof typeof BUDGETS],
  ][]) {
    const { gzip } = await measureSize(fileURLToPath(new URL(`../${entry}`, import.meta.url)));
    results[name] = { gzip, budget: bytes };
  }
  return results;
}
