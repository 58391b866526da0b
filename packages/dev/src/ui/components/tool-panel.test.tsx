// @vitest-environment jsdom
import type { Tool } from "@modelcontextprotocol/client";
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ToolPanel } from "./tool-panel.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tool: Tool = {
  name: "book",
  description: "Books a table.",
  inputSchema: {
    type: "object",
    properties: {
      city: { type: "string", enum: ["Naples", "Rome"] },
      guests: { type: "integer", minimum: 1 },
      note: { type: "string" },
    },
    required: ["city"],
  },
};

let container: HTMLDivElement;
let root: Root;
let argsText = "";
let runs: string[] = [];

function Harness({ initialText }: { initialText: string }) {
  const [text, setText] = useState(initialText);
  argsText = text;
  return (
    <ToolPanel
      tools={[tool]}
      selected={tool}
      argsText={text}
      argsError={null}
      running={false}
      connected
      onSelect={() => undefined}
      onArgsChange={setText}
      onRun={() => runs.push(argsText)}
      serverStatus={{ state: "connected", tools: 1 }}
      onReconnect={() => undefined}
    />
  );
}

const byTestId = <T extends HTMLElement>(id: string) => container.querySelector<T>(`[data-testid="${id}"]`);

function type(element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null, value: string) {
  if (!element) throw new Error("no such control");
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, "value")?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
}

const click = (id: string) => act(() => byTestId(id)?.click());

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  runs = [];
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("ToolPanel", () => {
  it("writes form edits into the JSON, exactly as they will be sent", () => {
    act(() => root.render(<Harness initialText='{"city":"Naples","note":""}' />));
    // the empty optional note is not sent, so the JSON drops it too
    expect(JSON.parse(argsText)).toEqual({ city: "Naples" });
    type(byTestId("arg-guests"), "3");
    expect(JSON.parse(argsText)).toEqual({ city: "Naples", guests: 3 });
    click("args-view-json");
    expect(byTestId<HTMLTextAreaElement>("tool-args")?.value).toBe(
      JSON.stringify({ city: "Naples", guests: 3 }, null, 2),
    );
  });

  it("reads JSON edits back into the form", () => {
    act(() => root.render(<Harness initialText="{}" />));
    click("args-view-json");
    type(byTestId("tool-args"), '{"city":"Rome","guests":2}');
    click("args-view-form");
    expect(byTestId<HTMLSelectElement>("arg-city")?.value).toBe(JSON.stringify("Rome"));
    expect(byTestId<HTMLInputElement>("arg-guests")?.value).toBe("2");
  });

  it("does not run with a required field missing, and says so next to the field", () => {
    act(() => root.render(<Harness initialText="{}" />));
    act(() => byTestId<HTMLButtonElement>("run-tool")?.click());
    expect(runs).toEqual([]);
    expect(byTestId("arg-error-city")?.textContent).toBe("Required");
    type(byTestId("arg-city"), JSON.stringify("Naples"));
    act(() => byTestId<HTMLButtonElement>("run-tool")?.click());
    expect(runs.map((text) => JSON.parse(text) as unknown)).toEqual([{ city: "Naples" }]);
  });

  it("stays in the JSON view, saying why, when the form cannot show the JSON", () => {
    act(() => root.render(<Harness initialText='{"city":"Paris"}' />));
    expect(byTestId("tool-args")).not.toBeNull();
    expect(byTestId("args-view-error")?.textContent).toContain('"city"');
    expect(argsText).toBe('{"city":"Paris"}');
    type(byTestId("tool-args"), "{ nope");
    click("args-view-form");
    expect(byTestId("tool-args")).not.toBeNull();
    expect(byTestId("args-view-error")?.textContent).toContain("not valid");
  });
});
