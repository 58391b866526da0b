import {
  type CheckedTool,
  type CheckRuleId,
  type Finding,
  hasRecorder,
  judgeRun,
  observedHostOf,
  observeWidget,
  RECORDER_SCRIPT,
  sortFindings,
  widgetDocumentFrame,
} from "@hostbridge/check/behaviour";
import type { Page } from "@playwright/test";
import type { BrowserWidget } from "./open-widget.js";

/** What `expectWidgetHealthy` judges and how strictly. */
export interface WidgetHealthOptions {
  /** Rules of `hostbridge check` not to apply, e.g. `["size-report"]`. */
  skip?: readonly CheckRuleId[];
  /** Fail on warnings too (a console error, a size report off its content), not only on errors. */
  strict?: boolean;
  /**
   * The server's tools as `tools/list` lists them, to judge whether the widget may call the ones it
   * called (`widget-tool-access`). Without them that rule is not applied: a widget test's tools are fakes.
   */
  tools?: readonly CheckedTool[];
  /** How long the widget may take to show content once the result arrived. Default 5,000 ms. */
  renderWaitMs?: number;
}

/** `expectWidgetHealthy` found problems: every finding it failed on, one per line in the message. */
export class WidgetHealthError extends Error {
  /** The findings the assertion failed on (errors, and warnings when strict). */
  readonly findings: Finding[];

  /** Lists `findings` in the message, each with its rule, what was found and the fix. */
  constructor(findings: Finding[]) {
    super(
      `The widget is not healthy (${findings.length} finding${findings.length === 1 ? "" : "s"} of hostbridge check):\n${findings
        .map((finding) => `  ${finding.severity} ${finding.rule}: ${finding.message}\n    fix: ${finding.fix}`)
        .join("\n")}`,
    );
    this.name = "WidgetHealthError";
    this.findings = findings;
  }
}

/** The recorder is not in the widget document, so its errors and CSP violations were not seen. */
export class WidgetHealthNotRecordedError extends Error {
  /** Says to call `recordWidgetHealth(page)` before the widget opens. */
  constructor() {
    super(
      "expectWidgetHealthy cannot see the widget's errors and CSP violations: call `await recordWidgetHealth(page)` before opening the widget (they happen while it loads).",
    );
    this.name = "WidgetHealthNotRecordedError";
  }
}

// @example-source packages/testing/examples/playwright-reference.ts#expectWidgetHealthy
/**
 * Puts `hostbridge check`'s recorder in every document `page` loads from now on, the widget's
 * included: uncaught errors, unhandled rejections, `console.error` calls and CSP violations are
 * kept for `expectWidgetHealthy`. Call it before opening the widget.
 *
 * @example
 * ```ts
 * test("pizza list is healthy in Claude", async ({ page, openWidget }) => {
 *   await recordWidgetHealth(page); // before the widget opens
 *   const widget = await openWidget({ widget: { file: "dist/widgets/pizza-list.html" }, profile: "claude-ai" });
 *   await expectWidgetHealthy(widget); // rejects with a WidgetHealthError naming every failed finding
 * });
 * ```
 */
export async function recordWidgetHealth(page: Page): Promise<void> {
  await page.addInitScript(RECORDER_SCRIPT);
}

/** The theme the host last told the widget about (MCP Apps host context, or ChatGPT's globals), else light. */
function themeOf(messages: readonly { direction: string; data: unknown }[]): "light" | "dark" {
  let theme: "light" | "dark" = "light";
  for (const message of messages) {
    if (message.direction !== "out") continue;
    const data = message.data as {
      result?: { hostContext?: { theme?: unknown } };
      params?: { theme?: unknown; globals?: { theme?: unknown } };
    } | null;
    const told = data?.result?.hostContext?.theme ?? data?.params?.theme ?? data?.params?.globals?.theme;
    if (told === "light" || told === "dark") theme = told;
  }
  return theme;
}

// @example-source packages/testing/examples/playwright-reference.ts#expectWidgetHealthy
/**
 * Asserts that a widget opened with `openWidget` is healthy, with the behavioural rules of
 * `hostbridge check`: the handshake completed with `initialized`, it shows something (not blank,
 * not a spinner), its size report matches its content, it asks for no display mode the host lacks,
 * it answers `tools/list` when it declared tools, no uncaught error or console error, no CSP
 * violation, AA contrast and no serious axe-core violation. Rejects with a `WidgetHealthError`
 * naming every failed finding; resolves with all findings (figures and, unless strict, warnings).
 *
 * @throws {WidgetHealthNotRecordedError} when `recordWidgetHealth(page)` was not called before the widget opened.
 * @example
 * ```ts
 * test("pizza list is healthy in Claude", async ({ page, openWidget }) => {
 *   await recordWidgetHealth(page); // before the widget opens
 *   const widget = await openWidget({ widget: { file: "dist/widgets/pizza-list.html" }, profile: "claude-ai" });
 *   await expectWidgetHealthy(widget); // rejects with a WidgetHealthError naming every failed finding
 * });
 * ```
 */
export async function expectWidgetHealthy(
  widget: BrowserWidget,
  options: WidgetHealthOptions = {},
): Promise<Finding[]> {
  const frame = widgetDocumentFrame(widget.page, widget.hostServer.sandboxOrigin);
  if (frame && !(await hasRecorder(frame))) throw new WidgetHealthNotRecordedError();
  const box = await widget.element.boundingBox();
  const observation = await observeWidget({
    subject: `widget in ${widget.profile.id}`,
    run: { profile: widget.profile.id, theme: themeOf(await widget.messages()), width: Math.round(box?.width ?? 0) },
    host: observedHostOf(widget.profile),
    widget,
    handshakeFailure: null,
    frame,
    tools: options.tools ?? [],
    ...(options.renderWaitMs !== undefined ? { renderWaitMs: options.renderWaitMs } : {}),
  });
  const skipped = new Set<string>(options.skip ?? []);
  if (!options.tools) skipped.add("widget-tool-access");
  const findings = sortFindings(judgeRun(observation).filter((finding) => !skipped.has(finding.rule)));
  const failing = findings.filter(
    (finding) => finding.severity === "error" || (options.strict === true && finding.severity === "warning"),
  );
  if (failing.length > 0) throw new WidgetHealthError(failing);
  return findings;
}
