import { describe, expect, it } from "vitest";
import { exportLog, logTime } from "./log-export.js";
import { logLabels, matchesLogFilter, NO_LOG_FILTER } from "./log-filter.js";
import type { LogEntry } from "./types.js";

const entry = (patch: Partial<LogEntry>): LogEntry => ({
  id: 1,
  at: Date.UTC(2026, 0, 2, 3, 4, 5, 67),
  channel: "widget",
  frame: "main",
  direction: "in",
  kind: "json-rpc",
  label: "tools/call",
  data: { jsonrpc: "2.0", id: 1, method: "tools/call", params: { name: "Show_Pizzas" } },
  status: "ok",
  response: { direction: "out", kind: "json-rpc", label: "response", data: { result: "Joe's Pizza" }, at: 0 },
  latencyMs: 12,
  ...patch,
});

describe("matchesLogFilter", () => {
  it("narrows by channel, direction and method, any case", () => {
    const row = entry({});
    expect(matchesLogFilter(row, NO_LOG_FILTER)).toBe(true);
    expect(matchesLogFilter(row, { ...NO_LOG_FILTER, channel: "server" })).toBe(false);
    expect(matchesLogFilter(row, { ...NO_LOG_FILTER, channel: "widget", direction: "in" })).toBe(true);
    expect(matchesLogFilter(row, { ...NO_LOG_FILTER, direction: "out" })).toBe(false);
    expect(matchesLogFilter(row, { ...NO_LOG_FILTER, method: "TOOLS/" })).toBe(true);
    expect(matchesLogFilter(row, { ...NO_LOG_FILTER, method: "resources" })).toBe(false);
  });

  it("finds text in the request and in its response, any case", () => {
    const row = entry({});
    expect(matchesLogFilter(row, { ...NO_LOG_FILTER, text: "show_pizzas" })).toBe(true);
    expect(matchesLogFilter(row, { ...NO_LOG_FILTER, text: "JOE'S" })).toBe(true);
    expect(matchesLogFilter(row, { ...NO_LOG_FILTER, text: "naples" })).toBe(false);
  });

  it("suggests each label once, sorted", () => {
    expect(logLabels([entry({ label: "tools/list" }), entry({}), entry({ label: "tools/list" })])).toEqual([
      "tools/call",
      "tools/list",
    ]);
  });
});

describe("exportLog", () => {
  it("writes ISO times, the pair and its latency", () => {
    const [row] = JSON.parse(exportLog([entry({})])) as Array<Record<string, unknown>>;
    expect(row).toMatchObject({
      time: "2026-01-02T03:04:05.067Z",
      channel: "widget",
      label: "tools/call",
      latencyMs: 12,
      response: { time: "1970-01-01T00:00:00.000Z", label: "response", message: { result: "Joe's Pizza" } },
    });
  });

  it("shows times to the millisecond", () => {
    expect(logTime(new Date(2026, 0, 2, 3, 4, 5, 7).getTime())).toBe("03:04:05.007");
  });
});
