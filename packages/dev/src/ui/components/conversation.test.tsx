// @vitest-environment jsdom
import type { CallToolResult, Tool } from "@modelcontextprotocol/client";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ToolRun } from "../host/types.js";
import { Conversation, type ConversationProps } from "./conversation.js";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const tool: Tool = { name: "analyze_file", inputSchema: { type: "object" } };
const invalid: CallToolResult = {
  isError: true,
  content: [{ type: "text", text: "Input validation error: Invalid arguments for tool analyze_file" }],
};

function runOf(patch: Partial<ToolRun>): ToolRun {
  return {
    id: "call_1",
    tool,
    args: {},
    approved: true,
    result: null,
    error: null,
    cancelled: null,
    templateUri: null,
    mountKey: 0,
    pending: false,
    partialsSent: 0,
    ...patch,
  };
}

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function show(props: Partial<ConversationProps>) {
  const noop = () => undefined;
  act(() =>
    root.render(
      <Conversation
        run={null}
        followUps={[]}
        onSendPartial={noop}
        onApprove={noop}
        onCancel={noop}
        widget={null}
        unknownTool={null}
        {...props}
      />,
    ),
  );
}

const byTestId = (id: string) => container.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe("Conversation", () => {
  it("says the server has no tool of the URL's name, and lists the ones it has", () => {
    show({ unknownTool: { name: "nope", available: ["show_pizzas", "show_todos"] } });
    expect(byTestId("unknown-tool")?.textContent).toContain("The server has no tool nope");
    expect(byTestId("available-tools")?.textContent).toBe(
      "Its tools: show_pizzas, show_todos. Pick one and run it: its widget appears here.",
    );
    show({ unknownTool: { name: "nope", available: [] } });
    expect(byTestId("available-tools")?.textContent).toBe("It has no tools at all.");
  });

  it("marks a server tool's isError result as an error, with its text", () => {
    show({ run: runOf({ result: invalid }) });
    expect(byTestId("tool-result")?.dataset.status).toBe("error");
    expect(byTestId("result-error")?.textContent).toBe(
      "Error result (isError: true): Input validation error: Invalid arguments for tool analyze_file",
    );
    show({ run: runOf({ result: { content: [{ type: "text", text: "4 lines" }] } }) });
    expect(byTestId("tool-result")?.dataset.status).toBe("ok");
    expect(byTestId("result-error")).toBeNull();
  });

  it("marks the isError result of a tool with a widget above the widget", () => {
    show({ run: runOf({ result: invalid, templateUri: "ui://w" }), widget: <div data-testid="widget-card" /> });
    expect(byTestId("tool-result")?.dataset.status).toBe("error");
    expect(byTestId("tool-result")?.querySelector("pre")).toBeNull();
    expect(byTestId("widget-card")).not.toBeNull();
  });

  it("shows a failure the host turned into an error result once, as the error", () => {
    show({ run: runOf({ error: "The MCP server at x did not answer", result: invalid }) });
    expect(byTestId("tool-error")?.textContent).toBe("The MCP server at x did not answer");
    expect(byTestId("tool-result")).toBeNull();
  });

  it("shows a widget tool's raw result under the widget: each part folded, a missing part said", () => {
    show({ run: runOf({ templateUri: "ui://w", pending: true }), widget: <div data-testid="widget-card" /> });
    expect(byTestId("result-view")?.dataset.status).toBe("pending");
    const result: CallToolResult = {
      content: [{ type: "text", text: "4 places" }],
      structuredContent: { city: "Naples", pizzas: [{ id: "na-1", toppings: ["tomato"] }] },
    };
    show({ run: runOf({ templateUri: "ui://w", result }), widget: <div data-testid="widget-card" /> });
    expect(byTestId("result-view")?.dataset.status).toBe("ok");
    const structured = byTestId("result-structuredContent");
    expect(structured?.textContent).toContain('city: "Naples"');
    // The top level is open, deeper levels folded.
    const nodes = [...(structured?.querySelectorAll("details") ?? [])];
    expect(nodes.map((node) => node.open)).toEqual([true, false, false, false]);
    expect(byTestId("result-content")?.textContent).toContain('"4 places"');
    expect(byTestId("result-_meta")?.textContent).toContain("not in the result");
    expect(byTestId("result-copy-_meta")).toBeNull();
    expect(byTestId("result-copy")).not.toBeNull();
  });

  it("shows no raw result for a call that failed before any result", () => {
    show({ run: runOf({ templateUri: "ui://w", error: "Cancelled by the user" }), widget: <div /> });
    expect(byTestId("result-view")).toBeNull();
  });
});
