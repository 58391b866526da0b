// The check guide's example (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
// #region static
import { checkServerStatically, sortFindings, verdictOf } from "@hostbridge/check";
import { Client, StreamableHTTPClientTransport } from "@modelcontextprotocol/client";

// Connect to the server as a host would, then run every static rule over what it lists and serves.
const client = new Client({ name: "my-check", version: "1.0.0" });
await client.connect(new StreamableHTTPClientTransport(new URL("http://127.0.0.1:3000/mcp")));
const { findings, widgets } = await checkServerStatically(client);

console.log(`${widgets.length} widgets: ${verdictOf(findings)}`); // pass, warn or fail
for (const finding of sortFindings(findings)) {
  console.log(`${finding.severity} ${finding.rule} ${finding.subject}: ${finding.message}`);
  console.log(`  fix: ${finding.fix}`);
}
await client.close();
// #endregion static
