import { cspKeyFor, declaredFor, isDeclared, originOf } from "./csp-domains.js";
import type { CspFinding } from "./csp-findings.js";
import type { ResolvedWidget } from "./options.js";

/** A finding that breaks a widget, with where it comes from and what to do. */
export interface CspProblem {
  widget: string;
  /** The source file (relative to the root), or the built widget file. */
  file: string;
  reason: string;
}

/** Why a finding breaks the widget, or `undefined` when the widget's declaration allows it. */
export function problemOf(finding: CspFinding, widget: ResolvedWidget, declaredIn: string): string | undefined {
  switch (finding.type) {
    case "eval":
      return `${finding.via}: the MCP Apps default CSP has no 'unsafe-eval', so code built from strings never runs`;
    case "base":
      return `${finding.via}: it changes where relative URLs resolve and breaks the host's base-uri policy; remove it`;
    case "relative":
      return `${finding.via} loads the relative URL "${finding.url}": the widget is rendered from the host's origin, so that file is not there; import the file so the build inlines it`;
    case "external": {
      if (isDeclared(finding.url, declaredFor(finding.kind, widget.csp))) return undefined;
      const key = cspKeyFor(finding.kind);
      const origin = originOf(finding.url) ?? finding.url;
      if (finding.kind === "connect")
        return `${finding.via} connects to ${origin} (${finding.url}), which the widget does not declare: add "${origin}" to csp.${key} in ${declaredIn}`;
      return `${finding.via} loads ${finding.kind === "image" ? "an image" : `a ${finding.kind}`} from ${origin} (${finding.url}), which the widget does not declare: add "${origin}" to csp.${key} in ${declaredIn}, or inline the file`;
    }
  }
}

/** The error message listing every problem of every widget. */
export function formatProblems(problems: readonly CspProblem[]): string {
  const lines = problems.map((problem) => `  - ${problem.file} (widget "${problem.widget}"): ${problem.reason}`);
  return `hostbridge: ${problems.length} problem(s) would break widgets under the MCP Apps default CSP:\n${lines.join("\n")}`;
}
