import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@hostbridge/source", "module", "browser", "development|production"] },
  test: {
    name: "core",
    environment: "jsdom",
    include: ["src/**/*.test.ts"],
  },
});
