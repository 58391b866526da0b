// The API reference's examples: each region is the `@example` of one function's JSDoc
// (`node scripts/readme-snippets.mjs --write` copies it there). Typechecked with the package,
// never run.
import { writeFile } from "node:fs/promises";
import { addWidget } from "@hostbridge/dev/add";
import { renderHtmlReport, runCheck, startDevHost } from "@hostbridge/dev";

// #region startDevHost
// A stdio server the dev host starts itself (again on the page's next connection if it exits)
const devHost = await startDevHost({ command: "node dist/server.js", port: 0, theme: "dark" });
console.log(`open ${devHost.url}`);
process.once("SIGINT", () => void devHost.stop());
// #endregion startDevHost

// #region runCheck
const report = await runCheck({
  server: "http://127.0.0.1:3000/mcp",
  profiles: ["chatgpt", "claude-ai"],
  widths: ["mobile"],
  onProgress: ({ done, total, widget }) => console.log(`[${done}/${total}] ${widget}`),
});
await writeFile("check-report.html", renderHtmlReport(report)); // one self-contained file
process.exitCode = report.verdict === "fail" ? 1 : 0;
// #endregion runCheck

// #region addWidget
// In a project made by create-hostbridge: the widget, its tests and its server side
const added = await addWidget(process.cwd(), "order-status");
console.log(`created ${added.created.join(", ")}; changed ${added.changed.join(", ")}`);
// #endregion addWidget
