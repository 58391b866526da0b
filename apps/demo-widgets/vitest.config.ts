import { defaultClientConditions } from "vite";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["@hostbridge/source", ...defaultClientConditions] },
  test: {
    name: "demo-widgets",
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test-support/setup.ts"],
    // Type tests (*.test-d.ts): the demo server's declarations typing the widgets' hooks, checked on every run.
    typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
  },
});
