import { describe, expect, it } from "vitest";
import {
  HISTORY_LIMIT,
  nameRun,
  parseHistory,
  type RecordedRun,
  RESULT_KEEP_LIMIT,
  recordRun,
  removeRun,
} from "./run-history.js";

const result = { content: [{ type: "text", text: "4 places" }], structuredContent: { city: "Naples" } };

function runOf(patch: Partial<RecordedRun> = {}): RecordedRun {
  return {
    id: "call_1",
    tool: "show_pizzas",
    args: { city: "Naples" },
    profile: "chatgpt",
    pending: true,
    result: null,
    error: null,
    cancelled: null,
    ...patch,
  };
}

describe("recordRun", () => {
  it("puts a new run on top, running, with its arguments as formatted JSON", () => {
    const older = recordRun([], runOf({ id: "call_0", pending: false, result }), 1);
    const entries = recordRun(older, runOf(), 2);
    expect(entries.map((entry) => entry.id)).toEqual(["call_1", "call_0"]);
    expect(entries[0]).toMatchObject({
      tool: "show_pizzas",
      argsText: '{\n  "city": "Naples"\n}',
      profile: "chatgpt",
      at: 2,
      outcome: "running",
      result: null,
    });
  });

  it("updates the run in place when its result comes in, keeping its start time and name", () => {
    const started = nameRun(recordRun([], runOf(), 5), "call_1", "Naples list");
    const [entry] = recordRun(started, runOf({ pending: false, result }), 9);
    expect(entry).toMatchObject({ at: 5, outcome: "ok", result, name: "Naples list" });
  });

  it("tells an error result, a failed call and a cancelled call apart", () => {
    const outcome = (patch: Partial<RecordedRun>) => recordRun([], runOf({ pending: false, ...patch }))[0]?.outcome;
    expect(outcome({ result: { ...result, isError: true } })).toBe("error");
    expect(outcome({ error: "MCP error -32603: boom" })).toBe("error");
    expect(outcome({ error: "Cancelled by the user", cancelled: "Cancelled by the user" })).toBe("cancelled");
    expect(recordRun([], runOf({ pending: false, error: "boom" }))[0]?.result).toBe("boom");
  });

  it("does not keep a result too large for local storage", () => {
    const huge = { content: [{ type: "text", text: "x".repeat(RESULT_KEEP_LIMIT) }] };
    const [entry] = recordRun([], runOf({ pending: false, result: huge }));
    expect(entry).toMatchObject({ outcome: "ok", result: null });
  });

  it("drops the oldest unsaved runs past the limit and keeps every saved one", () => {
    let entries = nameRun(recordRun([], runOf({ id: "saved" })), "saved", "keep me");
    for (let index = 0; index < HISTORY_LIMIT + 5; index++)
      entries = recordRun(entries, runOf({ id: `call_${index}` }));
    expect(entries).toHaveLength(HISTORY_LIMIT + 1);
    expect(entries.some((entry) => entry.id === "saved")).toBe(true);
    expect(entries.some((entry) => entry.id === "call_0")).toBe(false);
    expect(entries[0]?.id).toBe(`call_${HISTORY_LIMIT + 4}`);
  });
});

describe("nameRun and removeRun", () => {
  it("trims the name, and an empty name unsaves the run", () => {
    const entries = recordRun([], runOf());
    expect(nameRun(entries, "call_1", "  Naples  ")[0]?.name).toBe("Naples");
    expect(nameRun(nameRun(entries, "call_1", "Naples"), "call_1", " ")[0]).not.toHaveProperty("name");
  });

  it("removes one run", () => {
    const entries = recordRun(recordRun([], runOf({ id: "a" })), runOf({ id: "b" }));
    expect(removeRun(entries, "a").map((entry) => entry.id)).toEqual(["b"]);
  });
});

describe("parseHistory", () => {
  it("reads back what was stored, and marks a run cut off by a reload as interrupted", () => {
    const entries = recordRun(recordRun([], runOf({ id: "done", pending: false, result })), runOf({ id: "cut" }));
    const read = parseHistory(JSON.stringify(entries));
    expect(read.map((entry) => [entry.id, entry.outcome])).toEqual([
      ["cut", "interrupted"],
      ["done", "ok"],
    ]);
    expect(read[1]?.result).toEqual(result);
  });

  it("ignores storage it cannot trust: nothing, bad JSON, another shape, foreign entries", () => {
    expect(parseHistory(null)).toEqual([]);
    expect(parseHistory("{not json")).toEqual([]);
    expect(parseHistory('{"id":"x"}')).toEqual([]);
    const good = recordRun([], runOf({ pending: false, result }));
    const mixed = [...good, { id: 1 }, null, { ...good[0], outcome: "exploded" }, { ...good[0], name: 7 }];
    expect(parseHistory(JSON.stringify(mixed)).map((entry) => entry.id)).toEqual(["call_1"]);
  });
});
