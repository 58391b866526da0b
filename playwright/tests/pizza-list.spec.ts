import { expect, test } from "@playwright/test";
import { HOST_MODES, keepScreenshot, logEntries, runTool } from "./helpers.js";

for (const mode of HOST_MODES) {
  test.describe(`pizza list · ${mode}`, () => {
    test("renders the tool output and reaches the host with its actions", async ({ page }) => {
      const w = await runTool(page, mode, "show_pizzas", { city: "Naples" });
      await expect(w.getByTestId("pizza-item")).toHaveCount(4);
      await expect(w.getByTestId("pizza-item").first()).toContainText("L'Antica Pizzeria da Michele");
      await keepScreenshot(page, `pizza-list-${mode}`);

      // load more: a tools/call through the host to the demo server
      await w.getByTestId("load-more").click();
      await expect(w.getByTestId("pizza-item")).toHaveCount(5);
      await expect(w.getByTestId("list-end")).toBeVisible();

      // select + navigate to details, then a follow-up message
      await w.getByTestId("select-pizza").nth(1).click();
      await expect(w.getByTestId("pizza-details")).toContainText("Gino Sorbillo");
      await w.getByTestId("order-pizza").click();
      await expect(page.getByTestId("follow-up")).toContainText("Gino Sorbillo");
    });
  });
}
