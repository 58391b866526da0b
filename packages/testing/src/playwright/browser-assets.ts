import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The browser scripts the fixtures serve, bundled at package build time into `dist/browser-assets/`. */
export const BROWSER_ASSETS = {
  "host-page.js": "src/playwright/page/host-page.ts",
  "sandbox-proxy.js": "src/playwright/page/sandbox-proxy.ts",
  "frame-entry.js": "src/frame-entry.ts",
} as const;

export type BrowserAssetName = keyof typeof BROWSER_ASSETS;

/** This package's folder (the one holding its package.json), from `src/` or `dist/`. */
export function packageRoot(): string {
  let folder = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const manifest = join(folder, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === "@hostbridge/testing"
    )
      return folder;
    folder = dirname(folder);
  }
  throw new Error("@hostbridge/testing: cannot find its own package.json.");
}

const cache = new Map<BrowserAssetName, string>();

/** Where the package build puts one asset. */
function builtAssetPath(root: string, name: BrowserAssetName): string {
  return join(root, "dist", "browser-assets", name);
}

/**
 * Whether `browserAsset` serves the built file: only when the sources are absent (a packed
 * package). With the sources at hand a dist left from an older build would serve stale code.
 */
export function servesBuiltAsset(root: string, name: BrowserAssetName): boolean {
  return existsSync(builtAssetPath(root, name)) && !existsSync(join(root, BROWSER_ASSETS[name]));
}

/**
 * The bundled script. A packed package ships it in `dist/browser-assets/`; inside this workspace,
 * before a build, it is bundled on the spot with esbuild (a dev dependency).
 */
export async function browserAsset(name: BrowserAssetName): Promise<string> {
  const cached = cache.get(name);
  if (cached !== undefined) return cached;
  const root = packageRoot();
  const built = builtAssetPath(root, name);
  const code = servesBuiltAsset(root, name) ? readFileSync(built, "utf8") : await bundle(root, name, built);
  cache.set(name, code);
  return code;
}

async function bundle(root: string, name: BrowserAssetName, built: string): Promise<string> {
  let esbuild: typeof import("esbuild");
  try {
    esbuild = await import("esbuild");
  } catch {
    if (existsSync(built)) return readFileSync(built, "utf8");
    throw new Error(`@hostbridge/testing: ${name} is not built and esbuild is not installed (run the package build).`);
  }
  const result = await esbuild.build(browserBuildOptions(root, name));
  return result.outputFiles?.[0]?.text ?? "";
}

/** The esbuild options of one browser asset (also used by the package build script). */
export function browserBuildOptions(root: string, name: BrowserAssetName) {
  return {
    entryPoints: [join(root, BROWSER_ASSETS[name])],
    bundle: true,
    format: "iife" as const,
    platform: "browser" as const,
    target: "es2022",
    minify: true,
    write: false,
    conditions: ["@hostbridge/source"],
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "silent" as const,
  };
}

/** Bundles every browser asset into `dist/browser-assets/` (the package build runs this). */
export async function writeBrowserAssets(): Promise<string[]> {
  const esbuild = await import("esbuild");
  const root = packageRoot();
  const names = Object.keys(BROWSER_ASSETS) as BrowserAssetName[];
  for (const name of names) {
    await esbuild.build({
      ...browserBuildOptions(root, name),
      write: true,
      outfile: join(root, "dist", "browser-assets", name),
    });
  }
  return names;
}
