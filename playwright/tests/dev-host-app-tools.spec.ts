import { expect, type Page, test } from "@playwright/test";
import { HOST_MODES, logEntries, runTool } from "./helpers.js";

/** The tools section of the host state panel. */
const appTools = (page: Page) => page.getByTestId("app-tools");

for (const mode of HOST_MODES) {
  test.describe(`dev host: tools the widget registers · ${mode}`, () => {
    test("lists get_visible_pizzas after the handshake, calls it and shows the visible pizzas", async ({ page }) => {
      const w = await runTool(page, mode, "show_pizzas", { city: "Naples" });
      await expect(w.getByTestId("pizza-item")).toHaveCount(4);

      // The widget declared appCapabilities.tools, so the host asked for its tools (host to view).
      await expect(appTools(page)).toHaveAttribute("data-status", "ready");
      await expect(logEntries(page, "out", "tools/list")).toHaveCount(1);
      const tool = appTools(page).locator('[data-testid="app-tool"][data-name="get_visible_pizzas"]');
      await expect(tool).toContainText("The pizzas the widget shows now");
      await expect(tool.getByTestId("app-tool-schema")).toContainText('"type": "object"');

      // Bad arguments stay in the host: an error, no request.
      await tool.getByTestId("app-tool-args").fill("{ nope");
      await tool.getByTestId("app-tool-call").click();
      await expect(tool.getByTestId("app-tool-args-error")).toContainText("Arguments are not valid JSON");
      await expect(logEntries(page, "out", "tools/call")).toHaveCount(0);

      await tool.getByTestId("app-tool-args").fill("{}");
      await tool.getByTestId("app-tool-call").click();
      const result = page.getByTestId("app-tool-result");
      await expect(result).toHaveAttribute("data-status", "ok");
      // What the widget shows, as its handler read it: the four Naples pizzas, none selected.
      const shown = await w
        .getByTestId("pizza-item")
        .evaluateAll((items) => items.map((item) => item.getAttribute("data-pizza-id")));
      expect(shown).toHaveLength(4);
      for (const id of shown) await expect(result).toContainText(`"id": "${id}"`);
      await expect(result).toContainText("L'Antica Pizzeria da Michele");
      await expect(result).toContainText('"selectedId": null');
      // The call and the widget's answer are in the message log too.
      await expect(logEntries(page, "out", "tools/call")).toHaveCount(1);
      const callId = /"id":(\d+)/.exec(
        (await logEntries(page, "out", "tools/call").locator(".payload").textContent()) ?? "",
      )?.[1];
      expect(callId).toBeDefined();
      const answer = page.locator('[data-testid="log-entry"][data-direction="in"][data-label="response"] .payload', {
        hasText: `"id":${callId}`,
      });
      await expect(answer).toContainText("L'Antica Pizzeria da Michele");

      // Load more changes what is visible; the next call sees five pizzas.
      await w.getByTestId("load-more").click();
      await expect(w.getByTestId("pizza-item")).toHaveCount(5);
      await tool.getByTestId("app-tool-call").click();
      await expect(logEntries(page, "out", "tools/call")).toHaveCount(2);
      await expect(result).toHaveAttribute("data-status", "ok");
      const fifth = await w.getByTestId("pizza-item").nth(4).getAttribute("data-pizza-id");
      await expect(result).toContainText(`"id": "${fifth}"`);

      // Refresh asks the widget again.
      await appTools(page).getByTestId("app-tools-refresh").click();
      await expect(logEntries(page, "out", "tools/list")).toHaveCount(2);
      await expect(appTools(page)).toHaveAttribute("data-status", "ready");
      await expect(tool).toBeVisible();
    });
  });
}

test("a widget that declares no tools gets no tools/list, and the panel says so", async ({ page }) => {
  await runTool(page, "mcp-apps", "show_todos");
  // The host would list the tools as soon as the widget finishes its handshake.
  await expect(logEntries(page, "in", "ui/notifications/initialized")).toHaveCount(1);
  await expect(appTools(page)).toHaveAttribute("data-status", "absent");
  await expect(page.getByTestId("app-tools-absent")).toContainText("appCapabilities.tools");
  await expect(appTools(page).getByTestId("app-tools-refresh")).toBeDisabled();
  await expect(logEntries(page, "out", "tools/list")).toHaveCount(0);
});
