import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Vitest hands `ssr.resolve.conditions` to Node as `--conditions`, and some third-party packages
// (eventsource) ship a "source" entry of raw TypeScript, so the node-side conditions stay default
// and workspace packages are pointed at their sources by alias instead.
const packagesDir = fileURLToPath(new URL("../../packages", import.meta.url));

export default defineConfig({
  resolve: {
    conditions: ["source", "module", "node", "development|production"],
    alias: [{ find: /^@hostbridge\/([\w-]+)$/, replacement: `${packagesDir}/$1/src/index.ts` }],
  },
  ssr: { resolve: { conditions: ["module", "node", "development|production"] } },
  test: {
    name: "demo-server",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
