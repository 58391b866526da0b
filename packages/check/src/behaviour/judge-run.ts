import type { Finding } from "../finding.js";
import { judgeAccessibility, judgeCsp, judgeErrors, judgeRender, judgeToolAccess } from "./judge-page.js";
import { judgeAppTools, judgeDisplayModes, judgeHandshake, judgeSize } from "./judge-protocol.js";
import type { WidgetObservation } from "./observation.js";

// @example-source packages/check/examples/own-runner.ts#judgeRun
/**
 * Every behavioural rule over one run: the same judgement for `hostbridge check`, the dev host and `expectWidgetHealthy`.
 *
 * @example
 * ```ts
 * const findings = sortFindings(judgeRun(observation)); // every behavioural rule, errors first
 * for (const finding of findings) console.log(`${finding.severity} ${finding.rule}: ${finding.message}`);
 * process.exitCode = verdictOf(findings) === "fail" ? 1 : 0;
 * ```
 */
export function judgeRun(observation: WidgetObservation): Finding[] {
  return [
    ...judgeHandshake(observation),
    ...judgeRender(observation),
    ...judgeSize(observation),
    ...judgeDisplayModes(observation),
    ...judgeAppTools(observation),
    ...judgeErrors(observation),
    ...judgeCsp(observation),
    ...judgeAccessibility(observation),
    ...judgeToolAccess(observation),
  ];
}
