import { renderWidget } from "@hostbridge/testing";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NoResultYetNote } from "./no-result-yet.js";

describe("a host that sends no tool result", () => {
  it("is said so after a while, and the note goes once the result comes", async () => {
    const view = await renderWidget(<NoResultYetNote afterMs={50} />, { profile: "mcp-inspector" });
    const note = await screen.findByTestId("no-result-yet", {}, { timeout: 10_000 });
    expect(note.textContent).toContain("has not sent this widget its data");
    await view.deliverToolResult({ content: [], structuredContent: { city: "Naples" } });
    expect(screen.queryByTestId("no-result-yet")).toBeNull();
  });
});
