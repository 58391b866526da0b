// Speed of `hostbridge check` against the demo server (issue 22's budget, a benchmark, not a test):
// the 6 demo widgets × 8 host profiles × 2 themes (desktop width) must finish in ≤ 90 s, and the
// first result line must appear in ≤ 10 s, on a loaded 2-core machine.
//
//   node --conditions=@hostbridge/source --import tsx src/check-speed.ts   (CHECK_BENCH_PROFILES=a,b for others)
//
// The demo server is started by the check itself (--command), as a user's CI would; the clock
// starts before that. Needs the demo widgets built (pnpm --filter ./apps/demo-widgets build) and
// Debian's Chromium (CHROMIUM_PATH). Writes results/check-speed.json.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { runCheck } from "../../../packages/dev/src/node/check/index.js";

/** The eight profiles the budget names: the hosts people ship into, one of each family. */
const PROFILES = process.env.CHECK_BENCH_PROFILES
  ? process.env.CHECK_BENCH_PROFILES.split(",")
  : ["chatgpt", "claude-ai", "claude-desktop", "vscode", "cursor", "goose", "mcp-ui", "mcp-apps"];
const BUDGET_TOTAL_MS = 90_000;
const BUDGET_FIRST_MS = 10_000;
const port = Number(process.env.CHECK_BENCH_PORT ?? 4241);
const demoServer = fileURLToPath(new URL("../../demo-server", import.meta.url));

const started = performance.now();
let firstResultMs: number | null = null;
const report = await runCheck({
  server: `http://127.0.0.1:${port}/mcp`,
  command: `DEMO_SERVER_PORT=${port} node --conditions=@hostbridge/source --import tsx src/main.ts`,
  cwd: demoServer,
  profiles: PROFILES,
  themes: ["light", "dark"],
  widths: ["desktop"],
  screenshots: true,
  onProgress: (progress) => {
    firstResultMs ??= performance.now() - started;
    process.stderr.write(`\r[${progress.done}/${progress.total}]`);
  },
});
const totalMs = performance.now() - started;
process.stderr.write("\n");
const result = {
  measuredAt: new Date().toISOString(),
  widgets: report.widgets.length,
  profiles: PROFILES.length,
  themes: 2,
  runs: report.totals.runs,
  totalMs: Math.round(totalMs),
  firstResultMs: firstResultMs === null ? null : Math.round(firstResultMs),
  msPerRun: Math.round(totalMs / Math.max(1, report.totals.runs)),
  budget: { totalMs: BUDGET_TOTAL_MS, firstResultMs: BUDGET_FIRST_MS },
  withinBudget: totalMs <= BUDGET_TOTAL_MS && firstResultMs !== null && firstResultMs <= BUDGET_FIRST_MS,
  verdict: report.verdict,
};
writeFileSync(new URL("../results/check-speed.json", import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
process.stdout.write(
  `hostbridge check: ${result.runs} runs in ${(totalMs / 1000).toFixed(1)} s (budget 90 s), first result after ${((firstResultMs ?? 0) / 1000).toFixed(1)} s (budget 10 s): ${result.withinBudget ? "within budget" : "OVER BUDGET"}\n`,
);
