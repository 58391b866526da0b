// Makes sure the browser tests have a Chromium: CHROMIUM_PATH when set, else Playwright's own
// (downloaded once with `playwright install chromium` when it is missing).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "@playwright/test";

const configured = process.env.CHROMIUM_PATH;
if (configured) {
  if (!existsSync(configured)) {
    console.error(`CHROMIUM_PATH is ${configured}, which does not exist.`);
    process.exit(1);
  }
} else if (!existsSync(chromium.executablePath())) {
  console.log("Installing Playwright's Chromium for the browser tests (once)...");
  const cli = createRequire(import.meta.url).resolve("@playwright/test/cli");
  execFileSync(process.execPath, [cli, "install", "chromium"], { stdio: "inherit" });
}
