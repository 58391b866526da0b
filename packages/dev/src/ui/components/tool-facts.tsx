import type { Finding } from "@hostbridge/check";
import type { Tool } from "@modelcontextprotocol/client";
import { annotationBadges } from "../lint/tool-lint.js";
import type { ToolLintState } from "../lint/use-tool-lint.js";
import { FindingList } from "./finding-list.js";

/** The count of the static check's findings about a tool, in the tool list. */
export function LintBadge({ findings }: { findings: Finding[] | undefined }) {
  if (!findings?.length) return null;
  const errors = findings.some((finding) => finding.severity === "error");
  return (
    <span
      className={`badge ${errors ? "danger" : "warn"}`}
      data-testid="tool-lint-count"
      title={findings.map((finding) => finding.rule).join(", ")}
    >
      {findings.length} {errors ? "error" : "warning"}
      {findings.length === 1 ? "" : "s"}
    </span>
  );
}

/** The selected tool's annotation hints, and what the static check says about it. */
export function ToolFacts({
  tool,
  findings,
  lintState,
}: {
  tool: Tool;
  findings: Finding[];
  lintState?: ToolLintState;
}) {
  const badges = annotationBadges(tool);
  return (
    <>
      <div className="tool-annotations" data-testid="tool-annotations">
        {badges.length === 0 ? (
          <span className="muted small">No annotations: hosts assume it writes and may be destructive.</span>
        ) : (
          badges.map((badge) => (
            <span key={badge.hint} className={`badge ${badge.warn ? "danger" : "muted"}`} title={badge.hint}>
              {badge.label}
            </span>
          ))
        )}
      </div>
      {findings.length > 0 && (
        <details key={tool.name} className="tool-lint" data-testid="tool-lint">
          <summary>
            {findings.length} from <code>hostbridge check</code>
          </summary>
          <FindingList findings={findings} testId="tool-lint-finding" />
        </details>
      )}
      {lintState?.status === "stdio" && (
        <p className="muted small" data-testid="tool-lint-stdio">
          Not linted here: checking a stdio server would start another copy of it. Run{" "}
          <code>hostbridge check --command "…"</code>.
        </p>
      )}
      {lintState?.status === "failed" && (
        <p className="muted small" data-testid="tool-lint-failed">
          The static check did not run: {lintState.message}
        </p>
      )}
    </>
  );
}
