import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const benchDir = fileURLToPath(new URL("../../", import.meta.url));

/**
 * esbuild `alias` entries sending each `@hostbridge/*` package to its TypeScript source (the
 * package's `@hostbridge/source` export), so no build is needed. An alias rather than a custom
 * condition, so that the official SDK's bundles resolve with esbuild's default conditions, exactly
 * as they would in a user's project.
 */
export function workspaceAlias(names = ["@hostbridge/core", "@hostbridge/react"]): Record<string, string> {
  const alias: Record<string, string> = {};
  for (const name of names) {
    const pkgPath = join(benchDir, "node_modules", name, "package.json");
    const pkg = JSON.parse(readFileSync(pkgPath, "utf8")) as { exports?: { ".": { "@hostbridge/source"?: string } } };
    const source = pkg.exports?.["."]?.["@hostbridge/source"];
    if (!source) throw new Error(`${name} has no "@hostbridge/source" export`);
    alias[name] = join(dirname(pkgPath), source);
  }
  return alias;
}
