import { defineConfig } from "vitest/config";

const conditions = ["@hostbridge/source", "module", "node", "development|production"];

// Workspace packages resolve to their TypeScript sources through the "@hostbridge/source" condition.
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: "vite",
    environment: "node",
    include: ["src/**/*.test.ts"],
    // The integration tests run real Vite builds, a dev server and Chromium.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
