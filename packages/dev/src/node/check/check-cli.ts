import { DevHostError } from "../errors.js";
import { CHECK_USAGE, parseCheckArgs } from "./check-args.js";
import { CheckError } from "./check-error.js";
import type { CheckReport } from "./check-report.js";
import { formatSummary, progressLine } from "./check-summary.js";
import { runCheck } from "./run-check.js";

/** A stream the command writes to, and whether it is a terminal. */
export type TerminalStream = NodeJS.WritableStream & {
  /** True on a terminal: progress is redrawn on one line instead of printed line by line. */
  isTTY?: boolean;
};

/** Where the command writes. */
export interface CheckCliIo {
  /** The report (summary or JSON). */
  stdout: TerminalStream;
  /** Progress and error messages. */
  stderr: TerminalStream;
  /** Writes the HTML report (a file in the CLI). */
  writeHtml?: (path: string, report: CheckReport) => Promise<void>;
  /** Stops the run when aborted (the CLI aborts it on Ctrl-C and SIGTERM). */
  signal?: AbortSignal;
}

/** Exit codes: 0 passed, 1 something failed (a warning with --strict), 2 the check could not run, 130 stopped. */
export const CHECK_EXIT = {
  /** Every check passed (warnings allowed without --strict). */
  passed: 0,
  /** Something failed, or with --strict a warning was found. */
  failed: 1,
  /** The check could not run: bad options, no server, no browser. */
  couldNotRun: 2,
  /** Stopped by Ctrl-C or SIGTERM. */
  stopped: 130,
} as const;

/** The report as JSON, without the screenshots (they belong in the HTML report). */
export function reportJson(report: CheckReport): string {
  const widgets = report.widgets.map((widget) => ({
    ...widget,
    runs: widget.runs.map(({ screenshot: _screenshot, ...run }) => run),
  }));
  return `${JSON.stringify({ ...report, widgets }, null, 2)}\n`;
}

/**
 * `hostbridge check <argv>`: runs the check with a progress line on stderr, prints the summary (or
 * `--json`) on stdout, writes `--html`, and resolves with the exit code. A reason the check cannot
 * run is one line on stderr, never a stack trace.
 */
export async function runCheckCli(argv: readonly string[], io: CheckCliIo): Promise<number> {
  let request: ReturnType<typeof parseCheckArgs>;
  try {
    request = parseCheckArgs(argv);
  } catch (error) {
    io.stderr.write(`hostbridge check: ${(error as Error).message}\n`);
    return CHECK_EXIT.couldNotRun;
  }
  if (request.kind === "help") {
    io.stdout.write(`${CHECK_USAGE}\n`);
    return CHECK_EXIT.passed;
  }
  const live = io.stderr.isTTY === true;
  let report: CheckReport;
  try {
    report = await runCheck({
      ...request.options,
      ...(request.html === undefined ? { screenshots: false } : {}),
      ...(io.signal ? { signal: io.signal } : {}),
      log: (line) => {
        if (!request.json) io.stderr.write(`${live ? "\r\x1b[K" : ""}${line}\n`);
      },
      // One line rewritten in a terminal; one line per run in a log (CI).
      onProgress: (progress) =>
        io.stderr.write(live ? `\r\x1b[K${progressLine(progress)}` : `${progressLine(progress)}\n`),
    });
  } catch (error) {
    if (live) io.stderr.write("\r\x1b[K");
    if (error instanceof CheckError && error.code === "aborted") {
      io.stderr.write("hostbridge check: stopped; every browser and server it started is stopped too.\n");
      return CHECK_EXIT.stopped;
    }
    if (error instanceof DevHostError || error instanceof CheckError) {
      io.stderr.write(`hostbridge check: ${error.message}\n`);
      return CHECK_EXIT.couldNotRun;
    }
    io.stderr.write(
      `hostbridge check: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    return CHECK_EXIT.couldNotRun;
  }
  if (live) io.stderr.write("\r\x1b[K");
  io.stdout.write(request.json ? reportJson(report) : formatSummary(report));
  if (request.html !== undefined && io.writeHtml) {
    try {
      await io.writeHtml(request.html, report);
    } catch (error) {
      io.stderr.write(
        `hostbridge check: cannot write the HTML report to ${request.html}: ${(error as Error).message}\n`,
      );
      return CHECK_EXIT.couldNotRun;
    }
    if (!request.json) io.stdout.write(`HTML report: ${request.html}\n`);
  }
  const failed = report.totals.errors > 0 || (request.strict && report.totals.warnings > 0);
  return failed ? CHECK_EXIT.failed : CHECK_EXIT.passed;
}
