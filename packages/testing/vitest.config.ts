import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

export default defineConfig({
  ...sourceResolution("browser"),
  test: {
    name: "testing",
    ...loadedMachineTimeouts,
    environment: "jsdom",
    setupFiles: ["./src/test-support/react-setup.ts"],
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
