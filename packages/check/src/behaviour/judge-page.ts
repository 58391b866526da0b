import type { Finding } from "../finding.js";
import { cspEntryFor } from "./csp-fix.js";
import { runFinding } from "./judge-protocol.js";
import type { WidgetObservation } from "./observation.js";

/** `visible-render`: a blank widget, or one still on a spinner after the result arrived (once the handshake is done). */
export function judgeRender(observation: WidgetObservation): Finding[] {
  const { outcome, text } = observation.render;
  // Without a handshake the host sends no result to render: the handshake finding is the reason.
  if (outcome === "rendered" || outcome === "unavailable" || observation.handshakeFailure !== null) return [];
  return [
    runFinding(
      observation,
      "visible-render",
      outcome === "blank"
        ? "The widget shows nothing: no visible text or element once the tool result arrived."
        : `The widget is still loading after the tool result arrived ("${text || "a spinner"}").`,
    ),
  ];
}

/** `runtime-error` and `console-error`, one finding per distinct message. */
export function judgeErrors(observation: WidgetObservation): Finding[] {
  const { errors, consoleErrors } = observation.recorded;
  return [
    ...[...new Set(errors)].map((error) => runFinding(observation, "runtime-error", `Uncaught: ${error}`)),
    ...[...new Set(consoleErrors)].map((error) => runFinding(observation, "console-error", `console.error: ${error}`)),
  ];
}

/** `csp-violation`: each blocked load, with the `ui.csp` entry that would allow it. */
export function judgeCsp(observation: WidgetObservation): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const { blockedUri, directive } of observation.recorded.violations) {
    const key = `${directive} ${blockedUri}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const entry = cspEntryFor(directive, blockedUri);
    findings.push(
      runFinding(
        observation,
        "csp-violation",
        `${observation.host.id}'s CSP blocked ${blockedUri || "a load"} (${directive}).`,
        "origin" in entry
          ? `Add "${entry.origin}" to _meta.ui.csp.${entry.list} of the widget resource (and to openai/widgetCSP).`
          : `No ui.csp entry can allow it: ${entry.reason}.`,
      ),
    );
  }
  return findings;
}

/** `contrast` (axe's color-contrast) and `accessibility` (every other serious or critical axe rule). */
export function judgeAccessibility(observation: WidgetObservation): Finding[] {
  return observation.axe.map((violation) =>
    violation.id === "color-contrast"
      ? runFinding(
          observation,
          "contrast",
          `Text without AA contrast in ${observation.run.theme} theme at ${violation.targets.join(", ")}: ${violation.summary}`,
        )
      : runFinding(
          observation,
          "accessibility",
          `axe ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.join(", ")}.`,
          `${violation.help}: ${violation.helpUrl}`,
        ),
  );
}

/** `widget-tool-access`: a server tool the widget called that the host would not let it call. */
export function judgeToolAccess(observation: WidgetObservation): Finding[] {
  const findings: Finding[] = [];
  for (const name of new Set(observation.toolCalls)) {
    const tool = observation.tools.find((candidate) => candidate.name === name);
    if (!tool) {
      findings.push(
        runFinding(observation, "widget-tool-access", `The widget called "${name}", which the server does not list.`),
      );
      continue;
    }
    const meta = tool._meta ?? {};
    const visibility = (meta.ui as { visibility?: unknown } | undefined)?.visibility;
    const reasons: string[] = [];
    if (Array.isArray(visibility) && !visibility.includes("app"))
      reasons.push(`its _meta.ui.visibility is ${JSON.stringify(visibility)} (no "app")`);
    if (observation.host.openai && meta["openai/widgetAccessible"] !== true)
      reasons.push('it lacks _meta["openai/widgetAccessible"]: true, so ChatGPT refuses the call');
    if (reasons.length > 0)
      findings.push(
        runFinding(observation, "widget-tool-access", `The widget called "${name}", but ${reasons.join(" and ")}.`),
      );
  }
  return findings;
}
