import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

export default defineConfig({
  ...sourceResolution("browser"),
  test: {
    name: "dev",
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    ...loadedMachineTimeouts,
  },
});
