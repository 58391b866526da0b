// The API reference's examples of @hostbridge/testing/playwright: each region is the `@example`
// of one function's JSDoc (`node scripts/readme-snippets.mjs --write` copies it there).
// Typechecked with the package, never run (not a spec file).
import {
  expect,
  expectWidgetHealthy,
  openWidget,
  recordWidgetHealth,
  startWidgetHostServer,
  test,
} from "@hostbridge/testing/playwright";
import type { Browser } from "@playwright/test";

declare const browser: Browser;

// #region test
test("pizza list in ChatGPT", async ({ openWidget }) => {
  const widget = await openWidget({
    widget: { file: "dist/widgets/pizza-list.html" },
    profile: "chatgpt",
    toolOutput: { pizzas: [{ id: "p1", name: "Margherita" }] },
  });
  await expect(widget.frame.getByText("Margherita")).toBeVisible();
});
// #endregion test

// #region expectWidgetHealthy
test("pizza list is healthy in Claude", async ({ page, openWidget }) => {
  await recordWidgetHealth(page); // before the widget opens
  const widget = await openWidget({ widget: { file: "dist/widgets/pizza-list.html" }, profile: "claude-ai" });
  await expectWidgetHealthy(widget); // rejects with a WidgetHealthError naming every failed finding
});
// #endregion expectWidgetHealthy

// #region openWidget
// Outside the `test` fixtures (a script, another runner): any Playwright page does
const page = await browser.newPage();
const widget = await openWidget(page, {
  widget: { server: "http://127.0.0.1:3000/mcp", tool: "show_pizzas", args: { city: "Naples" } },
  profile: "vscode",
});
await widget.update({ theme: "dark" });
await widget.close(); // also stops the host server it started
// #endregion openWidget

// #region startWidgetHostServer
// One server for many widgets, as the `test` fixture keeps one per worker
const hostServer = await startWidgetHostServer();
for (const profile of ["chatgpt", "claude-ai", "vscode"] as const) {
  const shown = await openWidget(page, { widget: { file: "dist/widgets/pizza-list.html" }, profile, hostServer });
  await shown.close();
}
await hostServer.close();
// #endregion startWidgetHostServer
