// The README's "Every finding has the same shape": a value of the real `Finding` type, so a field
// that is renamed or retyped fails the package's typecheck. Never run.
// #region finding
import type { Finding } from "@hostbridge/check";

export const finding: Finding = {
  rule: "size-report", // stable id, e.g. "csp-violation"
  severity: "warning", // "error" | "warning" | "info"
  subject: 'widget "ui://widget/list.html" (tool "show_list")', // or 'tool "show_list"', 'resource "ui://…"'
  message: "The widget reported a height of 120 px, but its content is 480 px high: the host cuts it off.",
  fix: "Report the document's height whenever it changes (observeSize in @hostbridge/core).", // one line
  appRule: "APP-104", // the official MCP Apps draft validator's id (APP-0xx), where there is one
  run: { profile: "claude-ai", theme: "dark", width: 375 }, // behavioural findings only
};
// #endregion finding
