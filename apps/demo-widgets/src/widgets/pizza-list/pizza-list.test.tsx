import { beforeEach, describe, expect, it } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWidget, type HostMode } from "@hostbridge/testing";
import { MORE_PIZZAS, PIZZAS } from "../../test-support/fixtures.js";
import { PizzaListWidget } from "./pizza-list.js";

const tools = {
  load_more_pizzas: (args: Record<string, unknown>) =>
    args.cursor === "page-2"
      ? { structuredContent: MORE_PIZZAS, content: [] }
      : { isError: true, content: [{ type: "text", text: "bad cursor" }] },
};

beforeEach(() => {
  window.history.replaceState(null, "", "/");
  localStorage.clear();
});

const rows = () => screen.getAllByTestId("pizza-item");
const select = (index: number) => fireEvent.click(within(rows()[index]!).getByTestId("select-pizza"));

describe.each<HostMode>(["chatgpt", "mcp-apps", "chatgpt+mcp"])("pizza-list in %s", (mode) => {
  it("shows the tool output, navigates to details and back, and sends follow-ups", async () => {
    const view = await renderWidget(<PizzaListWidget />, {
      host: mode,
      toolInput: { city: "Naples" },
      toolOutput: PIZZAS,
      tools,
    });
    expect(screen.getByRole("heading", { name: "Pizzas in Naples" })).toBeTruthy();
    expect(rows().map((li) => li.dataset.pizzaId)).toEqual(["p1", "p2"]);
    expect(screen.getByText("Margherita")).toBeTruthy();
    expect(screen.getByTestId("widget-root").dataset.hostKind).toBe(mode === "mcp-apps" ? "mcp-apps" : "chatgpt");

    select(1);
    const details = await screen.findByTestId("pizza-details");
    expect(within(details).getByText("Spicy salami on a thin crust.")).toBeTruthy();
    expect(window.location.pathname).toBe("/pizza/p2");

    fireEvent.click(screen.getByTestId("order-pizza"));
    await view.settle();
    expect(view.followUps()).toEqual(["Order a Diavola pizza in Naples for me."]);
    expect((await screen.findByTestId("status")).textContent).toContain("sent");

    fireEvent.click(screen.getByTestId("back-to-list"));
    await screen.findAllByTestId("pizza-item");
    expect(window.location.pathname).toBe("/");
    // The selection is kept (in widget state) and shown.
    expect(rows()[1]!.getAttribute("data-selected")).toBe("true");
  });

  it("loads the next page with the cursor until there is none", async () => {
    const view = await renderWidget(<PizzaListWidget />, { host: mode, toolOutput: PIZZAS, tools });
    fireEvent.click(screen.getByTestId("load-more"));
    expect(await screen.findByText("Marinara")).toBeTruthy();
    expect(view.toolCalls()).toEqual([{ name: "load_more_pizzas", args: { cursor: "page-2" } }]);
    expect(rows()).toHaveLength(3);
    expect(screen.queryByTestId("load-more")).toBeNull();
    expect(screen.getByTestId("list-end")).toBeTruthy();
  });

  it("reopens the pizza it showed after a reload", async () => {
    // Storage that outlives the widget: what a plain MCP Apps host's widget state falls back to.
    const hostOptions = { storage: localStorage };
    // The same tool call both times: on a plain MCP Apps host its result's viewUUID (stamped by
    // @hostbridge/server) names the widget instance whose state comes back.
    const call =
      mode === "mcp-apps"
        ? { toolResult: { content: [], structuredContent: PIZZAS, _meta: { viewUUID: "pizza-call-1" } } }
        : { toolOutput: PIZZAS };
    const first = await renderWidget(<PizzaListWidget />, { host: mode, ...call, tools, hostOptions });
    select(0);
    await screen.findByTestId("pizza-details");
    await first.settle();
    const saved = first.chatgpt?.openai.widgetState ?? null;
    if (first.chatgpt) expect(saved).toMatchObject({ selectedId: "p1", route: "/pizza/p1" });
    await first.cleanup();
    window.history.replaceState(null, "", "/");

    await renderWidget(<PizzaListWidget />, { host: mode, ...call, tools, hostOptions, widgetState: saved });
    const details = await screen.findByTestId("pizza-details");
    expect(details.dataset.pizzaId).toBe("p1");
    expect(within(details).getByText("Tomato, mozzarella and basil.")).toBeTruthy();
  });
});

describe("pizza-list details", () => {
  it("asks a follow-up without scrolling the chat", async () => {
    const view = await renderWidget(<PizzaListWidget />, { host: "chatgpt", toolOutput: PIZZAS });
    select(0);
    fireEvent.click(await screen.findByTestId("ask-about-pizza"));
    await view.settle();
    expect(view.chatgpt!.messages).toEqual([{ prompt: "What goes well with a Margherita?", scrollToBottom: false }]);
  });

  it("shows skeletons until the result arrives, then the list", async () => {
    const view = await renderWidget(<PizzaListWidget />, { host: "chatgpt", toolOutput: null });
    expect(screen.getByTestId("loading")).toBeTruthy();
    await view.update({ toolOutput: PIZZAS });
    expect(screen.getByText("Diavola")).toBeTruthy();
    expect(screen.queryByTestId("loading")).toBeNull();
  });

  it("says so when the host cancels the tool call", async () => {
    const view = await renderWidget(<PizzaListWidget />, { host: "mcp-apps", toolInput: { city: "Rome" } });
    expect(screen.getByTestId("loading")).toBeTruthy();
    await act(() => view.mcp!.cancel("User stopped it"));
    await view.settle();
    expect(screen.getByText("The search was cancelled: User stopped it")).toBeTruthy();
    expect(screen.queryByTestId("loading")).toBeNull();
  });

  it("says so when loading more fails", async () => {
    await renderWidget(<PizzaListWidget />, {
      host: "mcp-apps",
      toolOutput: PIZZAS,
      tools: { load_more_pizzas: { isError: true, content: [{ type: "text", text: "Kitchen closed" }] } },
    });
    fireEvent.click(screen.getByTestId("load-more"));
    await waitFor(() => expect(screen.getByText("Kitchen closed")).toBeTruthy());
    expect(rows()).toHaveLength(2);
  });
});
