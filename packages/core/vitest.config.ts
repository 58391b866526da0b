import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

export default defineConfig({
  ...sourceResolution("browser"),
  test: {
    name: "core",
    ...loadedMachineTimeouts,
    environment: "jsdom",
    include: ["src/**/*.test.ts"],
  },
});
