import { expect, test } from "@playwright/test";
import {
  expectThemeRestyles,
  frameHeight,
  HOST_MODES,
  keepScreenshot,
  reloadWidget,
  runTool,
  settledFrameHeight,
} from "./helpers.js";

for (const mode of HOST_MODES) {
  test.describe(`todo list · ${mode}`, () => {
    test("adds, toggles and removes todos; the frame height follows the list", async ({ page }) => {
      const w = await runTool(page, mode, "show_todos", { listName: "Groceries" });
      await expect(w.getByTestId("add-suggestion")).toHaveCount(4);
      await expect(w.getByTestId("add-suggestion").first()).toHaveAttribute(
        "data-suggestion",
        "Buy San Marzano tomatoes",
      );
      await expect(page.getByTestId("widget-frame")).toHaveAttribute("data-ready", "true");
      await expect.poll(() => frameHeight(page)).toBeGreaterThan(100);
      const before = await settledFrameHeight(page);

      for (const text of ["Knead the dough", "Heat the stone", "Slice the basil"]) {
        await w.getByTestId("todo-input").fill(text);
        await w.getByTestId("add-todo").click();
      }
      await w.getByTestId("add-suggestion").first().click();
      await expect(w.getByTestId("todo-item")).toHaveCount(4);
      await expect.poll(() => frameHeight(page)).toBeGreaterThan(before + 60);
      const grown = await settledFrameHeight(page);
      await keepScreenshot(page, `todo-list-${mode}`);

      await w.getByTestId("todo-toggle").first().check();
      await expect(w.getByTestId("todo-count")).toContainText("1 of 4");
      await w.getByTestId("clear-completed").click();
      await w.getByTestId("todo-remove").first().click();
      await expect(w.getByTestId("todo-item")).toHaveCount(2);
      await expect.poll(() => frameHeight(page)).toBeLessThan(grown);
    });

    test(
      mode === "chatgpt" ? "the list survives a reload of the widget" : "the list reaches the host as model context",
      async ({ page }) => {
        let w = await runTool(page, mode, "show_todos", {});
        await w.getByTestId("todo-input").fill("Invite Ada");
        await w.getByTestId("add-todo").click();
        await w.getByTestId("todo-input").fill("Buy flour");
        await w.getByTestId("add-todo").click();
        await w.getByTestId("todo-toggle").nth(1).check();
        await expect(w.getByTestId("todo-item").nth(1)).toHaveAttribute("data-done", "true");
        if (mode === "chatgpt") {
          await expect(w.getByTestId("persistence-note")).toContainText("reload the widget");
          await expect(page.getByTestId("widget-state")).toContainText("Invite Ada");
          w = await reloadWidget(page, mode);
          await expect(w.getByTestId("todo-item")).toHaveCount(2);
          await expect(w.getByTestId("todo-text").first()).toHaveText("Invite Ada");
          await expect(w.getByTestId("todo-item").nth(1)).toHaveAttribute("data-done", "true");
        } else {
          // Chromium gives the cross-site widget frame no storage: the widget says a reload starts afresh.
          await expect(w.getByTestId("persistence-note")).toContainText("a reload starts afresh");
          await expect(page.getByTestId("model-context")).toContainText("Buy flour");
        }
        await expectThemeRestyles(page, w);
      },
    );
  });
}
