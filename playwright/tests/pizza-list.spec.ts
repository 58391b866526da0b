import { expect, test } from "@playwright/test";
import {
  expectThemeRestyles,
  HOST_MODES,
  keepScreenshot,
  logEntries,
  reloadWidget,
  runTool,
  widget,
} from "./helpers.js";

for (const mode of HOST_MODES) {
  test.describe(`pizza list · ${mode}`, () => {
    test("renders the tool output; load more, selection and follow-up reach the host", async ({ page }) => {
      const w = await runTool(page, mode, "show_pizzas", { city: "Naples" });
      await expect(w.getByTestId("pizza-item")).toHaveCount(4);
      await expect(w.getByTestId("pizza-item").first()).toContainText("L'Antica Pizzeria da Michele");
      await keepScreenshot(page, `pizza-list-${mode}`);

      // load more: the widget's tools/call goes through the host to the demo server
      await w.getByTestId("load-more").click();
      await expect(w.getByTestId("pizza-item")).toHaveCount(5);
      await expect(w.getByTestId("list-end")).toBeVisible();
      // hostbridge routes callTool to the standard bridge in both hosts
      await expect(logEntries(page, "in", "tools/call").first()).toBeVisible();

      // selection navigates to the details; follow-ups show in the conversation
      await w.getByTestId("select-pizza").nth(1).click();
      await expect(w.getByTestId("pizza-details")).toContainText("Gino Sorbillo");
      await w.getByTestId("order-pizza").click();
      await expect(page.getByTestId("follow-up")).toHaveCount(1);
      await expect(page.getByTestId("follow-up")).toContainText("Gino Sorbillo");
      await w.getByTestId("ask-about-pizza").click();
      await expect(page.getByTestId("follow-up")).toHaveCount(2);
    });

    test("the selection reaches the host as widget state; the theme restyles the widget", async ({ page }) => {
      let w = await runTool(page, mode, "show_pizzas", { city: "New York" });
      await w.getByTestId("select-pizza").nth(2).click();
      await expect(w.getByTestId("pizza-details")).toHaveAttribute("data-pizza-id", "ny-3");
      if (mode === "chatgpt") {
        // ChatGPT keeps widget state on the host: a reload reopens the selected pizza.
        await expect(page.getByTestId("widget-state")).toContainText("ny-3");
        w = await reloadWidget(page, mode);
        await expect(w.getByTestId("pizza-details")).toHaveAttribute("data-pizza-id", "ny-3");
        await w.getByTestId("back-to-list").click();
        await expect(w.getByTestId("pizza-item").nth(2)).toHaveAttribute("data-selected", "true");
      } else {
        // Plain MCP Apps has no widget state: hostbridge sends it as model context instead.
        await expect(page.getByTestId("model-context")).toContainText("ny-3");
      }
      await expectThemeRestyles(page, widget(page));
    });

    test("holds the tool input until the user approves it", async ({ page }) => {
      await page.goto(`/?host=${mode}`);
      await page.getByTestId("control-require-approval").check();
      await page.getByTestId("tool-show_pizzas").click();
      await page.getByTestId("args-view-json").click();
      await page.getByTestId("tool-args").fill(JSON.stringify({ city: "Naples" }));
      await page.getByTestId("run-tool").click();
      const w = widget(page);
      await expect(w.getByTestId("widget-root")).toBeVisible();
      await expect(page.getByTestId("approval-banner")).toBeVisible();
      await expect(w.getByTestId("pizza-item")).toHaveCount(0);
      await page.getByTestId("approve-tool-input").click();
      await expect(page.getByTestId("approval-banner")).toBeHidden();
      await expect(w.getByTestId("pizza-item")).toHaveCount(4);
      await expect(w.getByTestId("widget-root")).toContainText("Naples");
    });
  });
}
