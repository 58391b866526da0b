import { expect, test } from "@hostbridge/testing/playwright";
import { serve, type ServedApp } from "../server/serve.js";
import { expectReadable } from "./readability.js";

// The built widget (`vite build`) in Chromium, in real host pages (ChatGPT with window.openai, and
// a plain MCP Apps host), fed by this project's own MCP server.
let app: ServedApp;

test.beforeAll(async () => {
  app = await serve({ port: 0 });
});
test.afterAll(async () => {
  await app.close();
});

for (const host of ["chatgpt", "mcp-apps"] as const) {
  test(`shows the quotes, stars one and loads more in ${host}`, async ({ openWidget }) => {
    const widget = await openWidget({
      widget: { server: app.mcpUrl, tool: "show_quotes" },
      host,
      availableDisplayModes: ["inline", "fullscreen"],
    });
    const quotes = widget.frame.getByTestId("quote");
    await expect(quotes).toHaveCount(3);
    await expect(quotes.first()).toContainText("Simplicity is prerequisite for reliability.");

    await widget.frame.getByRole("button", { name: "Star the quote by Edsger W. Dijkstra" }).click();
    await expect(widget.frame.getByTestId("starred-count")).toHaveText("1 starred");

    await widget.frame.getByTestId("load-more").click();
    await expect(quotes).toHaveCount(6);
    expect(await widget.toolCalls()).toEqual([{ name: "more_quotes", args: { cursor: "3" } }]);

    await widget.frame.getByRole("button", { name: "Ask about Kent Beck" }).click();
    await widget.settle();
    expect(await widget.followUps()).toEqual(["Tell me more about Kent Beck."]);
  });
}

for (const host of ["chatgpt", "mcp-apps"] as const) {
  test(`reads in the dark theme, inline and fullscreen, and in the light one in ${host}`, async ({ openWidget }) => {
    const widget = await openWidget({
      widget: { server: app.mcpUrl, tool: "show_quotes" },
      host,
      theme: "dark",
      availableDisplayModes: ["inline", "fullscreen"],
    });
    const texts = [
      widget.frame.getByRole("heading", { name: "Quotes about programming" }),
      widget.frame.getByText("Simplicity is prerequisite for reliability."),
      widget.frame.getByText("Edsger W. Dijkstra", { exact: true }),
    ];
    await expect(widget.frame.getByTestId("quote")).toHaveCount(3);
    await expectReadable(texts, "dark");

    await widget.frame.getByTestId("toggle-fullscreen").click();
    await expect(widget.frame.getByTestId("toggle-fullscreen")).toHaveText("Exit fullscreen");
    await expectReadable(texts, "dark");

    await widget.update({ theme: "light" });
    await expectReadable(texts, "light");
  });
}
