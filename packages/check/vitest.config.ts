import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@hostbridge/source", "module", "node", "development|production"] },
  test: {
    name: "check",
    environment: "node",
    include: ["src/**/*.test.ts"],
    testTimeout: 30_000,
  },
});
