import { expect, test } from "@playwright/test";
import { HOST_MODES, logEntries, runTool } from "./helpers.js";

for (const mode of HOST_MODES) {
  test(`dev host lists the widget's tools again when the widget says they changed · ${mode}`, async ({ page }) => {
    const w = await runTool(page, mode, "show_pizzas", { city: "Naples" });
    const appTools = page.getByTestId("app-tools");
    await expect(appTools).toHaveAttribute("data-status", "ready");
    await expect(logEntries(page, "out", "tools/list")).not.toHaveCount(0);
    const listed = await logEntries(page, "out", "tools/list").count();
    const notified = await logEntries(page, "in", "notifications/tools/list_changed").count();

    // The widget side sends the notification straight over the bridge (to the sandbox proxy, which
    // relays it to the host), as the View SDK does when the widget's tools change.
    await w
      .locator("body")
      .evaluate(() =>
        window.parent.postMessage({ jsonrpc: "2.0", method: "notifications/tools/list_changed", params: {} }, "*"),
      );

    // It is logged like every message, and the host asks for the tools again (host to view).
    await expect(logEntries(page, "in", "notifications/tools/list_changed")).toHaveCount(notified + 1);
    await expect(logEntries(page, "out", "tools/list")).toHaveCount(listed + 1);
    await expect(appTools).toHaveAttribute("data-status", "ready");
    await expect(appTools.locator('[data-testid="app-tool"][data-name="get_visible_pizzas"]')).toBeVisible();
  });
}
