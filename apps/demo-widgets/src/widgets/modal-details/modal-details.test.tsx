import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { cleanup as cleanupHosts } from "@hostbridge/testing";
import { renderIn } from "../../test-support/render-in-host.js";
import { CARDS } from "../../test-support/fixtures.js";
import { ModalDetailsWidget } from "./modal-details.js";

afterEach(async () => {
  cleanup();
  await cleanupHosts();
});

describe("modal-details", () => {
  it("shows the card named by the modal's params and closes (ChatGPT)", async () => {
    const { chatgpt } = await renderIn("chatgpt", <ModalDetailsWidget />, {
      chatgpt: { toolOutput: CARDS, view: { mode: "modal", params: { cardId: "c2" } } },
    });
    expect(screen.getByRole("heading", { name: "Kyoto" })).toBeTruthy();
    expect(screen.getByTestId("modal-card").dataset.cardId).toBe("c2");
    expect(screen.getByText("Temples and quiet gardens.")).toBeTruthy();
    expect(screen.getByTestId("view-mode").textContent).toContain("modal");
    fireEvent.click(screen.getByTestId("modal-close"));
    await waitFor(() => expect(chatgpt!.closeRequests).toBe(1));
  });

  it("names the card even without the cards' data", async () => {
    await renderIn("chatgpt", <ModalDetailsWidget />, { chatgpt: { view: { mode: "modal", params: { cardId: "c9" } } } });
    expect(screen.getByRole("heading", { name: "Card c9" })).toBeTruthy();
  });

  it("explains itself when opened outside a modal (MCP Apps)", async () => {
    await renderIn("mcp-apps", <ModalDetailsWidget />, { mcp: { toolOutput: CARDS } });
    expect(await screen.findByTestId("no-card")).toBeTruthy();
    expect(screen.getByTestId("view-mode").textContent).toContain("inline");
  });
});
