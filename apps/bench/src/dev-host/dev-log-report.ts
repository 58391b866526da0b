import { formatMs, formatSummary, markdownTable } from "../lib/report.js";
import { summarize } from "../lib/stats.js";
import type { BenchMachine } from "./bench-machine.js";
import type { LogFigures } from "./log-figures.js";
import type { TimeToFirstWidget } from "./time-to-first-widget.js";

/** One run of `bench:dev-log`, as saved in results/dev-log.json. */
export interface DevLogResults {
  command: string;
  date: string;
  machine: BenchMachine;
  rows: number;
  scrollSteps: number;
  hostbridge: { firstWidget: TimeToFirstWidget; log: LogFigures };
  /** The Inspector's figures, or why there are none. */
  inspector: LogFigures | { notMeasured: string };
}

const NONE = "—";
/** Frame times keep a decimal: 16.7 ms is a frame at 60 Hz. */
const frameMs = (ms: number) => `${ms.toFixed(1)} ms`;

/** A scroll's frames in one cell: median / p95 / longest, and the long frames. */
function scrollCell(log: LogFigures): string {
  const { frames, reachedBottom } = log.scroll;
  const cell = `${frameMs(frames.medianMs)} / ${frameMs(frames.p95Ms)} / ${frameMs(frames.maxMs)}; ${frames.longFrames} of ${frames.frames} frames > 50 ms`;
  return reachedBottom ? cell : `${cell} (did not reach the bottom)`;
}

/** The filter's keystrokes in one cell: median and slowest key → next frame, and the rows left. */
function filterCell(log: LogFigures): string {
  if (!log.filter) return "no text filter";
  const keys = summarize(log.filter.keystrokesMs);
  return `${formatMs(keys.median)} median, ${formatMs(keys.max)} slowest (${log.filter.keystrokesMs.length} keys; ${log.filter.shownRows} row${log.filter.shownRows === 1 ? "" : "s"} left)`;
}

/** The column of one tool; every cell says "not measured" when there are no figures. */
function column(log: LogFigures | { notMeasured: string }, firstWidget: string): string[] {
  if ("notMeasured" in log)
    return [`not measured: ${log.notMeasured}`, NONE, NONE, firstWidget, NONE, NONE, NONE, NONE];
  return [
    log.version,
    formatMs(log.urlPrintedMs),
    `${formatMs(log.firstResultMs)} (${log.firstResultClicks} clicks)`,
    firstWidget,
    `**${formatMs(log.fillMs)}**`,
    log.logRows.toLocaleString("en-US"),
    `**${scrollCell(log)}**`,
    filterCell(log),
  ];
}

/** The README section of a run: what ran, on what machine, and the side-by-side table. */
export function devLogReport(r: DevLogResults): string {
  const labels = [
    "version",
    "start command → UI's URL printed",
    "start command → `hello`'s result on screen (clicks after opening the URL)",
    "start command → first widget on screen (demo server, `show_pizzas`)",
    `Run \`emit_log\` → ${r.rows.toLocaleString("en-US")} lines in the log`,
    "rows in the log then",
    `scroll top → bottom, ${r.scrollSteps} wheel steps: frame median / p95 / longest`,
    `filter typing \`${r.hostbridge.log.filter?.text ?? ""}\`: key → next frame`,
  ];
  const hostbridge = column(r.hostbridge.log, formatSummary(r.hostbridge.firstWidget.firstWidget, formatMs));
  const inspector = column(r.inspector, "no widget view in this version");
  return [
    `Command: \`${r.command}\` (from the repository root) · ${r.date.slice(0, 16).replace("T", " ")} UTC · ${r.machine.cores} cores (${r.machine.cpu}), Node ${r.machine.node}, Chromium ${r.machine.chromium} headless, 1440×900 · load average (1 min) ${r.machine.loadAverage.start} at start, ${r.machine.loadAverage.end} at end.`,
    markdownTable(
      ["", "hostbridge dev", "MCP Inspector"],
      labels.map((label, index) => [label, hostbridge[index] ?? NONE, inspector[index] ?? NONE]),
    ),
  ].join("\n\n");
}
