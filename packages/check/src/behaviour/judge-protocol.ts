import type { Finding } from "../finding.js";
import { CHECK_RULES, type CheckRuleId } from "../rule-catalogue.js";
import type { ObservedMessage, WidgetObservation } from "./observation.js";

/** A finding of `rule` about the observed run. */
export function runFinding(
  observation: WidgetObservation,
  rule: CheckRuleId,
  message: string,
  fix: string = CHECK_RULES[rule].fix,
): Finding {
  const entry = CHECK_RULES[rule] as { severity: Finding["severity"]; appRule?: string };
  return {
    rule,
    severity: entry.severity,
    subject: observation.subject,
    message,
    fix,
    ...(entry.appRule ? { appRule: entry.appRule } : {}),
    run: observation.run,
  };
}

const sent = (messages: readonly ObservedMessage[], label: string) =>
  messages.filter((message) => message.direction === "in" && message.label === label);

const paramsOf = (message: ObservedMessage | undefined) =>
  ((message?.data as { params?: Record<string, unknown> } | undefined)?.params ?? {}) as Record<string, unknown>;

/** `handshake`: ui/initialize with appCapabilities, then initialized; a host that gave up waiting is a finding. */
export function judgeHandshake(observation: WidgetObservation): Finding[] {
  if (observation.handshakeFailure !== null)
    return [runFinding(observation, "handshake", observation.handshakeFailure)];
  const initialize = sent(observation.messages, "ui/initialize")[0];
  const initialized = sent(observation.messages, "ui/notifications/initialized").length > 0;
  // A ChatGPT widget may use window.openai alone: no handshake is fine there, half of one is not.
  if (!initialize) {
    return observation.host.openai
      ? []
      : [runFinding(observation, "handshake", "The widget never sent ui/initialize.")];
  }
  const findings: Finding[] = [];
  if (paramsOf(initialize).appCapabilities === undefined)
    findings.push(
      runFinding(
        observation,
        "handshake",
        "ui/initialize has no appCapabilities (the spec requires them, APP-101).",
        "Send appCapabilities in ui/initialize ({} when the widget offers nothing).",
      ),
    );
  if (!initialized)
    findings.push(
      runFinding(
        observation,
        "handshake",
        "The widget answered ui/initialize but never sent ui/notifications/initialized: claude.ai shows nothing then.",
      ),
    );
  return findings;
}

/** The display modes the widget asked for, over either bridge. */
function requestedModes(messages: readonly ObservedMessage[]): string[] {
  const viaMcp = sent(messages, "ui/request-display-mode").map((message) => paramsOf(message).mode);
  const viaOpenAi = sent(messages, "call requestDisplayMode").map(
    (message) => ((message.data as { args?: unknown[] }).args?.[0] as { mode?: unknown } | undefined)?.mode,
  );
  return [...viaMcp, ...viaOpenAi].filter((mode): mode is string => typeof mode === "string");
}

/** `display-mode`: each request for a mode the host does not offer. */
export function judgeDisplayModes(observation: WidgetObservation): Finding[] {
  const offered = observation.host.displayModes;
  return [...new Set(requestedModes(observation.messages))]
    .filter((mode) => mode !== "inline" && !offered.includes(mode))
    .map((mode) =>
      runFinding(
        observation,
        "display-mode",
        `The widget asked for "${mode}", which ${observation.host.id} does not offer (it offers ${offered.join(", ") || "inline only"}).`,
      ),
    );
}

/** `app-tools-list`: a widget that declared tools and did not answer tools/list. */
export function judgeAppTools(observation: WidgetObservation): Finding[] {
  const answer = observation.appTools;
  if (answer === null || answer === "answered") return [];
  return [
    runFinding(
      observation,
      "app-tools-list",
      `The widget declared appCapabilities.tools but tools/list failed: ${answer.error}`,
    ),
  ];
}

/** The height the widget last reported, over either bridge, or `null`. */
export function reportedHeight(messages: readonly ObservedMessage[]): number | null {
  const heights = [
    ...sent(messages, "ui/notifications/size-changed").map((message) => paramsOf(message).height),
    ...sent(messages, "call notifyIntrinsicHeight").map((message) => (message.data as { args?: unknown[] }).args?.[0]),
  ].filter((height): height is number => typeof height === "number");
  return heights.length > 0 ? (heights[heights.length - 1] ?? null) : null;
}

/** `size-report`: no size reported to an MCP Apps host, or a size that is not the content's. */
export function judgeSize(observation: WidgetObservation): Finding[] {
  const reported = reportedHeight(observation.messages);
  const content = observation.contentHeight;
  if (reported === null) {
    // ChatGPT sizes the frame to the widget itself; an MCP Apps host needs the report.
    if (observation.host.openai || observation.handshakeFailure !== null) return [];
    return [
      runFinding(observation, "size-report", `The widget never reported its size (its content is ${content} px high).`),
    ];
  }
  // A host with a maxHeight never makes the frame taller than it (the spec's containerDimensions), so
  // past that limit a report is as good as the limit: a widget that caps itself and scrolls inside
  // may report its whole content, and one that reports the cap is right too.
  const limit = observation.host.maxHeight ?? Number.POSITIVE_INFINITY;
  const shown = Math.min(reported, limit);
  const fits = Math.min(content, limit);
  if (Math.abs(shown - fits) <= Math.max(8, fits * 0.05)) return [];
  return [
    runFinding(
      observation,
      "size-report",
      `The widget reported a height of ${Math.round(reported)} px, but its content is ${content} px high: the host ${shown < fits ? "cuts it off" : "leaves empty space"}.`,
    ),
  ];
}
