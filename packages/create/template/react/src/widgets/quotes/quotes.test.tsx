import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWidget, type HostMode, type ToolMap } from "@hostbridge/testing";
import { describe, expect, it } from "vitest";
import { quotesPage } from "../../../server/tools/quotes-data.js";
import { QuotesWidget } from "./quotes.js";

// The widget in jsdom, inside the testing kit's fake hosts: ChatGPT (window.openai) and a plain
// MCP Apps host driven by the official AppBridge.
const toolOutput = { title: "Quotes about programming", ...quotesPage() };
const tools: ToolMap = {
  more_quotes: (args) => ({ content: [], structuredContent: { ...quotesPage(String(args.cursor)) } }),
};
const quoteIds = () => screen.getAllByTestId("quote").map((item) => item.dataset.quoteId);

describe.each<HostMode>(["chatgpt", "mcp-apps"])("the quotes widget in %s", (host) => {
  it("shows the tool output", async () => {
    await renderWidget(<QuotesWidget />, { host, toolOutput });
    expect(screen.getByRole("heading").textContent).toBe("Quotes about programming");
    expect(quoteIds()).toEqual(["q1", "q2", "q3"]);
  });

  it("says so when there are no quotes", async () => {
    await renderWidget(<QuotesWidget />, { host, toolOutput: { title: "Quotes", quotes: [], nextCursor: null } });
    expect(screen.getByText("No quotes yet.")).toBeTruthy();
    expect(screen.queryByTestId("load-more")).toBeNull();
  });

  it("waits for the tool result", async () => {
    const view = await renderWidget(<QuotesWidget />, { host });
    expect(screen.getByTestId("loading")).toBeTruthy();
    await view.deliverToolResult({ content: [], structuredContent: toolOutput });
    expect(quoteIds()).toEqual(["q1", "q2", "q3"]);
  });

  it("says so when the call that rendered it fails", async () => {
    const view = await renderWidget(<QuotesWidget />, { host });
    await view.deliverToolResult({ isError: true, content: [{ type: "text", text: "The quote shelf is closed" }] });
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load quotes: The quote shelf is closed");
  });

  it("keeps the stars in widget state", async () => {
    const view = await renderWidget(<QuotesWidget />, { host, toolOutput });
    fireEvent.click(screen.getByRole("button", { name: "Star the quote by Edsger W. Dijkstra" }));
    await view.settle();
    expect(screen.getByTestId("starred-count").textContent).toBe("1 starred");
    expect(
      screen.getByRole("button", { name: "Unstar the quote by Edsger W. Dijkstra" }).getAttribute("aria-pressed"),
    ).toBe("true");
    if (view.chatgpt) expect(view.chatgpt.openai.widgetState).toEqual({ starred: ["q1"] });
    expect(view.host.getSnapshot().widgetState).toEqual({ starred: ["q1"] });
  });

  it("calls more_quotes with the cursor until there are no more", async () => {
    const view = await renderWidget(<QuotesWidget />, { host, toolOutput, tools });
    fireEvent.click(screen.getByTestId("load-more"));
    await waitFor(() => expect(quoteIds()).toEqual(["q1", "q2", "q3", "q4", "q5", "q6"]));
    expect(view.toolCalls()).toEqual([{ name: "more_quotes", args: { cursor: "3" } }]);
    expect(screen.queryByTestId("load-more")).toBeNull();
  });

  it("says so when more_quotes fails", async () => {
    await renderWidget(<QuotesWidget />, {
      host,
      toolOutput,
      tools: { more_quotes: { isError: true, content: [{ type: "text", text: "The quote shelf is empty" }] } },
    });
    fireEvent.click(screen.getByTestId("load-more"));
    expect((await screen.findByRole("alert")).textContent).toContain("Could not load more quotes");
    expect(quoteIds()).toEqual(["q1", "q2", "q3"]);
  });

  it("sends a follow-up message about an author", async () => {
    const view = await renderWidget(<QuotesWidget />, { host, toolOutput });
    const item = screen.getAllByTestId("quote")[1]!;
    fireEvent.click(within(item).getByRole("button", { name: "Ask about Harold Abelson" }));
    await view.settle();
    expect(view.followUps()).toEqual(["Tell me more about Harold Abelson."]);
  });

  it("goes fullscreen and back", async () => {
    const view = await renderWidget(<QuotesWidget />, {
      host,
      toolOutput,
      availableDisplayModes: ["inline", "fullscreen"],
    });
    fireEvent.click(screen.getByTestId("toggle-fullscreen"));
    await waitFor(() => expect(screen.getByTestId("toggle-fullscreen").textContent).toBe("Exit fullscreen"));
    expect(view.host.getSnapshot().displayMode).toBe("fullscreen");
    fireEvent.click(screen.getByTestId("toggle-fullscreen"));
    await waitFor(() => expect(screen.getByTestId("toggle-fullscreen").textContent).toBe("Fullscreen"));
  });
});

// Only MCP Apps hosts cancel a call (ui/notifications/tool-cancelled); ChatGPT has no such state.
describe("the quotes widget in mcp-apps, cancelled", () => {
  it("says so when the host cancels the call that rendered it", async () => {
    const view = await renderWidget(<QuotesWidget />, { host: "mcp-apps" });
    await view.mcp!.cancel("the server stopped answering");
    expect((await screen.findByRole("alert")).textContent).toBe("Could not load quotes: the server stopped answering");
  });
});
