import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";

const screenshotsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots");

/** Keeps a screenshot of the whole dev host page (`playwright/screenshots/<name>.png`) to look at. */
export async function keepPageScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.screenshot({ path: join(screenshotsDir, `${name}.png`) });
}

/** Keeps a screenshot of one element (`playwright/screenshots/<name>.png`) to look at. */
export async function keepElementScreenshot(element: Locator, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await element.screenshot({ path: join(screenshotsDir, `${name}.png`) });
}
