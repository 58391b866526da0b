import { expect, type Locator, type Page, test } from "@playwright/test";
import { runTool } from "./helpers.js";

/** The dev host at 1440×900: the log in view, a split the user moves, PiP clear of the panels. */
test.describe("dev host layout at 1440×900", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (!found) throw new Error("not on screen");
    return found;
  };
  const logHeight = async (page: Page) => (await box(page.getByTestId("message-log"))).height;

  test("the log is in view, and the split moves by drag and by keys and stays after a reload", async ({ page }) => {
    await runTool(page, "mcp-apps", "show_pizzas");
    const log = page.getByTestId("message-log");
    await expect(log).toBeInViewport({ ratio: 1 });
    const start = await logHeight(page);

    const handle = await box(page.getByTestId("inspector-split"));
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y - 150, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => logHeight(page)).toBeGreaterThan(start + 100);

    const dragged = await logHeight(page);
    await page.getByTestId("inspector-split").focus();
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => logHeight(page)).toBeLessThan(dragged - 20);
    const moved = await logHeight(page);

    await page.reload();
    await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected");
    await expect.poll(async () => Math.abs((await logHeight(page)) - moved)).toBeLessThan(4);
    await expect(log).toBeInViewport({ ratio: 1 });
  });

  test("picture-in-picture floats over the conversation, not over the inspector", async ({ page }) => {
    await runTool(page, "mcp-apps", "show_pizzas");
    await page.getByTestId("control-display-mode-pip").click();
    await expect(page.getByTestId("widget-container")).toHaveAttribute("data-display-mode", "pip");
    const pip = await box(page.getByTestId("widget-container"));
    const inspector = await box(page.locator("aside.inspector"));
    expect(pip.x + pip.width).toBeLessThanOrEqual(inspector.x);
  });
});
