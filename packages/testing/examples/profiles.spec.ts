// Playwright: the same profile in a real host page
import { expect, HostShowsNoWidgetError, test } from "@hostbridge/testing/playwright";

for (const profile of ["chatgpt", "claude-ai", "vscode", "mcp-inspector"] as const) {
  test(`pizza list in ${profile}`, async ({ openWidget }) => {
    const widget = await openWidget({ widget: { server: "http://127.0.0.1:3000/mcp", tool: "show_pizzas" }, profile });
    await expect(widget.frame.getByTestId("pizza-item")).toHaveCount(4);
    await widget.reloadFrame(); // the host restores the frame as that host does
  });
}

test("Claude Code shows the tool's text", async ({ openWidget }) => {
  const error = await openWidget({
    widget: { server: "http://127.0.0.1:3000/mcp", tool: "show_pizzas" },
    profile: "claude-code",
  }).catch((reason: unknown) => reason);
  expect(error).toBeInstanceOf(HostShowsNoWidgetError);
  expect((error as HostShowsNoWidgetError).textFallback).toMatch(/pizza places/);
});
