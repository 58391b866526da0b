import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { build, defaultClientConditions, type Logger } from "vite";
import { hostbridge } from "../plugin.js";
import type { HostbridgeOptions } from "../options.js";

/** The fixture project of three widgets (hello, counter, gallery). */
export const FIXTURE_ROOT = fileURLToPath(new URL("../test-fixtures/three-widgets", import.meta.url));

/** More of the build's config. */
export interface FixtureBuildSettings {
  /** Hears what Vite would print (default: nothing is printed). */
  logger?: Logger;
  /** Modules the build leaves external (`build.rollupOptions.external`). */
  external?: string[];
}

/** Builds the fixture with the plugin into a fresh temporary folder; returns that folder. */
export async function buildFixture(
  options: HostbridgeOptions = {},
  root = FIXTURE_ROOT,
  { logger, external }: FixtureBuildSettings = {},
): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), "hostbridge-vite-build-"));
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await build({
      root,
      configFile: false,
      logLevel: "silent",
      ...(logger ? { customLogger: logger } : {}),
      mode: "production",
      // Workspace packages (@hostbridge/core, …) from their sources: a fresh clone has no dist/ yet.
      resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
      build: { outDir, emptyOutDir: true, ...(external ? { rollupOptions: { external } } : {}) },
      plugins: [hostbridge(options)],
    });
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  return outDir;
}
