// renderWidget(…, { profile }): the widget meets that host, its quirks included.
import { useDisplayMode, useModal } from "@hostbridge/react";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { HostShowsNoWidgetError } from "../model/host-shows-no-widget.js";
import { cleanup } from "./cleanup.js";
import { renderWidget } from "./render-widget.js";

afterEach(cleanup);

function DisplayWidget() {
  const display = useDisplayMode();
  const modal = useModal<{ source: string }>();
  return (
    <section>
      <p data-testid="mode">{display.mode}</p>
      <p data-testid="modal">{modal.isModal ? `modal: ${modal.params?.source}` : "not a modal"}</p>
      <button type="button" onClick={() => void display.request("fullscreen")}>
        Fullscreen
      </button>
      <button type="button" onClick={() => void display.request("pip")}>
        Pip
      </button>
    </section>
  );
}

function StorageWidget() {
  let storage = "available";
  try {
    void window.localStorage;
  } catch (error) {
    storage = `none (${(error as DOMException).name})`;
  }
  return <p data-testid="storage">{storage}</p>;
}

describe("renderWidget(…, { profile })", () => {
  it("vscode: the MCP Apps host of that profile; every display mode request is answered inline", async () => {
    const view = await renderWidget(<DisplayWidget />, { profile: "vscode" });
    expect(view.mode).toBe("mcp-apps");
    expect(view.profile?.id).toBe("vscode");
    expect(view.host.getSnapshot().hostInfo?.name).toBe("vscode");
    fireEvent.click(screen.getByText("Fullscreen"));
    await view.settle();
    expect(screen.getByTestId("mode").textContent).toBe("inline");
  });

  it("claude-ai: fullscreen is granted (pip is not offered, so the widget does not ask)", async () => {
    const view = await renderWidget(<DisplayWidget />, { profile: "claude-ai" });
    fireEvent.click(screen.getByText("Fullscreen"));
    await view.settle();
    expect(screen.getByTestId("mode").textContent).toBe("fullscreen");
    expect(view.mcp?.hostContext.displayMode).toBe("fullscreen");
  });

  it("chatgpt-mobile: window.openai and the bridge; pip is granted as fullscreen", async () => {
    const view = await renderWidget(<DisplayWidget />, { profile: "chatgpt-mobile" });
    expect(view.mode).toBe("chatgpt+mcp");
    fireEvent.click(screen.getByText("Pip"));
    await view.settle();
    expect(screen.getByTestId("mode").textContent).toBe("fullscreen");
  });

  it("chatgpt-modal: the widget is mounted as a modal with view.params", async () => {
    await renderWidget(<DisplayWidget />, { profile: "chatgpt-modal" });
    expect(screen.getByTestId("modal").textContent).toBe("modal: requestModal");
  });

  it("mcp-inspector: the frame has no storage while the widget runs, and gets it back after", async () => {
    const view = await renderWidget(<StorageWidget />, { profile: "mcp-inspector" });
    expect(screen.getByTestId("storage").textContent).toBe("none (SecurityError)");
    await view.cleanup();
    expect(() => window.localStorage).not.toThrow();
  });

  it("claude-code shows no widget: a typed error carries the text the user sees", async () => {
    const rejection = renderWidget(<DisplayWidget />, {
      profile: "claude-code",
      toolResult: { content: [{ type: "text", text: "4 pizzerias in Naples." }], structuredContent: { n: 4 } },
    });
    await expect(rejection).rejects.toBeInstanceOf(HostShowsNoWidgetError);
    await expect(rejection).rejects.toMatchObject({
      code: "host_shows_no_widget",
      profile: "claude-code",
      textFallback: "4 pizzerias in Naples.",
    });
    expect(screen.queryByTestId("mode")).toBeNull();
  });

  it("an unknown profile is refused by name", async () => {
    await expect(renderWidget(<DisplayWidget />, { profile: "claude" as never })).rejects.toThrow(
      /Unknown host profile "claude"/,
    );
  });
});
