/**
 * `@hostbridge/check`: the rules of `hostbridge check`. One finding type; static rules over an MCP
 * server's `tools/list`, `resources/list` and `resources/read`; behavioural rules over a widget
 * loaded in a browser (Playwright), judged from one observation per host profile, theme and width.
 * The CLI, the dev host's Checks panel and `expectWidgetHealthy` all call these.
 */
export { sortFindings, verdictOf, worstSeverity } from "./finding.js";
export type { Finding, FindingRun, Severity, Verdict } from "./finding.js";
export { CHECK_RULES } from "./rule-catalogue.js";
export type { CheckRule, CheckRuleId } from "./rule-catalogue.js";
export { auditFindings } from "./static/audit-findings.js";
export { checkServerStatically } from "./static/check-server.js";
export type { CheckedTool, CheckedWidget, StaticCheck } from "./static/check-server.js";
export { cspAllows, declaredCspOf, sourceAllows } from "./static/csp-origins.js";
export type { CspList, DeclaredCsp } from "./static/csp-origins.js";
export { externalOriginFindings, externalReferences } from "./static/external-origins.js";
export type { ExternalReference } from "./static/external-origins.js";
export {
  resourceUriKeyFindings,
  schemaPortabilityFindings,
  templateOf,
  toolResultContentFindings,
} from "./static/tool-rules.js";
export { axeViolations } from "./behaviour/accessibility.js";
export type { AxeViolation } from "./behaviour/accessibility.js";
export { cspEntryFor } from "./behaviour/csp-fix.js";
export type { CspEntry, CspListName } from "./behaviour/csp-fix.js";
export { judgeRun } from "./behaviour/judge-run.js";
export { reportedHeight } from "./behaviour/judge-protocol.js";
export type { ObservedHost, ObservedMessage, WidgetObservation } from "./behaviour/observation.js";
export { observedHostOf, observeWidget, widgetDocumentFrame } from "./behaviour/observe-widget.js";
export type { HostPageWidget, ProfileForObservation, WidgetUnderObservation } from "./behaviour/observe-widget.js";
export { RECORDER_GLOBAL, RECORDER_SCRIPT, hasRecorder, readRecorder, withRecorder } from "./behaviour/recorder.js";
export type { RecordedRun, RecordedViolation } from "./behaviour/recorder.js";
export { contentHeight, renderState, settledRenderState } from "./behaviour/render-state.js";
export type { RenderOutcome, RenderState } from "./behaviour/render-state.js";
export { bytesFinding, shippedBytes } from "./behaviour/shipped-bytes.js";
export type { ShippedBytes } from "./behaviour/shipped-bytes.js";
export { exampleArguments } from "./example-arguments.js";
