import { defineConfig, devices } from "@playwright/test";

const ci = Boolean(process.env.CI);
const playgroundPort = Number(process.env.E2E_PLAYGROUND_PORT || 5320);

// Ports of the e2e stack (distinct from `pnpm dev`'s defaults so both can run at once).
process.env.E2E_PLAYGROUND_PORT = String(playgroundPort);
process.env.E2E_SANDBOX_PORT ||= "5321";
process.env.E2E_DEMO_SERVER_PORT ||= "3321";

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  globalSetup: "./global-setup.ts",
  fullyParallel: false,
  workers: ci ? 1 : 2,
  // No retries: a test that passes only on a second try is a bug to fix, not a pass.
  retries: 0,
  // Room for a loaded 2-core machine, where Chromium, the dev host and the demo server share the
  // cores with the test runner: a first widget took over 7 s to render there under heavy load, and
  // at load 10-15 seven dev-host specs waited more than 20 s for their first widget.
  timeout: 90_000,
  expect: { timeout: 30_000 },
  reporter: "list",
  use: {
    // The dev host page is on 127.0.0.1; widgets run on <label>.localhost, another site.
    baseURL: `http://127.0.0.1:${playgroundPort}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    viewport: { width: 1440, height: 960 },
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
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1440, height: 960 } } }],
});
