import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = fileURLToPath(new URL("../../", import.meta.url));

/** The part of a package.json the alias reads: each export's `@hostbridge/source` file. */
interface SourceExports {
  exports?: Record<string, { "@hostbridge/source"?: string } | string>;
}

/**
 * esbuild `alias` entries sending each `@hostbridge/*` import, the package and every subpath it
 * exports (`@hostbridge/core/widget-state`, ...), to its TypeScript source (the export's
 * `@hostbridge/source` file), so no build is needed. Subpaths need their own entries: esbuild
 * replaces the alias as a prefix, so `@hostbridge/core` alone would send react's
 * `@hostbridge/core/widget-state` to `src/index.ts/widget-state`. An alias rather than a custom
 * condition, so that the official SDK's bundles resolve with esbuild's default conditions, exactly
 * as they would in a user's project.
 */
export function workspaceAlias(names = ["@hostbridge/core", "@hostbridge/react"]): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const name of names) Object.assign(alias, packageAlias(name));
  return alias;
}

/** One package's alias entries: the package and each subpath it exports, to the export's source file. */
function packageAlias(name: string): Record<string, string> {
  const manifestPath = join(benchDir, "node_modules", name, "package.json");
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as SourceExports;
  if (!hasSourceEntry(manifest)) throw new Error(`${name} has no "@hostbridge/source" export`);
  const alias: Record<string, string> = {};
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
    const source = typeof target === "string" ? undefined : target["@hostbridge/source"];
    if (source) alias[subpath === "." ? name : `${name}/${subpath.slice(2)}`] = join(dirname(manifestPath), source);
  }
  return alias;
}

/** Whether the package's main export (`"."`) names a `@hostbridge/source` file. */
function hasSourceEntry(manifest: SourceExports): boolean {
  const entry = manifest.exports?.["."];
  if (!entry || typeof entry === "string") return false;
  return Boolean(entry["@hostbridge/source"]);
}
