import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Workspace packages resolve to their TypeScript sources.
    conditions: ["@hostbridge/source", "module", "browser", "development|production"],
    // Node-environment tests (SSR) do not use the conditions above; point core at its sources for them.
    alias: [{ find: /^@hostbridge\/core$/, replacement: fileURLToPath(new URL("../core/src/index.ts", import.meta.url)) }],
  },
  test: {
    name: "react",
    environment: "jsdom",
    setupFiles: ["./src/test-support/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
  },
});
