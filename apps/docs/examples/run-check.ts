// The check guide's Node example (typechecked by `pnpm --filter @hostbridge/docs typecheck`).
// #region run
import { CheckError, runCheck } from "@hostbridge/dev";

try {
  const report = await runCheck({
    command: "node server.js", // started, awaited and stopped again; or server: "http://127.0.0.1:3000/mcp"
    server: "http://127.0.0.1:3000/mcp",
    profiles: ["chatgpt", "claude-ai", "vscode"],
    themes: ["dark"],
    onProgress: ({ done, total, widget, verdict }) => console.log(`${done}/${total} ${widget}: ${verdict}`),
  });
  console.log(report.verdict, report.totals); // "pass" | "warn" | "fail", { errors, warnings, runs }
  for (const widget of report.widgets)
    for (const run of widget.runs)
      for (const finding of run.findings) console.log(widget.uri, run.run.profile, finding.rule, finding.fix);
} catch (error) {
  if (!(error instanceof CheckError)) throw error;
  console.error(`${error.code}: ${error.message}`); // the server is down, not MCP, has no widgets, ...
}
// #endregion run
