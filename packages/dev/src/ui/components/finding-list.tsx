import type { Finding } from "@hostbridge/check";
import "./finding-list.css";

/** One finding of `hostbridge check`: its rule (and the official validator's id), message and fix. */
function FindingItem({ finding, testId }: { finding: Finding; testId: string }) {
  return (
    <li className={finding.severity} data-testid={testId} data-rule={finding.rule}>
      <span className="rule">{finding.rule}</span>
      {finding.appRule ? ` (${finding.appRule})` : ""} · {finding.severity}
      <br />
      {finding.message}
      <span className="fix">fix: {finding.fix}</span>
    </li>
  );
}

/** Findings as the Checks panel and the tool form list them, each marked by its severity. */
export function FindingList({ findings, testId }: { findings: readonly Finding[]; testId: string }) {
  return (
    <ul className="finding-list">
      {findings.map((finding) => (
        <FindingItem key={`${finding.rule}:${finding.subject}:${finding.message}`} finding={finding} testId={testId} />
      ))}
    </ul>
  );
}
