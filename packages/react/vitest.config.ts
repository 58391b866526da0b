import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

export default defineConfig({
  // Node-environment tests (SSR) resolve with the ssr conditions.
  ...sourceResolution("browser"),
  test: {
    name: "react",
    ...loadedMachineTimeouts,
    environment: "jsdom",
    setupFiles: ["./src/test-support/setup.ts"],
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,mjs}"],
    // Type tests (*.test-d.ts) run with tsc on every `vitest run`; a failed type assertion fails the run.
    typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
  },
});
