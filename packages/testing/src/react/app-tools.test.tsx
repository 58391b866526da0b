// The README's "App tools" example (the region below is copied into the README by scripts/readme-snippets.mjs).
import { AppToolsNotDeclaredError } from "../model/app-tools.js";
// #region readme
import { describe, expect, it } from "vitest";
import { useState } from "react";
import { fireEvent, screen } from "@testing-library/react";
import { useAppTool } from "@hostbridge/react/tools";
import { renderWidget } from "@hostbridge/testing";

function Cart() {
  const [items, setItems] = useState(["Margherita", "Diavola"]);
  useAppTool({
    name: "get_cart",
    description: "The pizzas in the user's cart",
    handler: () => ({ content: [{ type: "text", text: items.join(", ") }], structuredContent: { items } }),
  });
  useAppTool({
    name: "clear_cart",
    handler: () => {
      setItems([]);
      return { content: [{ type: "text", text: "cleared" }] };
    },
  });
  return (
    <section>
      <p data-testid="count">{items.length} pizzas</p>
      <button onClick={() => setItems((current) => current.slice(1))}>Remove one</button>
    </section>
  );
}

describe.each(["mcp-apps", "chatgpt+mcp"] as const)("Cart's app tools in %s", (host) => {
  it("offers its tools to the host, which lists and calls them", async () => {
    const view = await renderWidget(<Cart />, {
      host,
      // Without it the handshake declares no tools, and the host lists none (appTools() rejects).
      hostOptions: { appCapabilities: { tools: { listChanged: true } } },
    });
    expect((await view.appTools()).map((tool) => tool.name)).toEqual(["get_cart", "clear_cart"]);

    fireEvent.click(screen.getByText("Remove one"));
    const cart = await view.callAppTool("get_cart");
    expect(cart.structuredContent).toEqual({ items: ["Diavola"] });

    await view.callAppTool("clear_cart");
    expect(screen.getByTestId("count").textContent).toBe("0 pizzas");
  });
});
// #endregion readme

describe("app tools: what a test meets when a host would not ask", () => {
  it("a widget whose host did not declare appCapabilities.tools has none for the host", async () => {
    const view = await renderWidget(<Cart />, { host: "mcp-apps" });
    await expect(view.appTools()).rejects.toBeInstanceOf(AppToolsNotDeclaredError);
    await expect(view.callAppTool("get_cart")).rejects.toThrow(/declared no tools/);
    expect(screen.getByTestId("count").textContent).toBe("2 pizzas");
  });

  it("ChatGPT's window.openai alone cannot list or call them", async () => {
    const view = await renderWidget(<Cart />, {
      host: "chatgpt",
      hostOptions: { appCapabilities: { tools: {} } },
    });
    await expect(view.appTools()).rejects.toThrow(/"mcp-apps" or "chatgpt\+mcp"/);
    await expect(view.callAppTool("get_cart")).rejects.toThrow(/MCP Apps feature/);
  });

  it("an unknown name is the widget's JSON-RPC error; a tool that throws answers isError", async () => {
    function Failing() {
      useAppTool({
        name: "explode",
        handler: () => {
          throw new Error("no oven");
        },
      });
      return null;
    }
    const view = await renderWidget(<Failing />, {
      host: "mcp-apps",
      hostOptions: { appCapabilities: { tools: {} } },
    });
    await expect(view.callAppTool("nope")).rejects.toThrow(/Unknown tool: nope/);
    await expect(view.callAppTool("explode", { heat: 9 })).resolves.toEqual({
      isError: true,
      content: [{ type: "text", text: "no oven" }],
    });
  });
});
