import { defineConfig } from "vitest/config";

// The scaffolded project's tests as its own vitest.config.ts runs them, with the workspace
// packages resolved from their sources (the project here is not installed from tarballs).
export default defineConfig({
  resolve: { conditions: ["@hostbridge/source", "module", "browser", "development|production"] },
  ssr: { resolve: { conditions: ["@hostbridge/source", "module", "node", "development|production"] } },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}", "server/**/*.test.ts"],
    // As the apps-sdk-ui template's own config: its components import CSS modules Node cannot load.
    server: { deps: { inline: ["@openai/apps-sdk-ui"] } },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
