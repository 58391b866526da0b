import { DevHostError } from "../errors.js";
import { bearerFromEnvironment } from "../server-headers.js";
import { CHECK_USAGE, type CheckRequest, parseCheckArgs } from "./check-args.js";
import { CheckError } from "./check-error.js";
import type { CheckOptions } from "./check-options.js";
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

/** Clears the terminal's current line (the progress line) before something else is written. */
const CLEAR_LINE = "\r\x1b[K";

/** A request to run the check (not to show the help). */
type CheckRun = Extract<CheckRequest, { kind: "check" }>;

/**
 * `hostbridge check <argv>`: runs the check with a progress line on stderr, prints the summary (or
 * `--json`) on stdout, writes `--html`, and resolves with the exit code. A reason the check cannot
 * run is one line on stderr, never a stack trace.
 */
export async function runCheckCli(argv: readonly string[], output: CheckCliIo): Promise<number> {
  let request: CheckRequest;
  try {
    request = parseCheckArgs(argv);
  } catch (error) {
    output.stderr.write(`hostbridge check: ${(error as Error).message}\n`);
    return CHECK_EXIT.couldNotRun;
  }
  if (request.kind === "help") {
    output.stdout.write(`${CHECK_USAGE}\n`);
    return CHECK_EXIT.passed;
  }
  return runRequestedCheck(request, output);
}

/** Runs the check, prints its report and writes the HTML one; resolves with the exit code. */
async function runRequestedCheck(request: CheckRun, output: CheckCliIo): Promise<number> {
  const live = output.stderr.isTTY === true;
  let report: CheckReport;
  try {
    report = await runCheck(runOptions(request, output, live));
  } catch (error) {
    if (live) output.stderr.write(CLEAR_LINE);
    return failureExit(error, output);
  }
  if (live) output.stderr.write(CLEAR_LINE);
  output.stdout.write(request.json ? reportJson(report) : formatSummary(report));
  const htmlFailure = await writeHtmlReport(request, report, output);
  if (htmlFailure !== null) return htmlFailure;
  const failed = report.totals.errors > 0 || (request.strict && report.totals.warnings > 0);
  return failed ? CHECK_EXIT.failed : CHECK_EXIT.passed;
}

/** `runCheck`'s options for the request, its log and progress going to stderr. */
function runOptions(request: CheckRun, output: CheckCliIo, live: boolean): CheckOptions {
  return {
    ...request.options,
    ...bearerFromEnvironment(request.options),
    ...(request.html === undefined ? { screenshots: false } : {}),
    ...(output.signal ? { signal: output.signal } : {}),
    log: (line) => {
      if (!request.json) output.stderr.write(`${live ? CLEAR_LINE : ""}${line}\n`);
    },
    // One line rewritten in a terminal; one line per run in a log (CI).
    onProgress: (progress) =>
      output.stderr.write(live ? `${CLEAR_LINE}${progressLine(progress)}` : `${progressLine(progress)}\n`),
  };
}

/** Says on stderr why the check stopped or could not run, and gives the exit code for it. */
function failureExit(error: unknown, output: CheckCliIo): number {
  if (error instanceof CheckError && error.code === "aborted") {
    output.stderr.write("hostbridge check: stopped; every browser and server it started is stopped too.\n");
    return CHECK_EXIT.stopped;
  }
  if (error instanceof DevHostError || error instanceof CheckError) {
    output.stderr.write(`hostbridge check: ${error.message}\n`);
    return CHECK_EXIT.couldNotRun;
  }
  output.stderr.write(
    `hostbridge check: unexpected failure: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  return CHECK_EXIT.couldNotRun;
}

/** Writes `--html` when asked (and the output can): the exit code if that failed, else `null`. */
async function writeHtmlReport(request: CheckRun, report: CheckReport, output: CheckCliIo): Promise<number | null> {
  if (request.html === undefined || !output.writeHtml) return null;
  try {
    await output.writeHtml(request.html, report);
  } catch (error) {
    output.stderr.write(
      `hostbridge check: cannot write the HTML report to ${request.html}: ${(error as Error).message}\n`,
    );
    return CHECK_EXIT.couldNotRun;
  }
  if (!request.json) output.stdout.write(`HTML report: ${request.html}\n`);
  return null;
}
