import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

export default defineConfig({
  ...sourceResolution("browser"),
  test: {
    name: "demo-widgets",
    ...loadedMachineTimeouts,
    environment: "jsdom",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test-support/setup.ts"],
    // Type tests (*.test-d.ts): the demo server's declarations typing the widgets' hooks, checked on every run.
    typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
  },
});
