import { expect, test } from "@playwright/test";
import { widget } from "./helpers.js";

/** The tool form the dev host generates from each tool's input schema, and its raw JSON view. */
test.describe("dev host tool form", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/?host=mcp-apps");
    await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected");
  });

  test("runs show_pizzas from the form and the widget shows that city's pizzas", async ({ page }) => {
    await page.getByTestId("tool-show_pizzas").click();
    const city = page.getByLabel("city");
    await expect(city).toBeVisible();
    await expect(page.getByTestId("schema-form")).toContainText('City to search, e.g. "Naples"');
    await city.fill("New York");

    // the JSON view shows exactly what the form will send
    await page.getByTestId("args-view-json").click();
    await expect(page.getByTestId("tool-args")).toHaveValue(JSON.stringify({ city: "New York" }, null, 2));
    await page.getByTestId("args-view-form").click();
    await expect(page.getByLabel("city")).toHaveValue("New York");

    await page.getByTestId("run-tool").click();
    const w = widget(page);
    await expect(w.getByTestId("pizza-item").first()).toContainText("Joe's Pizza");
    await expect(w.getByTestId("widget-root")).toContainText("New York");
    await expect(page.getByTestId("tool-call")).toContainText('{"city":"New York"}');
  });

  test("edits in the JSON view show in the form; invalid JSON blocks the run and the switch", async ({ page }) => {
    await page.getByTestId("tool-show_pizzas").click();
    await page.getByTestId("args-view-json").click();
    await page.getByTestId("tool-args").fill('{ "city": "Naples" }');
    await page.getByTestId("args-view-form").click();
    await expect(page.getByLabel("city")).toHaveValue("Naples");

    await page.getByTestId("args-view-json").click();
    await page.getByTestId("tool-args").fill("{ not json");
    await page.getByTestId("args-view-form").click();
    await expect(page.getByTestId("args-view-error")).toContainText("not valid");
    await expect(page.getByTestId("tool-args")).toBeVisible();
    await page.getByTestId("run-tool").click();
    await expect(page.getByTestId("args-error")).toBeVisible();
    await expect(page.getByTestId("tool-call")).toHaveCount(0);

    // a value the form has no field for keeps the JSON view instead of being dropped
    await page.getByTestId("tool-args").fill('{ "city": "Naples", "extra": 1 }');
    await page.getByTestId("args-view-form").click();
    await expect(page.getByTestId("args-view-error")).toContainText('"extra"');
  });

  test("marks required fields, names the missing ones and does not send the call", async ({ page }) => {
    await page.getByTestId("tool-analyze_file").click();
    const group = page.getByRole("group", { name: "file" });
    await expect(group).toBeVisible();
    await expect(group.getByLabel("download_url")).toHaveAttribute("aria-required", "true");
    await page.getByTestId("run-tool").click();
    await expect(page.getByTestId("arg-error-file.download_url")).toHaveText("Required");
    await expect(page.getByTestId("arg-error-file.file_id")).toHaveText("Required");
    await expect(page.getByTestId("arg-error-file.mime_type")).toHaveCount(0);
    await expect(page.getByTestId("form-errors")).toBeVisible();
    await expect(page.getByTestId("tool-call")).toHaveCount(0);

    const origin = `http://127.0.0.1:${process.env.E2E_DEMO_SERVER_PORT}`;
    await group.getByLabel("download_url").fill(`${origin}/files/file_menu`);
    await group.getByLabel("file_id").fill("file_menu");
    await expect(page.getByTestId("arg-error-file.download_url")).toHaveCount(0);
    await page.getByTestId("run-tool").click();
    await expect(page.getByTestId("tool-result")).toContainText('"fileName": "menu.txt"');
  });
});
