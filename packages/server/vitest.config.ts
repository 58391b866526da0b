import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

const { resolve, ssr } = sourceResolution("node");

export default defineConfig({
  ssr,
  resolve: {
    ...resolve,
    // Lets the example import this package by name, as a user would.
    alias: { "@hostbridge/server": fileURLToPath(new URL("./src/index.ts", import.meta.url)) },
  },
  test: {
    name: "server",
    ...loadedMachineTimeouts,
    environment: "node",
    include: ["src/**/*.test.ts"],
    // Type tests (*.test-d.ts) run with tsc on every `vitest run`; a failed type assertion fails the run.
    typecheck: { enabled: true, include: ["src/**/*.test-d.ts"], tsconfig: "./tsconfig.json" },
  },
});
