/**
 * One finding of `validateTool` / `validateWidget`.
 * `error` breaks a rule of the Apps SDK reference (tool scanning or plugin submission rejects it,
 * or a host misreads it); `warning` is legal but almost always a mistake.
 */
export interface Violation {
  /** Where in the descriptor, e.g. `_meta["openai/toolInvocation/invoking"]` or `inputSchema.properties.file.required`. */
  path: string;
  /** Stable rule id, e.g. `file-param-required`. See `RULES` for the list. */
  rule: RuleId;
  /** The rule in words, with the offending value. */
  message: string;
  /** `error`: a host or the reference rejects it; `warning`: legal but almost always a mistake. */
  severity: "error" | "warning";
}

/** Every rule the validators check, with the sentence it stands for. */
export const RULES = {
  // tool descriptor
  "tool-name": "A tool needs a name of 1-128 characters from A-Z a-z 0-9 _ - .",
  "input-schema-object": 'inputSchema must be a JSON Schema object with type "object"',
  "output-schema-required": "Declare outputSchema for every tool that returns structuredContent",
  "output-schema-match": "structuredContent must match the tool's outputSchema",
  "output-schema-object": "outputSchema must be a JSON Schema object describing the structuredContent object",
  "annotation-hint-required": "annotations must set readOnlyHint, destructiveHint and openWorldHint (booleans)",
  "annotation-hint-boolean": "Annotation hints are booleans",
  "annotation-hints-consistent": "A read-only tool cannot also be destructive",
  "template-uri": "Tool template URIs (_meta.ui.resourceUri, openai/outputTemplate) must be ui:// URIs",
  "template-aliases-agree": "_meta.ui.resourceUri and its aliases must name the same template",
  "visibility-values": '_meta.ui.visibility is a non-empty list of "model" and/or "app", without repeats',
  "openai-visibility-value": '_meta["openai/visibility"] is "public" or "private"',
  "widget-accessible-boolean": '_meta["openai/widgetAccessible"] is a boolean',
  "visibility-aliases-agree": "The compatibility fields must say the same as _meta.ui.visibility",
  "invocation-string": "openai/toolInvocation/invoking and /invoked are non-empty strings of at most 64 characters",
  "profile-value": '_meta["openai/profile"] is only meaningful as true',
  "profile-read-only": "The profile tool is read-only (annotations.readOnlyHint: true)",
  "profile-authenticated": "The profile tool is authenticated: securitySchemes should offer a scheme other than noauth",
  "security-schemes": 'securitySchemes is an array of { type: "noauth" } or { type: "oauth2", scopes?: string[] }',
  "security-schemes-mirrored":
    "securitySchemes must be copied unchanged into _meta.securitySchemes for clients that read only _meta",
  "file-params-list": '_meta["openai/fileParams"] is a list of distinct top-level input field names',
  "file-param-declared": "Each file param must be a top-level property of inputSchema",
  "file-param-shape": "A file param is a file object, or an array whose items are file objects",
  "file-object-properties": "A file object declares download_url, file_id, mime_type and file_name in properties",
  "file-object-property-type": "download_url, file_id, mime_type and file_name are strings",
  "file-object-required": "A file object requires exactly download_url and file_id",
  "file-param-unlisted": 'An input field shaped like a file object should be listed in _meta["openai/fileParams"]',
  "tool-ui-csp":
    "Widget presentation (_meta.ui.csp, permissions, domain, prefersBorder) belongs on the widget resource, not on the tool",
  "meta-object": "_meta is an object",
  "unknown-openai-key": "Unknown openai/* key (typo?)",
  "resource-key-on-tool": "This key belongs on the widget resource's _meta, not on the tool",
  // widget resource
  "resource-uri": "A widget resource URI must use the ui:// scheme",
  "resource-mime-type": "A widget resource's mimeType is text/html;profile=mcp-app",
  "resource-html": "A widget resource carries a full HTML document in text (or blob)",
  "csp-field": "CSP fields are arrays of origins",
  "csp-origin":
    "CSP entries are origins: scheme://host[:port] (a leading *. wildcard subdomain is allowed), no path, query or wildcard host",
  "csp-dialect": "ui.csp uses camelCase (connectDomains ...); openai/widgetCSP uses snake_case (connect_domains ...)",
  "csp-redirect-placement": "redirect domains exist only in openai/widgetCSP.redirect_domains, not in ui.csp",
  "csp-dialects-agree": "ui.csp and openai/widgetCSP must list the same domains",
  "csp-both-dialects": "Declare CSP in both dialects (ui.csp and openai/widgetCSP) so every host reads the same policy",
  "frame-domains-review": "frameDomains (nested iframes) needs a justification at plugin review",
  "domain-origin":
    "ui.domain / openai/widgetDomain is an origin (https://host), without path; ui.domain may instead be a host name in a host's own form (Claude: {hash}.claudemcpcontent.com)",
  "domain-aliases-agree": "ui.domain and openai/widgetDomain must be the same origin when both are origins",
  "domain-missing": "ui.domain is required when submitting a plugin with UI",
  "prefers-border": "ui.prefersBorder / openai/widgetPrefersBorder are booleans and must agree",
  "display-modes": "openai/ui.availableDisplayModes is a non-empty list of inline, fullscreen, pip without repeats",
  "widget-description": "openai/widgetDescription is a non-empty string",
  // app, audit
  "template-registered": "A tool's template must be one of the app's widgets",
  "server-list": "The server must answer tools/list and resources/list with lists",
  // any input
  "unreadable-input": "The value must be plain JSON data (reading it threw, e.g. a getter or proxy)",
} as const;

/** The id of a rule the validators check: a key of `RULES`. */
export type RuleId = keyof typeof RULES;

/** Small builder so each check reads as one line. */
export class ViolationList {
  readonly items: Violation[] = [];
  error(path: string, rule: RuleId, detail?: string): void {
    this.items.push({ path, rule, severity: "error", message: detail ? `${RULES[rule]}: ${detail}` : RULES[rule] });
  }
  warn(path: string, rule: RuleId, detail?: string): void {
    this.items.push({ path, rule, severity: "warning", message: detail ? `${RULES[rule]}: ${detail}` : RULES[rule] });
  }
}

/** Only the findings that break a rule. */
export function errorsOf(violations: readonly Violation[]): Violation[] {
  return violations.filter((violation) => violation.severity === "error");
}
