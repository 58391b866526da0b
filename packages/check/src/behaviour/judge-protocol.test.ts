import { describe, expect, it } from "vitest";
import { judgeSize } from "./judge-protocol.js";
import type { ObservedHost, WidgetObservation } from "./observation.js";

/** An MCP Apps run whose widget reported `heights` (in order) and whose content is `content` px high. */
function observation(heights: number[], content: number, host: Partial<ObservedHost> = {}): WidgetObservation {
  return {
    subject: 'widget "ui://widget/list.html" (tool "show_list")',
    run: { profile: "vscode", theme: "light", width: 760 },
    host: { id: "vscode", openai: false, displayModes: ["inline"], ...host },
    handshakeFailure: null,
    messages: heights.map((height) => ({
      direction: "in",
      bridge: "mcp-apps",
      label: "ui/notifications/size-changed",
      data: { jsonrpc: "2.0", method: "ui/notifications/size-changed", params: { height } },
    })),
    appTools: null,
    recorded: { errors: [], consoleErrors: [], violations: [] },
    render: { outcome: "rendered", text: "A list" },
    contentHeight: content,
    axe: [],
    toolCalls: [],
    tools: [],
  };
}

const messagesOf = (findings: ReturnType<typeof judgeSize>) => findings.map((finding) => finding.message);

describe("judgeSize", () => {
  it("passes the last reported height when it is the content's", () => {
    expect(judgeSize(observation([120, 426], 426))).toEqual([]);
  });

  it("fires when the widget never reported its size to an MCP Apps host, and not in ChatGPT", () => {
    expect(messagesOf(judgeSize(observation([], 300)))).toEqual([
      "The widget never reported its size (its content is 300 px high).",
    ]);
    expect(judgeSize(observation([], 300, { openai: true }))).toEqual([]);
  });

  it("fires on a height the content does not have, saying which way it is wrong", () => {
    expect(messagesOf(judgeSize(observation([12], 300)))).toEqual([
      "The widget reported a height of 12 px, but its content is 300 px high: the host cuts it off.",
    ]);
    expect(messagesOf(judgeSize(observation([600], 300)))).toEqual([
      "The widget reported a height of 600 px, but its content is 300 px high: the host leaves empty space.",
    ]);
  });

  it("accepts a widget capped at the host's maxHeight that reports its whole content (the host caps the frame)", () => {
    expect(judgeSize(observation([496], 400, { maxHeight: 400 }))).toEqual([]);
    expect(judgeSize(observation([400], 400, { maxHeight: 400 }))).toEqual([]);
  });

  it("still fires below the host's maxHeight", () => {
    expect(messagesOf(judgeSize(observation([200], 400, { maxHeight: 400 })))).toEqual([
      "The widget reported a height of 200 px, but its content is 400 px high: the host cuts it off.",
    ]);
  });
});
