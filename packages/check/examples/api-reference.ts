// The API reference's examples: each region is the `@example` of one function's JSDoc
// (`node scripts/readme-snippets.mjs --write` copies it there). Typechecked with the package,
// never run.
import { checkServerStatically, sortFindings, verdictOf } from "@hostbridge/check";
import type { AuditClient } from "@hostbridge/server";

/** A connected `Client` of `@modelcontextprotocol/client`, or any object with its three list/read methods. */
declare const client: AuditClient;

// #region checkServerStatically
const { findings, tools, widgets } = await checkServerStatically(client); // a connected MCP client
console.log(`${tools.length} tools, ${widgets.length} widgets`);
for (const finding of sortFindings(findings)) {
  console.log(`${finding.severity} ${finding.rule} (${finding.subject}): ${finding.message}\n  fix: ${finding.fix}`);
}
// #endregion checkServerStatically

// #region verdictOf
const verdict = verdictOf(findings); // "fail" on an error, "warn" on a warning, else "pass"
process.exitCode = verdict === "fail" ? 1 : 0;
// #endregion verdictOf
