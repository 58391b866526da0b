import { type Browser, chromium } from "@playwright/test";

/** Chromium flags for a loaded machine without network of its own. */
export const TEST_BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The system Chromium (or `CHROMIUM_PATH`) for the check's browser tests. */
export function launchTestChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium", args: TEST_BROWSER_ARGS });
}
