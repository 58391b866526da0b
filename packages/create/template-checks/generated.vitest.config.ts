import { defineConfig } from "vitest/config";

// The scaffolded project's tests as its own vitest.config.ts runs them, with the workspace
// packages resolved from their sources (the project here is not installed from tarballs).
export default defineConfig({
  resolve: { conditions: ["@hostbridge/source", "module", "browser", "development|production"] },
  ssr: { resolve: { conditions: ["@hostbridge/source", "module", "node", "development|production"] } },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
