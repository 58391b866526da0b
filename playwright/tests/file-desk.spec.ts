import { expect, test } from "@playwright/test";
import { expectThemeRestyles, keepScreenshot, runTool } from "./helpers.js";

test.describe("file desk · chatgpt", () => {
  test("uploads a file, links it and analyses it through a file param", async ({ page, request }) => {
    const w = await runTool(page, "chatgpt", "open_file_desk");
    await expect(w.locator('[data-testid="file-row"][data-file-id="file_menu"]')).toContainText("menu.txt");

    await w.getByTestId("save-to-library").check();
    const content = "Dough: 500 g flour\nWater: 325 g\nSalt: 15 g\n";
    // a unique name: the demo server's file store is shared by every test of the run
    const name = `recipe-${Date.now().toString(36)}.txt`;
    await w.getByTestId("file-input").setInputFiles({ name, mimeType: "text/plain", buffer: Buffer.from(content) });
    await expect(page.getByTestId("host-file")).toHaveCount(1);
    await expect(page.getByTestId("host-file")).toContainText(name);
    await expect(page.getByTestId("host-file")).toContainText("library");
    const row = w.locator('[data-testid="file-row"]', { hasText: name });
    await expect(row).toBeVisible();
    await keepScreenshot(page, "file-desk-chatgpt");

    await row.getByTestId("get-download-url").click();
    const link = row.getByTestId("download-url");
    await expect(link).toBeVisible();
    const downloaded = await request.get((await link.getAttribute("href"))!);
    expect(await downloaded.text()).toBe(content);

    await row.getByTestId("analyze-file").click();
    await expect(row.getByTestId("analysis")).toContainText('3 lines; first line "Dough: 500 g flour"');
    await expectThemeRestyles(page, w);
  });

  test("picks files from the library", async ({ page }) => {
    const w = await runTool(page, "chatgpt", "open_file_desk");
    await w.getByTestId("select-files").click();
    await expect(w.getByTestId("status")).toBeVisible();
    const orders = w.locator('[data-testid="file-row"][data-file-id="file_orders"]');
    await expect(orders).toBeVisible();
    await orders.getByTestId("analyze-file").click();
    await expect(orders.getByTestId("analysis")).toContainText("orders.csv");
  });
});

test.describe("file desk · mcp-apps", () => {
  test("lists the files read-only: plain MCP Apps takes no uploads", async ({ page }) => {
    const w = await runTool(page, "mcp-apps", "open_file_desk");
    // the demo server's seed files (other tests may have uploaded more to the shared server)
    await expect(w.locator('[data-testid="file-row"][data-file-id="file_menu"]')).toBeVisible();
    await expect(w.locator('[data-testid="file-row"][data-file-id="file_orders"]')).toBeVisible();
    await expect(w.getByTestId("files-unsupported")).toBeVisible();
    await expect(w.getByTestId("upload-file")).toBeDisabled();
    await expect(w.getByTestId("feature-uploadFile")).toHaveAttribute("data-supported", "false");
    await keepScreenshot(page, "file-desk-mcp-apps");
    await expectThemeRestyles(page, w);
  });
});
