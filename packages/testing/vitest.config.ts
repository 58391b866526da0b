import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { loadedMachineTimeouts, sourceResolution } from "../../vitest.shared.js";

const sources = sourceResolution("browser");

export default defineConfig({
  ...sources,
  resolve: {
    ...sources.resolve,
    // react/examples/widget.test.tsx (the README's Testing block) imports the kit by name and runs here.
    alias: [{ find: /^@hostbridge\/testing$/, replacement: fileURLToPath(new URL("./src/index.ts", import.meta.url)) }],
  },
  test: {
    name: "testing",
    ...loadedMachineTimeouts,
    environment: "jsdom",
    setupFiles: ["./src/test-support/react-setup.ts"],
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
  },
});
