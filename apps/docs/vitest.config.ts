import { defineConfig } from "vitest/config";

/** The guides' example tests (`examples/*.test.tsx`): the code on the site runs, not only compiles. */
export default defineConfig({
  // Workspace packages from their sources (no build needed), then Vite's default client conditions.
  resolve: { conditions: ["@hostbridge/source", "module", "browser", "development|production"] },
  test: {
    name: "docs",
    environment: "jsdom",
    include: ["examples/**/*.test.{ts,tsx}"],
    // A loaded 2-core machine: a cold import of React, jsdom and the official SDK can take seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
