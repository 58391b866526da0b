import type { Alias } from "vite";
import { HostBridgeViteError } from "./errors.js";
import { findPreactCompatAliases } from "./preact-compat.js";

export { PREACT_COMPAT_MODULES } from "./preact-compat.js";

// @example-source packages/vite/examples/api-reference.ts#preactAliases
/**
 * Vite aliases that build React code on Preact's compat layer: `react`, `react-dom`,
 * `react-dom/client`, the JSX runtimes, ... each to the file of the `preact` installed for the
 * project in `root` (absolute paths, so a dependency that imports React, `@hostbridge/react` among
 * them, gets Preact too however the package manager lays out node_modules). Throws `missing_preact`
 * when `root` cannot resolve `preact`.
 *
 * @example
 * ```ts
 * // vitest.config.ts: the widgets' tests on Preact, as `hostbridge({ preact: true })` builds them
 * const testConfig = defineConfig({ resolve: { alias: preactAliases(process.cwd()) } });
 * ```
 */
export function preactAliases(root: string): Alias[] {
  const aliases = findPreactCompatAliases(root);
  if (!aliases)
    throw new HostBridgeViteError(
      "missing_preact",
      "hostbridge({ preact: true }) builds the widgets on preact/compat, but preact is not installed: npm install preact",
    );
  return aliases;
}
