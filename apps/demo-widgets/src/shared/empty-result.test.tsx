import { emptiedToolResult } from "@hostbridge/testing/profiles";
import { renderWidget } from "@hostbridge/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WidgetShell } from "./widget-shell.js";

describe("an emptied result, as ChatGPT replays on reload", () => {
  it.each(["chatgpt", "mcp-apps"] as const)("is said so in profile %s when it is all there is", async (profile) => {
    // After a reload the page starts afresh: the emptied replay is the first result it gets.
    const view = await renderWidget(<WidgetShell title="T" features={[]} />, { profile });
    expect(screen.queryByTestId("empty-result")).toBeNull();
    await view.deliverToolResult(emptiedToolResult());
    expect((await screen.findByTestId("empty-result")).textContent).toContain("Ask again in the chat");
  });

  it("does not blank the data an MCP Apps widget already shows", async () => {
    const view = await renderWidget(<WidgetShell title="T" features={[]} />, {
      profile: "mcp-apps",
      toolOutput: { pizzas: [{ id: "p1" }] },
    });
    await view.deliverToolResult(emptiedToolResult());
    await view.settle();
    expect(view.host.getSnapshot().toolOutput).toEqual({ pizzas: [{ id: "p1" }] });
    expect(screen.queryByTestId("empty-result")).toBeNull();
  });
});
