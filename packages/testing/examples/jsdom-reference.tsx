// The API reference's examples of the jsdom fakes: each region is the `@example` of one function's
// JSDoc (`node scripts/readme-snippets.mjs --write` copies it there). Typechecked with the package,
// never run (each region is a test body of its own).
import { createHost } from "@hostbridge/core";
import { createChatGptHost, createMcpAppsHost, renderWidget } from "@hostbridge/testing";
import { fireEvent, screen } from "@testing-library/react";
import { expect } from "vitest";
import { PizzaList } from "./pizza-list";

// #region createChatGptHost
const chatgpt = createChatGptHost({ toolOutput: { city: "Paris" }, theme: "dark" });
const widgetHost = createHost(); // the widget's side finds window.openai, as in ChatGPT
await widgetHost.sendFollowUpMessage({ prompt: "Order a Margherita" });
expect(chatgpt.messages).toMatchObject([{ prompt: "Order a Margherita" }]);
chatgpt.set({ displayMode: "fullscreen" }); // assigns, then dispatches openai:set_globals
chatgpt.uninstall();
// #endregion createChatGptHost

// #region createMcpAppsHost
const mcp = createMcpAppsHost({ toolInput: { city: "Rome" }, hostContext: { theme: "dark" } });
const host = createHost({ port: mcp.port }); // the widget's side
await mcp.initialized;
await mcp.sendToolResult({ content: [], structuredContent: { pizzas: [] } });
expect(mcp.requestsOf("tools/call")).toEqual([]);
await mcp.teardown();
// #endregion createMcpAppsHost

// #region renderWidget
const view = await renderWidget(<PizzaList />, {
  host: "chatgpt+mcp", // or "chatgpt", "mcp-apps", or profile: "claude-ai"
  toolInput: { city: "Naples" },
  toolOutput: { pizzas: [{ id: "p1", name: "Margherita" }] },
});
fireEvent.click(screen.getByText("Order"));
await view.settle();
expect(view.followUps()).toEqual(["Order the Margherita"]);
// #endregion renderWidget

export { host };
