// tests/pizza-list.spec.ts
import { expect, test } from "@hostbridge/testing/playwright";

const pizzas = { city: "Naples", pizzas: [{ id: "p1", name: "Margherita" }] };

for (const host of ["chatgpt", "mcp-apps", "basic-host", "mcp-ui"] as const) {
  test(`pizza list in ${host}`, async ({ openWidget }) => {
    const widget = await openWidget({
      widget: { file: "dist/widgets/pizza-list.html" },
      host,
      toolInput: { city: "Naples" },
      toolOutput: pizzas,
      tools: {
        load_more_pizzas: ({ cursor }) => ({
          content: [],
          structuredContent: { pizzas: [{ id: `p${cursor}`, name: "Diavola" }] },
        }),
      },
    });
    await expect(widget.frame.getByRole("heading")).toHaveText("Pizzas in Naples");

    await widget.frame.getByRole("button", { name: "Load more" }).click();
    await expect(widget.frame.getByText("Diavola")).toBeVisible();
    expect(await widget.toolCalls()).toEqual([{ name: "load_more_pizzas", args: { cursor: "2" } }]);

    await widget.update({ theme: "dark" });
    await expect(widget.frame.getByTestId("widget-root")).toHaveAttribute("data-theme", "dark");
    await widget.screenshot({ path: `screenshots/pizza-list-${host}.png` });
  });
}
