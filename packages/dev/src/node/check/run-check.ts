import { checkServerStatically, type Finding, sortFindings, verdictOf } from "@hostbridge/check";
import { startWidgetHostServer } from "@hostbridge/testing/playwright";
import { hostProfile, type HostProfileId } from "@hostbridge/testing/profiles";
import { type Browser, chromium } from "@playwright/test";
import { browserPath } from "./browser-path.js";
import { CheckError } from "./check-error.js";
import { CHECK_WIDTHS, type CheckOptions, resolveCheckOptions } from "./check-options.js";
import { allFindings, type CheckReport, type RunReport, type WidgetReport } from "./check-report.js";
import { startCspSandbox } from "./csp-sandbox.js";
import { openCheckSession } from "./check-session.js";
import { runWidget, type WidgetRun, widgetSubject } from "./run-widget.js";
import { type PreparedWidget, prepareWidgets } from "./widget-preparation.js";

/** Chromium flags for a loaded machine and no network of its own. */
const BROWSER_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface Job {
  widget: PreparedWidget;
  report: WidgetReport;
  run: WidgetRun;
}

/** The matrix: each widget in each profile, theme and width. */
function jobsOf(
  widgets: readonly { prepared: PreparedWidget; report: WidgetReport }[],
  options: ReturnType<typeof resolveCheckOptions>,
): Job[] {
  const jobs: Job[] = [];
  // A host that shows no widget (Claude Code) shows the result's text: tool-result-content judges that.
  for (const { prepared, report } of widgets)
    for (const profile of options.profiles.map((id) => hostProfile(id as HostProfileId)))
      if (profile.rendersUi)
        for (const theme of options.themes)
          for (const width of options.widths)
            jobs.push({
              widget: prepared,
              report,
              run: {
                profile,
                theme,
                width: CHECK_WIDTHS[width],
                mobile: width === "mobile",
                handshakeTimeoutMs: options.handshakeTimeoutMs,
                screenshot: options.screenshots,
              },
            });
  return jobs;
}

/** A run the check could not finish (the page crashed or hung): a finding, not a lost run. */
function failedRun(job: Job, error: unknown): RunReport {
  const finding: Finding = {
    rule: "run-failed",
    severity: "error",
    subject: widgetSubject(job.report.uri, job.report.tool),
    message: `The check could not finish this run: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
    fix: "Read the message: the page crashed or the widget blocked the browser (an endless loop, a dialog).",
    run: { profile: job.run.profile.id, theme: job.run.theme, width: job.run.width },
  };
  return { run: finding.run!, verdict: "fail", findings: [finding], text: "" };
}

// @example-source packages/dev/examples/api-reference.ts#runCheck
/**
 * `hostbridge check` as a function: reaches the server (a URL, an HTTP server it starts, or a stdio
 * server behind the dev host's bridge), runs the static rules, then loads every widget in headless
 * Chromium in every profile, theme and width and runs the behavioural rules. Resolves with the whole
 * report; rejects with a `DevHostError` (bad option, server down or not MCP) or a `CheckError` (no
 * widgets, no browser, aborted). Everything it started is stopped before it settles.
 *
 * @example
 * ```ts
 * const report = await runCheck({
 *   server: "http://127.0.0.1:3000/mcp",
 *   profiles: ["chatgpt", "claude-ai"],
 *   widths: ["mobile"],
 *   onProgress: ({ done, total, widget }) => console.log(`[${done}/${total}] ${widget}`),
 * });
 * await writeFile("check-report.html", renderHtmlReport(report)); // one self-contained file
 * process.exitCode = report.verdict === "fail" ? 1 : 0;
 * ```
 */
export async function runCheck(input: CheckOptions): Promise<CheckReport> {
  const options = resolveCheckOptions(input);
  const startedAt = new Date();
  const stops: (() => Promise<unknown>)[] = [];
  let browser: Browser | undefined;
  const abort = () => void browser?.close().catch(() => undefined);
  options.signal?.addEventListener("abort", abort, { once: true });
  const aborted = () => {
    if (options.signal?.aborted) throw new CheckError("aborted", "hostbridge check was stopped.");
  };
  try {
    const { connection, session } = await openCheckSession(options, stops);
    aborted();
    const check = await checkServerStatically(session);
    if (check.widgets.length === 0)
      throw new CheckError(
        "no_widgets",
        `${connection.identity.name} has no widgets: none of its ${check.tools.length} tools names a ui:// resource in _meta.ui.resourceUri (or _meta["ui/resourceUri"], openai/outputTemplate), and resources/list has no ui:// resource.`,
      );
    const wanted = options.tools;
    const prepared = await prepareWidgets(
      wanted
        ? { ...check, widgets: check.widgets.filter((widget) => widget.tools.some((tool) => wanted.includes(tool))) }
        : check,
      session,
    );
    aborted();
    const widgets = prepared.map((widget) => ({
      prepared: widget,
      report: {
        uri: widget.loadable.widget.uri,
        tool: widget.loadable.tool,
        args: widget.loadable.args,
        findings: sortFindings(widget.findings),
        runs: [],
      } as WidgetReport,
    }));
    const jobs = jobsOf(widgets, options);
    if (jobs.length > 0) {
      browser = await chromium.launch({
        executablePath: browserPath(options.browserPath),
        args: BROWSER_ARGS,
        // The run stops on the abort signal and closes the browser itself. Playwright's own handlers
        // would close it first and exit the process with 130 before the run could say it stopped.
        handleSIGINT: false,
        handleSIGTERM: false,
        handleSIGHUP: false,
      });
      stops.unshift(() => browser?.close() ?? Promise.resolve());
      aborted();
      const kit = await startWidgetHostServer();
      stops.push(() => kit.close());
      const sandbox = await startCspSandbox(kit);
      stops.push(() => sandbox.close());
      let next = 0;
      let done = 0;
      const worker = async () => {
        // A context (a window) per worker: pages sharing one wait on each other's screenshots.
        const page = await (await browser!.newContext()).newPage();
        for (let job = jobs[next++]; job; job = jobs[next++]) {
          aborted();
          const report = await runWidget(page, sandbox, job.widget.loadable, job.run).catch((error: unknown) => {
            aborted();
            return failedRun(job, error);
          });
          job.report.runs.push(report);
          done += 1;
          options.onProgress({
            done,
            total: jobs.length,
            widget: job.report.uri,
            run: report.run,
            verdict: report.verdict,
            ...(report.findings[0] ? { first: report.findings[0] } : {}),
          });
        }
      };
      await Promise.all(Array.from({ length: Math.min(options.concurrency, jobs.length) }, worker));
    }
    const findings = sortFindings(check.findings);
    const partial = { findings, widgets: widgets.map((widget) => widget.report) };
    const every = allFindings(partial);
    return {
      server: {
        target: options.server ?? options.command ?? "",
        name: connection.identity.name,
        version: connection.identity.version,
      },
      startedAt: startedAt.toISOString(),
      durationMs: Date.now() - startedAt.getTime(),
      matrix: {
        profiles: options.profiles,
        themes: options.themes,
        widths: options.widths.map((width) => CHECK_WIDTHS[width]),
      },
      ...partial,
      verdict: verdictOf(every),
      totals: {
        errors: every.filter((finding) => finding.severity === "error").length,
        warnings: every.filter((finding) => finding.severity === "warning").length,
        runs: jobs.length,
      },
    };
  } finally {
    options.signal?.removeEventListener("abort", abort);
    for (const stop of stops) await stop().catch(() => undefined);
  }
}
