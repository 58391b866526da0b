import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

// Only the harness's pure parts are tested here; nothing launches Chromium or asserts timing.
export default defineConfig({
  ...sourceResolution("browser"),
  test: {
    name: "bench",
    ...loadedMachineTimeouts,
    environment: "node",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
