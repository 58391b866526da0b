import { describe, expect, it } from "vitest";
import { appendBounded, atLeast, type ConsoleLine, logMessageLine } from "./console-lines.js";

const line = (text: string): ConsoleLine => ({ key: text, time: 0, source: "stdout", text });

describe("appendBounded", () => {
  it("keeps only the newest lines past the limit", () => {
    const lines = appendBounded([line("a"), line("b")], [line("c"), line("d")], 3);
    expect(lines.map((kept) => kept.text)).toEqual(["b", "c", "d"]);
  });
});

describe("appendBounded order", () => {
  it("puts a polled line before a log message sent after it", () => {
    const logged: ConsoleLine = { key: "log", time: 20, source: "log", text: "later" };
    const polled: ConsoleLine = { key: "out", time: 10, source: "stderr", text: "earlier" };
    expect(appendBounded([logged], [polled]).map((kept) => kept.text)).toEqual(["earlier", "later"]);
  });
});

describe("logMessageLine", () => {
  it("reads the level, the logger and text data", () => {
    expect(logMessageLine({ level: "warning", logger: "db", data: "slow query" }, "1", 5)).toEqual({
      key: "1",
      time: 5,
      source: "log",
      level: "warning",
      logger: "db",
      text: "slow query",
    });
  });

  it("shows other data as JSON, and survives params it cannot read", () => {
    expect(logMessageLine({ level: "info", data: { rows: 3 } }, "2").text).toBe('{"rows":3}');
    expect(logMessageLine(undefined, "3").text).toBe("undefined");
  });
});

describe("atLeast", () => {
  it("passes levels as severe as the chosen one or more", () => {
    expect(atLeast("error", "warning")).toBe(true);
    expect(atLeast("info", "warning")).toBe(false);
    expect(atLeast("custom", "warning")).toBe(true);
  });
});
