// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AppToolsView, NO_APP_TOOLS } from "../host/app-tools.js";
import { AppToolsSection } from "./app-tools-section.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ready: AppToolsView = {
  status: "ready",
  tools: [{ name: "get_visible_pizzas", description: "What is shown", inputSchema: { type: "object" } }],
  error: null,
  lastCall: null,
};

let container: HTMLDivElement;
let root: Root;
let calls: { name: string; args: Record<string, unknown> }[];
let refreshes: number;

function show(view: AppToolsView) {
  act(() =>
    root.render(
      <AppToolsSection view={view} onRefresh={() => refreshes++} onCall={(name, args) => calls.push({ name, args })} />,
    ),
  );
}

const byTestId = <T extends HTMLElement>(id: string) => container.querySelector<T>(`[data-testid="${id}"]`);

function type(element: HTMLTextAreaElement | null, value: string) {
  if (!element) throw new Error("no such control");
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  calls = [];
  refreshes = 0;
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("AppToolsSection", () => {
  it("says the widget declared no tools, and cannot refresh then", () => {
    show(NO_APP_TOOLS);
    expect(byTestId("app-tools-absent")?.textContent).toContain("appCapabilities.tools");
    expect(byTestId<HTMLButtonElement>("app-tools-refresh")?.disabled).toBe(true);
  });

  it("lists the tools; a call sends the parsed arguments, bad JSON sends nothing", () => {
    show(ready);
    expect(byTestId("app-tool")?.textContent).toContain("get_visible_pizzas");
    expect(byTestId("app-tool")?.textContent).toContain("What is shown");
    type(byTestId("app-tool-args"), "{ bad");
    act(() => byTestId("app-tool-call")?.click());
    expect(byTestId("app-tool-args-error")?.textContent).toMatch(/not valid JSON/);
    expect(calls).toEqual([]);
    type(byTestId("app-tool-args"), '{ "limit": 2 }');
    act(() => byTestId("app-tool-call")?.click());
    expect(byTestId("app-tool-args-error")).toBeNull();
    expect(calls).toEqual([{ name: "get_visible_pizzas", args: { limit: 2 } }]);
    act(() => byTestId("app-tools-refresh")?.click());
    expect(refreshes).toBe(1);
  });

  it("shows the last result, marking an isError result and a failed call as errors", () => {
    const lastCall = { id: 1, name: "get_visible_pizzas", args: {}, pending: false, error: null };
    show({ ...ready, lastCall: { ...lastCall, result: { content: [], structuredContent: { pizzas: ["a"] } } } });
    expect(byTestId("app-tool-result")?.dataset.status).toBe("ok");
    expect(byTestId("app-tool-result")?.textContent).toContain('"pizzas"');
    expect(byTestId("result-error")).toBeNull();
    show({
      ...ready,
      lastCall: { ...lastCall, result: { content: [{ type: "text", text: "no pizzas yet" }], isError: true } },
    });
    expect(byTestId("app-tool-result")?.dataset.status).toBe("error");
    // marked the way the conversation marks a server tool's isError result
    expect(byTestId("result-error")?.textContent).toBe("Error result (isError: true): no pizzas yet");
    show({ ...ready, lastCall: { ...lastCall, result: null, error: "Request timed out" } });
    expect(byTestId("app-tool-result")?.dataset.status).toBe("error");
    expect(byTestId("app-tool-result")?.textContent).toContain("Request timed out");
  });

  it("shows why listing failed", () => {
    show({ ...NO_APP_TOOLS, status: "error", error: "Method not found" });
    expect(byTestId("app-tools-error")?.textContent).toBe("Method not found");
  });
});
