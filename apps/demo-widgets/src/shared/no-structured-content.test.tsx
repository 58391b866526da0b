import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWidget } from "@hostbridge/testing";
import { WidgetShell } from "./widget-shell.js";

describe("a result without structuredContent", () => {
  it.each(["chatgpt", "mcp-apps"] as const)("is said so in %s, with the text the host sent", async (host) => {
    await renderWidget(<WidgetShell title="T" features={[]} />, {
      host,
      toolResult: { content: [{ type: "text", text: '{"pizzas":[]}' }] },
    });
    const note = await screen.findByTestId("no-structured-content");
    expect(note.textContent).toContain("no structured content");
    expect(note.textContent).toContain('{"pizzas":[]}');
  });

  it("is not shown when the result has structured content", async () => {
    await renderWidget(<WidgetShell title="T" features={[]} />, {
      toolResult: { content: [], structuredContent: { pizzas: [] } },
    });
    expect(screen.queryByTestId("no-structured-content")).toBeNull();
  });
});
