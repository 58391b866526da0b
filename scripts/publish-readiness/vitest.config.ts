import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The publish-readiness stage of `pnpm test` (`pnpm test:pack`): packs every publishable package
// once (global setup) and tests what a user installs from the tarballs. Needs `pnpm build` first.
export default defineConfig({
  root: fileURLToPath(new URL("../..", import.meta.url)),
  test: {
    name: "packed",
    environment: "node",
    // The packed packages' checks, then the scaffolder end to end on the same tarballs.
    include: ["scripts/publish-readiness/**/*.test.ts", "packages/create/e2e/**/*.test.ts"],
    globalSetup: ["scripts/publish-readiness/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One file at a time: they share the machine's cores (and npm's cache).
    fileParallelism: false,
  },
});
