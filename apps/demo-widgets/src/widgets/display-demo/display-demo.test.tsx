import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWidget, type HostMode } from "@hostbridge/testing";
import { CARDS } from "../../test-support/fixtures.js";
import { DOCS_URL, DisplayDemoWidget, OPEN_IN_APP_URL } from "./display-demo.js";

const button = (id: string) => screen.getByTestId(id) as HTMLButtonElement;
const root = () => screen.getByTestId("widget-root");

describe.each<HostMode>(["chatgpt", "mcp-apps", "chatgpt+mcp"])("display-demo in %s", (mode) => {
  it("switches to the display modes the host offers and disables the others", async () => {
    const view = await renderWidget(<DisplayDemoWidget />, {
      host: mode,
      toolOutput: CARDS,
      availableDisplayModes: ["inline", "fullscreen"],
    });
    expect(screen.getAllByTestId("card")).toHaveLength(2);
    expect(button("display-pip").disabled).toBe(mode !== "chatgpt");
    expect(button("display-fullscreen").disabled).toBe(false);

    fireEvent.click(button("display-fullscreen"));
    await view.settle();
    await waitFor(() => expect(root().dataset.displayMode).toBe("fullscreen"));
    expect(button("display-fullscreen").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("display-mode").textContent).toBe("fullscreen");
    if (view.mcp)
      expect(view.mcp.requestsOf("ui/request-display-mode")[0]!.params).toMatchObject({ mode: "fullscreen" });
    else expect(view.chatgpt!.callsOf("requestDisplayMode")[0]!.args).toEqual([{ mode: "fullscreen" }]);

    fireEvent.click(button("display-inline"));
    await view.settle();
    await waitFor(() => expect(root().dataset.displayMode).toBe("inline"));
  });

  it("opens the docs link and asks to close", async () => {
    const view = await renderWidget(<DisplayDemoWidget />, { host: mode, toolOutput: CARDS });
    fireEvent.click(button("open-external"));
    await view.settle();
    expect(view.openedLinks()).toHaveLength(1);
    expect(view.openedLinks()[0]).toContain(DOCS_URL);
    fireEvent.click(button("request-close"));
    await view.settle();
    if (view.chatgpt) expect(view.chatgpt.closeRequests).toBe(1);
    else expect(view.mcp!.teardownRequests).toBe(1);
  });
});

describe("display-demo in ChatGPT", () => {
  it("opens the details modal with the card's id, links with and without redirect, and the open-in-app link", async () => {
    const view = await renderWidget(<DisplayDemoWidget />, { host: "chatgpt", toolOutput: CARDS });
    const chatgpt = view.chatgpt!;
    expect(screen.getByRole("heading", { name: "Trip ideas" })).toBeTruthy();

    fireEvent.click(within(screen.getAllByTestId("card")[1]!).getByTestId("open-modal"));
    await view.settle();
    expect(chatgpt.callsOf("requestModal")[0]?.args).toEqual([
      { template: "ui://widget/modal-details.html", params: { cardId: "c2" } },
    ]);
    expect(screen.getByTestId("status").textContent).toContain("Kyoto");

    fireEvent.click(button("open-external"));
    await view.settle();
    fireEvent.click(button("open-external-no-redirect"));
    await view.settle();
    expect(chatgpt.openedLinks.map((l) => [l.href, l.redirectUrl])).toEqual([
      [DOCS_URL, undefined],
      [DOCS_URL, false],
    ]);

    fireEvent.click(button("set-open-in-app-url"));
    await view.settle();
    expect(chatgpt.openInAppUrl).toBe(OPEN_IN_APP_URL);
  });

  it("follows a display mode change from the host and turns compact in PiP", async () => {
    const view = await renderWidget(<DisplayDemoWidget />, { host: "chatgpt", toolOutput: CARDS });
    expect(root().dataset.displayMode).toBe("inline");
    expect(screen.getByText("Temples and quiet gardens.")).toBeTruthy();
    await view.update({ displayMode: "pip" });
    expect(root().dataset.displayMode).toBe("pip");
    expect(screen.getByTestId("display-mode").textContent).toBe("pip");
    expect(screen.queryByText("Temples and quiet gardens.")).toBeNull();
    expect(screen.queryByTestId("open-external")).toBeNull();
    expect(button("display-pip").getAttribute("aria-pressed")).toBe("true");
  });

  it("says when the host grants another mode than asked (PiP on mobile)", async () => {
    const view = await renderWidget(<DisplayDemoWidget />, { host: "chatgpt", toolOutput: CARDS, device: "mobile" });
    fireEvent.click(button("display-pip"));
    await view.settle();
    await waitFor(() => expect(root().dataset.displayMode).toBe("fullscreen"));
    expect(screen.getByTestId("status").dataset.kind).toBe("warn");
  });
});

describe("display-demo in a plain MCP Apps host", () => {
  it("disables what the standard has no equivalent for", async () => {
    await renderWidget(<DisplayDemoWidget />, { host: "mcp-apps", toolOutput: CARDS });
    expect((within(screen.getAllByTestId("card")[0]!).getByTestId("open-modal") as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(button("set-open-in-app-url").disabled).toBe(true);
    expect(button("open-external-no-redirect").disabled).toBe(false);
    expect(screen.getByTestId("feature-requestModal").dataset.supported).toBe("false");
    expect(screen.getByTestId("feature-openExternal").dataset.supported).toBe("true");
  });
});
