// pizza-list.test.tsx   (vitest, environment: "jsdom")
import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { renderWidget, type ToolMap } from "@hostbridge/testing";
import { PizzaList } from "./pizza-list";

const tools: ToolMap = {
  load_more_pizzas: ({ cursor }) => ({
    content: [],
    structuredContent: { pizzas: [{ id: `p${cursor}`, name: "Diavola" }] },
  }),
};

describe.each(["chatgpt", "mcp-apps", "chatgpt+mcp"] as const)("PizzaList in %s", (host) => {
  it("shows the pizzas, loads more and orders", async () => {
    const view = await renderWidget(<PizzaList />, {
      host,
      toolInput: { city: "Naples" },
      toolOutput: { pizzas: [{ id: "p1", name: "Margherita" }] },
      tools,
    });
    expect(screen.getByRole("heading").textContent).toBe("Pizzas in Naples");

    fireEvent.click(screen.getByText("Load more"));
    expect(await screen.findByText("Diavola")).toBeTruthy();
    expect(view.toolCalls()).toEqual([{ name: "load_more_pizzas", args: { cursor: "2" } }]);

    fireEvent.click(screen.getByText("Order"));
    await view.settle();
    expect(view.followUps()).toEqual(["Order the Margherita"]);

    await view.update({ theme: "dark" });
    expect(screen.getByTestId("widget-root").dataset.theme).toBe("dark");
  });

  it("waits for the user's approval", async () => {
    const view = await renderWidget(<PizzaList />, { host, pendingApproval: true });
    expect(screen.getByRole("heading").textContent).toBe("Waiting for approval");
    await view.approve({ city: "Turin" });
    expect(screen.getByRole("heading").textContent).toBe("Pizzas in Turin");
  });
});
