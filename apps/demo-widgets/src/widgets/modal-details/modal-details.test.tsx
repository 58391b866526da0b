import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { renderWidget } from "@hostbridge/testing";
import { CARDS } from "../../test-support/fixtures.js";
import { ModalDetailsWidget } from "./modal-details.js";

describe("modal-details", () => {
  it("shows the card named by the modal's params and closes (ChatGPT)", async () => {
    const view = await renderWidget(<ModalDetailsWidget />, {
      host: "chatgpt",
      toolOutput: CARDS,
      view: { mode: "modal", params: { cardId: "c2" } },
    });
    expect(screen.getByRole("heading", { name: "Kyoto" })).toBeTruthy();
    expect(screen.getByTestId("modal-card").dataset.cardId).toBe("c2");
    expect(screen.getByText("Temples and quiet gardens.")).toBeTruthy();
    expect(screen.getByTestId("view-mode").textContent).toContain("modal");
    fireEvent.click(screen.getByTestId("modal-close"));
    await view.settle();
    expect(view.chatgpt!.closeRequests).toBe(1);
  });

  it("names the card even without the cards' data", async () => {
    await renderWidget(<ModalDetailsWidget />, {
      host: "chatgpt+mcp",
      view: { mode: "modal", params: { cardId: "c9" } },
    });
    expect(screen.getByRole("heading", { name: "Card c9" })).toBeTruthy();
  });

  it("explains itself when opened outside a modal (MCP Apps)", async () => {
    await renderWidget(<ModalDetailsWidget />, { host: "mcp-apps", toolOutput: CARDS });
    expect(screen.getByTestId("no-card")).toBeTruthy();
    expect(screen.getByTestId("view-mode").textContent).toContain("inline");
  });
});
