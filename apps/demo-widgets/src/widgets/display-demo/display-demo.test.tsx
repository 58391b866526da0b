import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { cleanup as cleanupHosts } from "@hostbridge/testing";
import { renderIn } from "../../test-support/render-in-host.js";
import { CARDS } from "../../test-support/fixtures.js";
import { DOCS_URL, DisplayDemoWidget, OPEN_IN_APP_URL } from "./display-demo.js";

afterEach(async () => {
  cleanup();
  await cleanupHosts();
});

const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;

describe("display-demo in ChatGPT", () => {
  it("opens the details modal with the card's id, opens links and closes", async () => {
    const { chatgpt } = await renderIn("chatgpt", <DisplayDemoWidget />, { chatgpt: { toolOutput: CARDS } });
    expect(screen.getByRole("heading", { name: "Trip ideas" })).toBeTruthy();
    expect(screen.getAllByTestId("card")).toHaveLength(2);

    fireEvent.click(within(screen.getAllByTestId("card")[1]!).getByTestId("open-modal"));
    await waitFor(() =>
      expect(chatgpt!.callsOf("requestModal")[0]?.args).toEqual([{ template: "ui://widget/modal-details.html", params: { cardId: "c2" } }]),
    );
    expect((await screen.findByTestId("status")).textContent).toContain("Kyoto");

    fireEvent.click(button("open-external"));
    await waitFor(() => expect(chatgpt!.openedLinks).toHaveLength(1));
    fireEvent.click(button("open-external-no-redirect"));
    await waitFor(() => expect(chatgpt!.openedLinks).toHaveLength(2));
    expect(chatgpt!.openedLinks[0]).toMatchObject({ href: DOCS_URL });
    expect(chatgpt!.openedLinks[0]!.redirectUrl).toBeUndefined();
    expect(chatgpt!.openedLinks[1]).toMatchObject({ href: DOCS_URL, redirectUrl: false });

    fireEvent.click(button("set-open-in-app-url"));
    await waitFor(() => expect(chatgpt!.openInAppUrl).toBe(OPEN_IN_APP_URL));
    fireEvent.click(button("request-close"));
    await waitFor(() => expect(chatgpt!.closeRequests).toBe(1));
  });

  it("follows display mode changes from the host and restyles for PiP", async () => {
    const { chatgpt } = await renderIn("chatgpt", <DisplayDemoWidget />, { chatgpt: { toolOutput: CARDS } });
    const root = screen.getByTestId("widget-root");
    expect(root.dataset.displayMode).toBe("inline");
    expect(screen.getByText("Temples and quiet gardens.")).toBeTruthy();
    act(() => chatgpt!.set({ displayMode: "pip" }));
    expect(root.dataset.displayMode).toBe("pip");
    expect(screen.getByTestId("display-mode").textContent).toBe("pip");
    // Compact: no card bodies, no link row.
    expect(screen.queryByText("Temples and quiet gardens.")).toBeNull();
    expect(screen.queryByTestId("open-external")).toBeNull();
    expect(button("display-pip").getAttribute("aria-pressed")).toBe("true");
  });
});

describe("display-demo in an MCP Apps host", () => {
  it("switches display modes the host offers and leaves the others disabled", async () => {
    const { mcp } = await renderIn("mcp-apps", <DisplayDemoWidget />, {
      mcp: { toolOutput: CARDS, availableDisplayModes: ["inline", "fullscreen"] },
    });
    await screen.findAllByTestId("card");
    expect(button("display-pip").disabled).toBe(true);
    expect(button("display-fullscreen").disabled).toBe(false);
    expect(screen.getByTestId("available-modes").textContent).toContain("inline, fullscreen");

    fireEvent.click(button("display-fullscreen"));
    await waitFor(() => expect(screen.getByTestId("widget-root").dataset.displayMode).toBe("fullscreen"));
    expect(mcp!.requestsOf("ui/request-display-mode")[0]!.params).toMatchObject({ mode: "fullscreen" });
    expect(button("display-fullscreen").getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(button("display-inline"));
    await waitFor(() => expect(screen.getByTestId("widget-root").dataset.displayMode).toBe("inline"));
  });

  it("opens links through ui/open-link and degrades where the standard has no equivalent", async () => {
    const { mcp } = await renderIn("mcp-apps", <DisplayDemoWidget />, { mcp: { toolOutput: CARDS } });
    await screen.findAllByTestId("card");
    fireEvent.click(button("open-external"));
    await waitFor(() => expect(mcp!.openedLinks).toEqual([DOCS_URL]));
    fireEvent.click(button("request-close"));
    await waitFor(() => expect(mcp!.teardownRequests).toBe(1));

    // No modal and no "open in app" link in plain MCP Apps: disabled, and marked unsupported.
    expect((within(screen.getAllByTestId("card")[0]!).getByTestId("open-modal") as HTMLButtonElement).disabled).toBe(true);
    expect(button("set-open-in-app-url").disabled).toBe(true);
    expect(screen.getByTestId("feature-requestModal").dataset.supported).toBe("false");
    expect(screen.getByTestId("feature-openExternal").dataset.supported).toBe("true");
  });
});
