import { defineConfig } from "vitest/config";
import { sourceResolution } from "../../vitest.shared.js";

export default defineConfig({
  ...sourceResolution("node"),
  test: {
    name: "vite",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // The integration tests run real Vite builds, a dev server and Chromium.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
