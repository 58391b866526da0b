import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@hostbridge/source", "module", "browser", "development|production"] },
  test: {
    name: "testing",
    environment: "jsdom",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
