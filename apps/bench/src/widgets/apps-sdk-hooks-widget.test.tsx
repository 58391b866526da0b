// @vitest-environment jsdom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Widget } from "./apps-sdk-hooks-widget.js";

// The floor of the size table must be a working widget, not an empty stub.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  delete (window as { openai?: unknown }).openai;
  document.body.innerHTML = "";
});

describe("Apps SDK reference hooks widget", () => {
  it("shows the tool output, keeps its counter as widget state and follows openai:set_globals", async () => {
    const setWidgetState = vi.fn(async () => {});
    const openai = { toolOutput: { title: "Margherita" }, widgetState: null, setWidgetState };
    (window as { openai?: unknown }).openai = openai;
    const el = document.body.appendChild(document.createElement("div"));
    const root = createRoot(el);
    await act(async () => root.render(<Widget />));
    expect(el.textContent).toBe("Margherita 0");

    await act(async () => el.querySelector("button")!.click());
    expect(el.textContent).toBe("Margherita 1");
    expect(setWidgetState).toHaveBeenCalledWith({ count: 1 });

    openai.toolOutput = { title: "Marinara" };
    await act(async () => {
      window.dispatchEvent(
        new CustomEvent("openai:set_globals", { detail: { globals: { toolOutput: openai.toolOutput } } }),
      );
    });
    expect(el.textContent).toBe("Marinara 1");
    await act(async () => root.unmount());
  });
});
