import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { DevHostError } from "./errors.js";

/**
 * The package's built browser files. The same relative path works from `src/node` (workspace) and
 * from `dist/node` (published package): both sit two levels below the package root.
 */
const DIST = new URL("../../dist/", import.meta.url);

/** Folder of the prebuilt dev host UI (`vite build` output). */
export function uiDirectory(): string {
  return fileURLToPath(new URL("ui/", DIST));
}

/** The sandbox proxy page's script (an IIFE bundled at build time). */
export function readProxyScript(): string {
  return readAsset("sandbox-proxy.js");
}

function readAsset(name: string): string {
  const path = fileURLToPath(new URL(`assets/${name}`, DIST));
  if (!existsSync(path)) {
    throw new DevHostError(
      "assets_missing",
      `${name} is missing from @hostbridge/dev's dist: build the package first (pnpm --filter @hostbridge/dev build).`,
    );
  }
  return readFileSync(path, "utf8");
}

/** Whether the prebuilt UI is there (the CLI refuses to start without it). */
export function hasUi(): boolean {
  return existsSync(fileURLToPath(new URL("ui/index.html", DIST)));
}
