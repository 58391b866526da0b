import { defineConfig } from "vitest/config";

const conditions = ["@hostbridge/source", "module", "node", "development|production"];

// Workspace packages resolve to their TypeScript sources through the "@hostbridge/source" condition;
// vitest hands the ssr conditions to Node too, which is safe for this workspace-only name.
export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: "demo-server",
    environment: "node",
    include: ["src/**/*.test.ts"],
  },
});
