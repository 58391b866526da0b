import { emptiedToolResult } from "@hostbridge/testing/profiles";
import { renderWidget } from "@hostbridge/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WidgetShell } from "./widget-shell.js";

describe("an emptied result, as ChatGPT replays on reload", () => {
  it.each(["chatgpt", "mcp-apps"] as const)("is said so in profile %s", async (profile) => {
    const view = await renderWidget(<WidgetShell title="T" features={[]} />, {
      profile,
      toolOutput: { pizzas: [{ id: "p1" }] },
    });
    expect(screen.queryByTestId("empty-result")).toBeNull();
    await view.deliverToolResult(emptiedToolResult());
    expect((await screen.findByTestId("empty-result")).textContent).toContain("Ask again in the chat");
  });
});
