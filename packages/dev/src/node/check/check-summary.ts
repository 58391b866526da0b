import { type Finding, type Verdict, verdictOf } from "@hostbridge/check";
import type { CheckProgress, CheckReport, WidgetReport } from "./check-report.js";

const LABEL: Record<Verdict, string> = { pass: "pass", warn: "warn", fail: "FAIL" };

/** `ui://widget/pizza-list.html` → `pizza-list`: the short name a table can hold. */
export function shortWidgetName(uri: string): string {
  return (uri.split("/").pop() ?? uri).replace(/\.html?$/, "");
}

/** One finding as one line: severity, rule, subject, message; the fix on the next line. */
export function findingLines(finding: Finding, indent = "  "): string {
  const where = finding.run ? ` [${finding.run.profile} ${finding.run.theme} ${finding.run.width}px]` : "";
  const app = finding.appRule ? ` (${finding.appRule})` : "";
  return `${indent}${finding.severity.padEnd(7)} ${finding.rule}${app}  ${finding.subject}${where}\n${indent}        ${finding.message}\n${indent}        fix: ${finding.fix}`;
}

/** The progress line of one finished run. */
export function progressLine(progress: CheckProgress): string {
  const { done, total, widget, run, verdict, first } = progress;
  const reason = first && first.severity !== "info" ? `  ${first.rule}: ${first.message}` : "";
  const line = `[${done}/${total}] ${LABEL[verdict]}  ${shortWidgetName(widget)} · ${run.profile} · ${run.theme} · ${run.width}px${reason}`;
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/** The findings of one widget in one profile (every theme and width). */
function profileFindings(widget: WidgetReport, profile: string): Finding[] {
  return widget.runs.filter((run) => run.run.profile === profile).flatMap((run) => run.findings);
}

/** The table: a row per widget, a column per profile, each cell the worst verdict of its runs. */
function matrixTable(report: CheckReport): string {
  const profiles = report.matrix.profiles;
  const names = report.widgets.map((widget) => shortWidgetName(widget.uri));
  const first = Math.max(6, ...names.map((name) => name.length));
  const widths = profiles.map((profile) => Math.max(4, profile.length));
  const header = `  ${"widget".padEnd(first)}  ${profiles.map((profile, index) => profile.padEnd(widths[index] ?? 4)).join("  ")}`;
  const rows = report.widgets.map((widget, row) => {
    const cells = profiles.map((profile, index) => {
      const runs = widget.runs.filter((run) => run.run.profile === profile);
      const cell = runs.length === 0 ? "-" : LABEL[verdictOf(profileFindings(widget, profile))];
      return cell.padEnd(widths[index] ?? 4);
    });
    return `  ${(names[row] ?? "").padEnd(first)}  ${cells.join("  ")}`;
  });
  return [header, ...rows].join("\n");
}

/** The first reason of each widget × profile that did not pass. */
function firstReasons(report: CheckReport): string[] {
  const lines: string[] = [];
  for (const widget of report.widgets)
    for (const profile of report.matrix.profiles) {
      const findings = profileFindings(widget, profile).filter((finding) => finding.severity !== "info");
      const first = findings.find((finding) => finding.severity === "error") ?? findings[0];
      if (first)
        lines.push(
          `  ${shortWidgetName(widget.uri)} in ${profile}: ${first.rule}: ${first.message}\n      fix: ${first.fix}`,
        );
    }
  return lines;
}

/** The terminal summary of a finished check. */
export function formatSummary(report: CheckReport): string {
  const staticProblems = report.findings.filter((finding) => finding.severity !== "info");
  const widgetProblems = report.widgets.flatMap((widget) =>
    widget.findings.filter((finding) => finding.severity !== "info"),
  );
  const sections = [
    `hostbridge check  ${report.server.name}${report.server.version ? ` ${report.server.version}` : ""}  (${report.server.target})`,
    `${report.widgets.length} widgets × ${report.matrix.profiles.length} profiles × ${report.matrix.themes.length} themes × ${report.matrix.widths.length} widths = ${report.totals.runs} runs in ${(report.durationMs / 1000).toFixed(1)} s`,
  ];
  if (staticProblems.length + widgetProblems.length > 0)
    sections.push(
      `Server metadata and tool results:\n${[...staticProblems, ...widgetProblems].map((finding) => findingLines(finding)).join("\n")}`,
    );
  if (report.widgets.length > 0) sections.push(matrixTable(report));
  const reasons = firstReasons(report);
  if (reasons.length > 0) sections.push(`First reason per widget and profile:\n${reasons.join("\n")}`);
  sections.push(
    `${LABEL[report.verdict]}: ${report.totals.errors} errors, ${report.totals.warnings} warnings. --json lists every finding, --html <file> shows each run with its screenshot.`,
  );
  return `${sections.join("\n\n")}\n`;
}
