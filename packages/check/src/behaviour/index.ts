/**
 * `@hostbridge/check/behaviour`: the behavioural rules alone, for a widget already loaded in a host
 * page (Playwright). No import of `@hostbridge/server`: `@hostbridge/testing`'s `expectWidgetHealthy`
 * judges through it.
 */
export { sortFindings, verdictOf } from "../finding.js";
export type { Finding, FindingRun, Severity, Verdict } from "../finding.js";
export { CHECK_RULES } from "../rule-catalogue.js";
export type { CheckRule, CheckRuleId } from "../rule-catalogue.js";
export type { CheckedTool } from "../static/check-server.js";
export { axeViolations } from "./accessibility.js";
export type { AxeViolation } from "./accessibility.js";
export { judgeRun } from "./judge-run.js";
export type { ObservedHost, ObservedMessage, WidgetObservation } from "./observation.js";
export { observedHostOf, observeWidget, widgetDocumentFrame } from "./observe-widget.js";
export type { HostPageWidget, ProfileForObservation, WidgetUnderObservation } from "./observe-widget.js";
export { RECORDER_GLOBAL, RECORDER_SCRIPT, hasRecorder, readRecorder, withRecorder } from "./recorder.js";
export type { RecordedRun, RecordedViolation } from "./recorder.js";
