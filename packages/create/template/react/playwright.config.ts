import { defineConfig } from "@playwright/test";

// Browser tests (tests/*.spec.ts) in Chromium. CHROMIUM_PATH runs an installed Chromium (e.g. a
// system package) instead of Playwright's own; `npm test` installs Playwright's when neither is there.
const executablePath = process.env.CHROMIUM_PATH;

export default defineConfig({
  testDir: "tests",
  fullyParallel: true,
  reporter: process.env.CI ? "line" : "list",
  use: {
    browserName: "chromium",
    trace: "retain-on-failure",
    launchOptions: executablePath
      ? {
          executablePath,
          args: ["--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
        }
      : {},
  },
});
