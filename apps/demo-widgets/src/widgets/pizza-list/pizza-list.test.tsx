import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { cleanup as cleanupHosts } from "@hostbridge/testing";
import { renderIn } from "../../test-support/render-in-host.js";
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
afterEach(async () => {
  cleanup();
  await cleanupHosts();
});

describe("pizza-list in ChatGPT", () => {
  it("shows the tool output, opens details, remembers the selection and sends a follow-up", async () => {
    const { chatgpt } = await renderIn("chatgpt", <PizzaListWidget />, {
      chatgpt: { toolInput: { city: "Naples" }, toolOutput: PIZZAS, tools },
    });
    expect(screen.getByRole("heading", { name: "Pizzas in Naples" })).toBeTruthy();
    expect(screen.getAllByTestId("pizza-item").map((li) => li.dataset.pizzaId)).toEqual(["p1", "p2"]);
    expect(screen.getByText("Margherita")).toBeTruthy();

    fireEvent.click(within(screen.getAllByTestId("pizza-item")[1]!).getByTestId("select-pizza"));
    const details = await screen.findByTestId("pizza-details");
    expect(within(details).getByText("Spicy salami on a thin crust.")).toBeTruthy();
    expect(window.location.pathname).toBe("/pizza/p2");
    await waitFor(() => expect(chatgpt!.widgetStates.at(-1)).toMatchObject({ selectedId: "p2", route: "/pizza/p2" }));

    fireEvent.click(screen.getByTestId("order-pizza"));
    await waitFor(() =>
      expect(chatgpt!.messages).toEqual([{ prompt: "Order a Diavola pizza in Naples for me.", scrollToBottom: true }]),
    );
    expect((await screen.findByTestId("status")).textContent).toContain("sent");
    fireEvent.click(screen.getByTestId("ask-about-pizza"));
    await waitFor(() => expect(chatgpt!.messages[1]).toMatchObject({ scrollToBottom: false }));

    fireEvent.click(screen.getByTestId("back-to-list"));
    await screen.findAllByTestId("pizza-item");
    expect(window.location.pathname).toBe("/");
    expect(screen.getAllByTestId("pizza-item")[1]!.getAttribute("aria-selected")).toBe("true");
  });

  it("loads the next page with the cursor and keeps it in widget state", async () => {
    const { chatgpt } = await renderIn("chatgpt", <PizzaListWidget />, { chatgpt: { toolOutput: PIZZAS, tools } });
    fireEvent.click(screen.getByTestId("load-more"));
    expect(await screen.findByText("Marinara")).toBeTruthy();
    expect(chatgpt!.callsOf("callTool")[0]!.args).toEqual(["load_more_pizzas", { cursor: "page-2" }]);
    expect(screen.getAllByTestId("pizza-item")).toHaveLength(3);
    expect(screen.queryByTestId("load-more")).toBeNull();
    expect(screen.getByTestId("list-end")).toBeTruthy();
    await waitFor(() => expect(chatgpt!.widgetStates.at(-1)).toMatchObject({ nextCursor: null, more: [{ id: "p3" }] }));
  });

  it("reopens the pizza it showed after a reload", async () => {
    const first = await renderIn("chatgpt", <PizzaListWidget />, { chatgpt: { toolOutput: PIZZAS, tools } });
    fireEvent.click(within(screen.getAllByTestId("pizza-item")[0]!).getByTestId("select-pizza"));
    await screen.findByTestId("pizza-details");
    await waitFor(() => expect(first.chatgpt!.widgetStates.at(-1)).toMatchObject({ route: "/pizza/p1" }));
    const saved = first.chatgpt!.widgetStates.at(-1)!;
    first.unmount();
    first.chatgpt!.uninstall();
    window.history.replaceState(null, "", "/");

    await renderIn("chatgpt", <PizzaListWidget />, { chatgpt: { toolOutput: PIZZAS, tools, widgetState: saved } });
    const details = await screen.findByTestId("pizza-details");
    expect(details.dataset.pizzaId).toBe("p1");
    expect(within(details).getByText("Tomato, mozzarella and basil.")).toBeTruthy();
  });

  it("shows skeletons until the result arrives, then the list", async () => {
    const { chatgpt } = await renderIn("chatgpt", <PizzaListWidget />, { chatgpt: { toolOutput: null } });
    expect(screen.getByTestId("loading")).toBeTruthy();
    act(() => chatgpt!.set({ toolOutput: PIZZAS }));
    expect(await screen.findByText("Diavola")).toBeTruthy();
    expect(screen.queryByTestId("loading")).toBeNull();
  });
});

describe("pizza-list in an MCP Apps host", () => {
  it("renders the tool result, loads more through tools/call and sends ui/message", async () => {
    const { mcp } = await renderIn("mcp-apps", <PizzaListWidget />, {
      mcp: { toolInput: { city: "Naples" }, toolOutput: PIZZAS, tools },
    });
    expect(await screen.findByText("Margherita")).toBeTruthy();
    expect(screen.getByTestId("widget-root").dataset.hostKind).toBe("mcp-apps");

    fireEvent.click(screen.getByTestId("load-more"));
    expect(await screen.findByText("Marinara")).toBeTruthy();
    expect(mcp!.requestsOf("tools/call")[0]!.params).toMatchObject({ name: "load_more_pizzas", arguments: { cursor: "page-2" } });

    fireEvent.click(within(screen.getAllByTestId("pizza-item")[2]!).getByTestId("select-pizza"));
    await screen.findByTestId("pizza-details");
    fireEvent.click(screen.getByTestId("order-pizza"));
    await waitFor(() => expect(mcp!.messages).toHaveLength(1));
    expect(JSON.stringify(mcp!.messages[0])).toContain("Order a Marinara pizza in Naples for me.");
    expect(screen.getByTestId("feature-callTool").dataset.supported).toBe("true");
  });

  it("keeps the selection and route across a reload of the widget", async () => {
    const first = await renderIn("mcp-apps", <PizzaListWidget />, { mcp: { toolOutput: PIZZAS, tools } });
    const rows = await screen.findAllByTestId("pizza-item");
    fireEvent.click(within(rows[1]!).getByTestId("select-pizza"));
    await screen.findByTestId("pizza-details");
    await waitFor(() => expect(first.mcp!.modelContext).not.toBeNull());
    first.unmount();
    await first.host.close();
    window.history.replaceState(null, "", "/");

    await renderIn("mcp-apps", <PizzaListWidget />, { mcp: { toolOutput: PIZZAS, tools } });
    const details = await screen.findByTestId("pizza-details");
    expect(details.dataset.pizzaId).toBe("p2");
  });
});
