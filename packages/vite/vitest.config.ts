import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@hostbridge/source", "module", "node", "development|production"] },
  test: {
    name: "vite",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // The integration tests run real Vite builds and Chromium.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
