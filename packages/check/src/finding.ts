/** How bad a finding is: `error` breaks the widget in a host, `warning` is a likely problem, `info` is a figure. */
export type Severity = "error" | "warning" | "info";

/** Where a behavioural finding was seen: one widget in one host profile, theme and width. */
export interface FindingRun {
  /** The host profile id (`@hostbridge/testing/profiles`), e.g. `claude-ai`. */
  profile: string;
  /** The theme the host sent. */
  theme: "light" | "dark";
  /** The frame's width in CSS pixels. */
  width: number;
}

/**
 * One thing `hostbridge check` found. The same shape for every rule, static or behavioural, so the
 * terminal, the JSON and HTML reports, the dev host's Checks panel and `expectWidgetHealthy` agree.
 */
export interface Finding {
  /** The rule's stable id, e.g. `csp-violation` or `template-aliases-agree`. */
  rule: string;
  /** The rule's severity. */
  severity: Severity;
  /** What it is about: `tool "show_pizzas"`, `resource "ui://widget/list.html"` or a widget. */
  subject: string;
  /** What was found, with the offending value. */
  message: string;
  /** One line that says how to fix it. */
  fix: string;
  /** The official MCP Apps draft validator's rule id for the same requirement, where there is one. */
  appRule?: string;
  /** For a behavioural finding: the run it was seen in. */
  run?: FindingRun;
}

const ORDER: Record<Severity, number> = { error: 0, warning: 1, info: 2 };

/** The most severe of `findings`' severities, or `null` when there are none (`info` counts). */
export function worstSeverity(findings: readonly Finding[]): Severity | null {
  let worst: Severity | null = null;
  for (const finding of findings)
    if (worst === null || ORDER[finding.severity] < ORDER[worst]) worst = finding.severity;
  return worst;
}

/** Errors first, then warnings, then figures; the order within one severity is kept. */
export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort((a, b) => ORDER[a.severity] - ORDER[b.severity]);
}

/** `pass` (nothing worse than a figure), `warn` or `fail`: the verdict of a group of findings. */
export type Verdict = "pass" | "warn" | "fail";

// @example-source packages/check/examples/api-reference.ts#verdictOf
/**
 * The verdict for `findings`.
 *
 * @example
 * ```ts
 * const verdict = verdictOf(findings); // "fail" on an error, "warn" on a warning, else "pass"
 * process.exitCode = verdict === "fail" ? 1 : 0;
 * ```
 */
export function verdictOf(findings: readonly Finding[]): Verdict {
  const worst = worstSeverity(findings);
  return worst === "error" ? "fail" : worst === "warning" ? "warn" : "pass";
}
