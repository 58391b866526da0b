import { expect, test } from "@playwright/test";
import {
  expectThemeRestyles,
  frameHeight,
  HOST_MODES,
  keepScreenshot,
  runTool,
  settledFrameHeight,
} from "./helpers.js";

for (const mode of HOST_MODES) {
  test.describe(`host inspector · ${mode}`, () => {
    test("shows what the host says and follows every control", async ({ page }) => {
      const w = await runTool(page, mode, "inspect_host");
      const info = (key: string) => w.getByTestId(`info-${key}`);
      await expect(info("host-kind")).toHaveText(mode);
      await expect(info("server-time")).not.toHaveText("not available");
      await expect(info("display-mode")).toHaveText(/^inline/);
      await expect(info("number")).toHaveText("1,234,567.891");
      await expect(info("device")).toHaveText("desktop");
      // ChatGPT hands the widget the whole result (toolResponseMetadata's mcp_tool_result), whose
      // _meta has the widget session id and the client hints ChatGPT sent with the call reached the
      // server (it echoes the locale)
      if (mode === "chatgpt") {
        const metadataKeys = await w
          .locator("body")
          .evaluate(() =>
            Object.keys(
              (window as unknown as { openai: { toolResponseMetadata: object } }).openai.toolResponseMetadata,
            ),
          );
        expect(metadataKeys.sort()).toEqual(["call_tool_result", "mcp_tool_result", "status"]);
        await expect(info("metadata")).toContainText("openai/widgetSessionId");
        await expect(info("metadata")).toContainText("hostbridge/clientLocale");
      } else {
        await expect(info("metadata")).not.toContainText("openai/widgetSessionId");
        await expect(info("metadata")).not.toContainText("clientLocale");
      }
      await keepScreenshot(page, `host-inspector-${mode}`);

      await page.getByTestId("control-locale").fill("de-DE");
      await page.getByTestId("control-locale").press("Enter");
      await expect(info("locale")).toHaveText("de-DE");
      await expect(info("number")).toHaveText("1.234.567,891");
      await expect(info("currency")).toContainText("€");

      await page.getByTestId("control-max-height").fill("640");
      await expect(info("max-height")).toContainText("640");
      await page.getByTestId("control-safe-top").fill("24");
      await page.getByTestId("control-safe-left").fill("8");
      await expect(info("safe-area")).toHaveText("24 0 0 8");

      await page.getByTestId("control-device-mobile").click();
      await expect(info("device")).toHaveText("mobile");
      await expect(info("capabilities")).toHaveText("touch");

      await page.getByTestId("control-display-mode-pip").click();
      await expect(page.getByTestId("widget-container")).toHaveAttribute("data-display-mode", "fullscreen");
      await expect(info("display-mode")).toHaveText(/^fullscreen/);
      await page.getByTestId("exit-display-mode").click();
      await expect(info("display-mode")).toHaveText(/^inline/);
      await expectThemeRestyles(page, w);
    });

    test("the frame height follows the content", async ({ page }) => {
      const w = await runTool(page, mode, "inspect_host");
      await page.getByTestId("control-max-height").fill("2000");
      await expect.poll(() => frameHeight(page)).toBeGreaterThan(200);
      const collapsed = await settledFrameHeight(page);
      await w.getByTestId("toggle-details").click();
      await expect(w.getByTestId("raw-data")).toBeVisible();
      await expect.poll(() => frameHeight(page)).toBeGreaterThan(collapsed + 50);
      const expanded = await settledFrameHeight(page);
      await w.getByTestId("toggle-details").click();
      await expect(w.getByTestId("raw-data")).toBeHidden();
      await expect.poll(() => frameHeight(page)).toBeLessThan(expanded - 50);
      // and never beyond the host's max height
      await page.getByTestId("control-max-height").fill("200");
      await expect.poll(() => frameHeight(page)).toBeLessThanOrEqual(200);
    });
  });
}
