import { RULES, type RuleId, type Violation } from "@hostbridge/server";
import type { Finding } from "../finding.js";

/** The official draft validator's id for the audit rules that match one of its rules. */
const APP_RULES: Partial<Record<RuleId, string>> = {
  "template-uri": "APP-001",
  "resource-uri": "APP-001",
  "resource-mime-type": "APP-002",
  "resource-html": "APP-004",
  "template-registered": "APP-005",
  "template-aliases-agree": "APP-007",
  "tool-ui-csp": "APP-007",
  "csp-field": "APP-008",
  "domain-origin": "APP-008",
  "prefers-border": "APP-008",
  "csp-origin": "APP-009",
  "visibility-values": "APP-011",
};

/** A fix line where the rule's own sentence is not one already. */
const FIXES: Partial<Record<RuleId, string>> = {
  "template-uri": 'Point _meta.ui.resourceUri (and its aliases) at a "ui://…" resource the server serves.',
  "resource-uri": 'Serve the widget under a "ui://…" URI.',
  "resource-mime-type": 'Serve the widget with mimeType "text/html;profile=mcp-app" in resources/read.',
  "resource-html": "Return the whole HTML document as the content's text (or base64 blob), <html> element included.",
  "template-registered":
    "Register the resource the tool names, under exactly that URI, and make resources/read answer it.",
  "template-aliases-agree":
    'Give _meta.ui.resourceUri, _meta["ui/resourceUri"] and openai/outputTemplate the same URI.',
  "csp-origin": 'Write each CSP entry as an origin: "https://api.example.com" (a leading "*." is allowed), no path.',
  "csp-dialects-agree": 'List the same origins in _meta.ui.csp and _meta["openai/widgetCSP"].',
  "domain-origin":
    "Write ui.domain as https://host (or the host's own form, e.g. Claude's <hash>.claudemcpcontent.com).",
  "domain-missing":
    "Before submitting to ChatGPT, give the widget its own origin: `domain` in @hostbridge/server's defineWidget (ui.domain and openai/widgetDomain), e.g. https://app.example.com.",
  "invocation-string": "Shorten openai/toolInvocation/invoking and /invoked to at most 64 characters.",
  "visibility-values": 'Use only "model" and "app" in _meta.ui.visibility.',
  "server-list": "Answer tools/list and resources/list with lists (register at least one tool).",
};

/** `tool "name"` or `resource "uri"` from an audit path such as `tools["name"]._meta.ui`. */
export function subjectOfPath(path: string): { subject: string; at: string } {
  const match = /^(tools|resources)\[("(?:[^"\\]|\\.)*")\](.*)$/.exec(path);
  if (!match) return { subject: "server", at: path };
  const [, kind, quoted = '""', rest = ""] = match;
  const name = JSON.parse(quoted) as string;
  return { subject: `${kind === "tools" ? "tool" : "resource"} "${name}"`, at: rest.replace(/^\./, "") };
}

/** `@hostbridge/server`'s audit violations as findings: the audit's rule ids, a fix line and the APP id. */
export function auditFindings(violations: readonly Violation[]): Finding[] {
  return violations.map((violation) => {
    const { subject, at } = subjectOfPath(violation.path);
    const appRule = APP_RULES[violation.rule];
    return {
      rule: violation.rule,
      severity: violation.severity,
      subject,
      message: at ? `${violation.message} (at ${at})` : violation.message,
      fix: FIXES[violation.rule] ?? `${RULES[violation.rule]}.`,
      ...(appRule ? { appRule } : {}),
    };
  });
}
