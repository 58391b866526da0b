import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

export default defineConfig({
  ...sourceResolution("browser"),
  test: {
    name: "core",
    ...loadedMachineTimeouts,
    environment: "jsdom",
    include: ["src/**/*.test.ts"],
    // Type tests (*.test-d.ts) run with tsc on every `vitest run`; a failed type assertion fails the run.
    typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
  },
});
