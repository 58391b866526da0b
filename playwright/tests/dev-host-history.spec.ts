import { expect, type Page, test } from "@playwright/test";
import { widget } from "./helpers.js";

/** The dev host's run history: kept across reloads, run again with a click, saved under a name; Ctrl+Enter runs. */
test.describe("dev host history", () => {
  const connected = async (page: Page) =>
    expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected");

  test("Ctrl+Enter runs; every run is kept across a reload and runs again with a click", async ({ page }) => {
    await page.goto("/?host=mcp-apps");
    await connected(page);
    await expect(page.getByTestId("history-count")).toHaveText("0");

    await page.getByTestId("tool-show_pizzas").click();
    await page.getByLabel("city").fill("Naples");
    await page.getByLabel("city").press("Control+Enter");
    await expect(widget(page).getByTestId("widget-root")).toContainText("Naples");

    await page.getByTestId("tool-show_todos").click();
    await page.keyboard.press("Control+Enter");
    await expect(page.getByTestId("tool-call")).toContainText("show_todos");
    const entries = page.getByTestId("history-entry");
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toContainText("show_todos");
    await expect(entries.nth(1)).toContainText('"city": "Naples"');
    await expect(entries.nth(1)).toHaveAttribute("data-outcome", "ok");

    await page.reload();
    await connected(page);
    await expect(entries).toHaveCount(2);
    await entries.nth(1).getByTestId("history-result").click();
    await expect(entries.nth(1).getByTestId("history-result-view")).toContainText('"Naples"');

    // Running it again brings the tool and its arguments back into the form and calls it.
    await entries.nth(1).getByTestId("history-rerun").click();
    await expect(page.getByTestId("tool-call")).toContainText('{"city":"Naples"}');
    await expect(widget(page).getByTestId("widget-root")).toContainText("Naples");
    await expect(page.getByLabel("city")).toHaveValue("Naples");
    await expect(entries).toHaveCount(3);
    await expect(entries.nth(0)).toHaveAttribute("data-outcome", "ok");
  });

  test("a run saved under a name stays on top after a reload; a re-run plays its profile again", async ({ page }) => {
    await page.goto("/?host=chatgpt&tool=show_pizzas&args=%7B%22city%22%3A%22New%20York%22%7D&run=1");
    await connected(page);
    const entries = page.getByTestId("history-entry");
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toHaveAttribute("data-outcome", "ok");

    await entries.first().getByTestId("history-name").click();
    await page.getByTestId("history-name-input").fill("New York list");
    await page.getByTestId("history-name-input").press("Enter");
    await expect(page.getByTestId("history-saved")).toContainText("New York list");

    // Another load as another profile, without the link's auto-run.
    await page.goto("/?host=mcp-apps");
    await connected(page);
    await expect(page.getByTestId("profile-select")).toHaveValue("mcp-apps");
    const saved = page.getByTestId("history-saved").getByTestId("history-entry");
    await expect(saved).toContainText("New York list");
    await saved.getByTestId("history-rerun").click();
    await expect(page.getByTestId("profile-select")).toHaveValue("chatgpt");
    await expect(page.getByTestId("tool-call")).toContainText('{"city":"New York"}');
    await expect(widget(page).getByTestId("widget-root")).toContainText("New York");
  });
});
