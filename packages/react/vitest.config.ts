import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    // Workspace packages resolve to their TypeScript sources.
    conditions: ["@hostbridge/source", "module", "browser", "development|production"],
  },
  // Node-environment tests (SSR) resolve with the ssr conditions.
  ssr: { resolve: { conditions: ["@hostbridge/source", "module", "node", "development|production"] } },
  test: {
    name: "react",
    environment: "jsdom",
    setupFiles: ["./src/test-support/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    // Type tests (*.test-d.ts) run with tsc on every `vitest run`; a failed type assertion fails the run.
    typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
  },
});
