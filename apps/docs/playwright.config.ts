import { defineConfig } from "@playwright/test";

/** The built site (`pnpm docs:build`), served on 127.0.0.1 by `scripts/serve-site.mjs` on its own port. */
const port = Number(process.env.DOCS_PORT || 4280);

export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results",
  fullyParallel: false,
  // The page shards of docs-site.spec.ts open side by side, one browser per worker.
  workers: 2,
  retries: 0,
  // A shard opens some eighty pages: generous for a loaded 2-core machine.
  timeout: 1_200_000,
  expect: { timeout: 20_000 },
  reporter: "list",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1280, height: 900 },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    command: `node scripts/serve-site.mjs ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
