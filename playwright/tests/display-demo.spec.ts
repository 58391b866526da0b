import { expect, test } from "@playwright/test";
import { expectThemeRestyles, HOST_MODES, keepScreenshot, logEntries, modalWidget, runTool } from "./helpers.js";

for (const mode of HOST_MODES) {
  test.describe(`display demo · ${mode}`, () => {
    test("switches between inline, picture-in-picture and fullscreen", async ({ page }) => {
      const w = await runTool(page, mode, "show_display_demo", { title: "Modes" });
      await expect(w.getByTestId("card")).toHaveCount(4);
      await expect(w.getByTestId("available-modes")).toContainText("inline, pip, fullscreen");
      await keepScreenshot(page, `display-demo-${mode}`);
      const container = page.getByTestId("widget-container");

      await w.getByTestId("display-fullscreen").click();
      await expect(container).toHaveAttribute("data-display-mode", "fullscreen");
      await expect(w.getByTestId("display-mode")).toContainText("fullscreen");
      const viewport = page.viewportSize()!;
      await expect.poll(async () => (await page.getByTestId("widget-frame").boundingBox())?.width).toBe(viewport.width);

      await w.getByTestId("display-pip").click();
      await expect(container).toHaveAttribute("data-display-mode", "pip");
      await expect(w.getByTestId("display-pip")).toHaveAttribute("aria-pressed", "true");
      const pip = (await container.boundingBox())!;
      expect(pip.width).toBeLessThan(420);
      // In the conversation's lower right corner, clear of the inspector column.
      const inspector = (await page.locator("aside.inspector").boundingBox())!;
      expect(pip.x + pip.width).toBeLessThanOrEqual(inspector.x);
      expect(pip.x + pip.width).toBeGreaterThan(inspector.x - 40);

      await w.getByTestId("display-inline").click();
      await expect(container).toHaveAttribute("data-display-mode", "inline");
      await expect(page.getByTestId("state-display-mode")).toHaveText("inline");
      await expect(logEntries(page, "in", "ui/request-display-mode").first()).toBeVisible();
      await expectThemeRestyles(page, w);
    });

    test("links, open-in-app URL and close reach the host", async ({ page }) => {
      const w = await runTool(page, mode, "show_display_demo");
      await w.getByTestId("open-external").click();
      await expect(page.getByTestId("opened-link")).toHaveCount(1);
      await expect(page.getByTestId("opened-link").first()).toHaveAttribute(
        "data-href",
        "https://example.com/hostbridge/docs",
      );
      if (mode === "chatgpt") {
        // an approved redirect domain gets ?redirectUrl=, unless the widget says redirectUrl: false
        await expect(page.getByTestId("opened-link").first()).toContainText("redirectUrl=");
        await w.getByTestId("open-external-no-redirect").click();
        await expect(page.getByTestId("opened-link")).toHaveCount(2);
        await expect(page.getByTestId("opened-link").nth(1)).not.toContainText("redirectUrl=");
        await w.getByTestId("set-open-in-app-url").click();
        await expect(page.getByTestId("open-in-app-url")).toHaveText("https://example.com/hostbridge/display-demo");
      } else {
        await expect(logEntries(page, "in", "ui/open-link").first()).toBeVisible();
        await expect(w.getByTestId("set-open-in-app-url")).toBeDisabled();
        await expect(w.getByTestId("open-modal").first()).toBeDisabled();
      }
      await w.getByTestId("request-close").click();
      await expect(page.getByTestId("widget-closed")).toBeVisible();
      await expect(page.getByTestId("close-requests")).toHaveText("1");
    });
  });
}

test.describe("modal · chatgpt", () => {
  test("opens the modal template with its params and closes it", async ({ page }) => {
    const w = await runTool(page, "chatgpt", "show_display_demo");
    await w.locator('[data-testid="card"][data-card-id="pip"]').getByTestId("open-modal").click();
    const modal = page.getByTestId("modal");
    await expect(modal).toBeVisible();
    await expect(page.getByTestId("modal-params")).toHaveText('{"cardId":"pip"}');
    const m = modalWidget(page);
    await expect(m.getByTestId("view-mode")).toContainText("modal");
    await expect(m.getByTestId("modal-card")).toHaveAttribute("data-card-id", "pip");
    await expect(m.getByTestId("modal-card")).toContainText("small floating window");
    await page.getByTestId("modal").locator(".modal").screenshot({ path: "screenshots/modal-details-chatgpt.png" });
    await m.getByTestId("modal-close").click();
    await expect(modal).toBeHidden();
    await expect(page.getByTestId("close-requests")).toHaveText("1");
  });
});
