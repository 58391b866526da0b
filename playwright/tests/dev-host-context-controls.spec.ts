import { expect, test } from "@playwright/test";
import { runTool } from "./helpers.js";

/** The host context controls beyond theme and device: any locale and time zone, width presets, platform, touch, hover. */
test.describe("dev host context controls", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`a widget sees the locale, time zone, platform and input chosen · ${theme}`, async ({ page }) => {
      const w = await runTool(page, "mcp-apps", "inspect_host", undefined, { query: `&theme=${theme}` });
      const info = (key: string) => w.getByTestId(`info-${key}`);
      await expect(info("capabilities")).toHaveText("hover");

      // Any BCP 47 tag, in its canonical form; a wrong one is refused with the reason, the old one stays.
      const locale = page.getByTestId("control-locale");
      await locale.fill("sr-latn-rs");
      await locale.press("Enter");
      await expect(locale).toHaveValue("sr-Latn-RS");
      await expect(info("locale")).toHaveText("sr-Latn-RS");
      await locale.fill("english please");
      await locale.press("Enter");
      await expect(page.getByTestId("control-locale-error")).toContainText("BCP 47");
      await expect(info("locale")).toHaveText("sr-Latn-RS");

      const timeZone = page.getByTestId("control-time-zone");
      await timeZone.fill("asia/tokyo");
      await timeZone.press("Enter");
      await expect(info("time-zone")).toHaveText("Asia/Tokyo");
      await timeZone.fill("Mars/Olympus");
      await timeZone.press("Enter");
      await expect(page.getByTestId("control-time-zone-error")).toContainText("IANA");
      await expect(info("time-zone")).toHaveText("Asia/Tokyo");

      await page.getByTestId("control-platform").selectOption("web");
      await expect(info("platform")).toHaveText("web");
      await page.getByTestId("control-touch").selectOption("true");
      await expect(info("capabilities")).toHaveText("hover, touch");
      await page.getByTestId("control-hover").selectOption("false");
      await expect(info("capabilities")).toHaveText("touch");
      await page.getByTestId("control-platform").selectOption("null");
      await expect(info("platform")).toHaveText("desktop");
      await page.screenshot({ path: `screenshots/dev-host-context-controls-${theme}.png` });
    });
  }

  test("a width preset narrows the conversation and reaches the widget as maxWidth", async ({ page }) => {
    const w = await runTool(page, "mcp-apps", "inspect_host");
    await page.getByTestId("control-max-width").selectOption({ label: "Side panel (320 px)" });
    await expect
      .poll(async () => (await page.getByTestId("widget-container").boundingBox())?.width)
      .toBeLessThanOrEqual(320);
    // The widget is told: a host-context-changed notification with the new container dimensions.
    await page.getByPlaceholder("text in the messages").fill('"maxWidth":320');
    await expect(page.getByTestId("log-entry").filter({ hasText: "host-context-changed" }).first()).toBeVisible();
    await expect(w.getByTestId("widget-root")).toBeVisible();
    await page.getByTestId("control-max-width").selectOption({ label: "Profile default" });
    await expect
      .poll(async () => (await page.getByTestId("widget-container").boundingBox())?.width)
      .toBeGreaterThan(600);
  });
});
