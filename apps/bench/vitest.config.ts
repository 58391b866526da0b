import { defineConfig } from "vitest/config";

// Only the harness's pure parts are tested here; nothing launches Chromium or asserts timing.
export default defineConfig({
  resolve: { conditions: ["@hostbridge/source", "module", "browser", "development|production"] },
  test: {
    name: "bench",
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
