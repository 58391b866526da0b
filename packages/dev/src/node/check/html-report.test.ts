import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BEHAVIOURAL_FIXTURES } from "../../../../check/test-fixtures/broken-servers.js";
import { fixtureServer } from "../../../../check/test-fixtures/fixture-server.js";
import { serveFixture } from "../../../../check/test-fixtures/serve-fixture.js";
import { renderHtmlReport } from "./html-report.js";
import { runCheck } from "./run-check.js";

const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
let browser: Browser;
let folder: string;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  folder = await mkdtemp(join(tmpdir(), "hostbridge-check-report-"));
});
afterAll(async () => {
  await browser?.close();
  await rm(folder, { recursive: true, force: true });
});

/** How many distinct colours an image has (a blank screenshot has one or two). */
function colours(image: HTMLImageElement): number {
  const canvas = document.createElement("canvas");
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext("2d") as CanvasRenderingContext2D;
  context.drawImage(image, 0, 0);
  const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
  const seen = new Set<number>();
  for (let index = 0; index < data.length; index += 4)
    seen.add((((data[index] ?? 0) >> 4) << 8) | (((data[index + 1] ?? 0) >> 4) << 4) | ((data[index + 2] ?? 0) >> 4));
  return seen.size;
}

describe("the HTML report", () => {
  it("opens in Chromium as one file with a non-blank screenshot beside each run's findings", {
    timeout: 180_000,
  }, async () => {
    const healthy = await serveFixture(fixtureServer("healthy"));
    const broken = await serveFixture(BEHAVIOURAL_FIXTURES.contrast!.server);
    try {
      const options = { profiles: ["mcp-apps", "chatgpt"], widths: ["desktop" as const], browserPath: executablePath };
      const passing = await runCheck({ ...options, server: healthy.url, themes: ["dark"] });
      const failing = await runCheck({ ...options, server: broken.url, themes: ["light"] });
      const report = { ...failing, widgets: [...passing.widgets, ...failing.widgets] };
      const file = join(folder, "report.html");
      await writeFile(file, renderHtmlReport(report));

      const page = await browser.newPage();
      // Nothing may be fetched: the file holds everything it shows.
      const requests: string[] = [];
      page.on("request", (request) => requests.push(request.url()));
      await page.goto(pathToFileURL(file).href);
      expect(requests).toEqual([pathToFileURL(file).href]);
      const cards = page.locator("article.run");
      await expect.poll(() => cards.count()).toBe(4);
      const images = page.locator("article.run img");
      expect(await images.count()).toBe(4);
      for (const image of await images.all()) {
        await expect
          .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
          .toBeGreaterThan(300);
        expect(await image.evaluate(colours)).toBeGreaterThan(2);
      }
      const failed = page.locator('article.run[data-verdict="fail"]');
      expect(await failed.count()).toBe(2);
      await expect.poll(() => failed.first().locator(".findings li .rule").allTextContents()).toContain("contrast");
      expect(await failed.first().locator(".fix").first().textContent()).toContain("4.5:1");
      expect(await page.locator("h1").textContent()).toContain("hostbridge check");
      if (process.env.CHECK_REPORT_SCREENSHOT)
        await page.screenshot({ path: process.env.CHECK_REPORT_SCREENSHOT, fullPage: true });
    } finally {
      await healthy.close();
      await broken.close();
    }
  });
});
