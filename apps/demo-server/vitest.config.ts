import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

export default defineConfig({
  ...sourceResolution("node"),
  test: {
    name: "demo-server",
    ...loadedMachineTimeouts,
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
