import { describe, expect, it } from "vitest";
import { summarize } from "../lib/stats.js";
import { type DevLogResults, devLogReport } from "./dev-log-report.js";
import type { LogFigures } from "./log-figures.js";

const log = (overrides: Partial<LogFigures>): LogFigures => ({
  tool: "hostbridge dev",
  version: "0.1.0",
  urlPrintedMs: 1500,
  firstResultMs: 3000,
  firstResultClicks: 0,
  rows: 10_000,
  fillMs: 20_000,
  logRows: 10_004,
  scroll: {
    steps: 500,
    stepPx: 800,
    scrollRange: 400_000,
    durationMs: 12_000,
    reachedBottom: true,
    frames: { frames: 700, medianMs: 16.7, p95Ms: 33.4, maxMs: 120, longFrames: 3 },
  },
  filter: { text: "line 4321 of", keystrokesMs: [30, 20, 90], shownRows: 1 },
  ...overrides,
});

const results = (inspector: DevLogResults["inspector"]): DevLogResults => ({
  command: "pnpm --filter ./apps/bench bench:dev-log",
  date: "2026-12-03T14:00:00.000Z",
  machine: { cores: 2, cpu: "test cpu", node: "v20", chromium: "156", loadAverage: { start: 1, end: 2 } },
  rows: 10_000,
  scrollSteps: 500,
  hostbridge: {
    firstWidget: { runs: [], urlPrinted: summarize([1000]), firstWidget: summarize([2900]) },
    log: log({}),
  },
  inspector,
});

describe("devLogReport", () => {
  it("puts both tools' figures side by side, row by row", () => {
    const table = devLogReport(results(log({ version: "0.15.0", firstResultClicks: 5, fillMs: 900, filter: null })));
    expect(table).toContain("| Run `emit_log` → 10,000 lines in the log | **20000 ms** | **900 ms** |");
    expect(table).toContain("16.7 ms / 33.4 ms / 120.0 ms; 3 of 700 frames > 50 ms");
    expect(table).toContain("| 30 ms median, 90 ms slowest (3 keys; 1 row left) | no text filter |");
    expect(table).toContain("3000 ms (0 clicks) | 3000 ms (5 clicks)");
  });

  it("says why the Inspector has no figures instead of leaving its column empty", () => {
    const table = devLogReport(results({ notMeasured: "npm install failed (1): offline" }));
    expect(table).toContain("| not measured: npm install failed (1): offline |");
    expect(table).toContain("| **20000 ms** | — |");
  });

  it("marks a scroll that never reached the bottom", () => {
    const stuck = log({});
    stuck.scroll = { ...stuck.scroll, reachedBottom: false };
    const run = results({ notMeasured: "skipped" });
    run.hostbridge.log = stuck;
    expect(devLogReport(run)).toContain("(did not reach the bottom)");
  });
});
