// `pnpm --filter ./apps/bench bench:toolchain`: the @hostbridge/vite rows (build time of 1 and 20
// widgets, HMR latency). Prints a table, writes results/toolchain.json and the README section
// "toolchain-results". `pnpm bench` runs it too, after its own rows.
import { cpus, loadavg } from "node:os";
import { launchChromium } from "./lib/browser.js";
import { formatMs, formatRatio, formatSummary, markdownTable } from "./lib/report.js";
import { saveResults } from "./lib/results.js";
import { ratio, type Summary } from "./lib/stats.js";
import { createWidgetProject } from "./toolchain/project.js";
import { timeBuildPerWidget, timeHmr, timeViteBuilds } from "./toolchain/measure.js";

const quick = process.argv.includes("--quick");
const CONFIG = { buildRuns: quick ? 2 : 9, perWidgetRuns: quick ? 1 : 3, hmrEdits: quick ? 5 : 15 };
const log = (...parts: unknown[]) => console.error("[bench:toolchain]", ...parts);

async function main() {
  const loadAtStart = loadavg()[0]!;
  const one = await createWidgetProject(1);
  const twenty = await createWidgetProject(20);
  const browser = await launchChromium();
  try {
    log("vite build, 1 and 20 widgets, taking turns…");
    const [build1, build20] = (await timeViteBuilds([one, twenty], CONFIG.buildRuns)) as [Summary, Summary];
    log("one build per widget, 20 widgets…");
    const perWidget20 = await timeBuildPerWidget(twenty, CONFIG.perWidgetRuns);
    log("HMR…");
    const hmr = await timeHmr(one, browser, CONFIG.hmrEdits);
    const results: ToolchainResults = {
      command: `pnpm --filter ./apps/bench bench:toolchain${quick ? " -- --quick" : ""}`,
      date: new Date().toISOString(),
      machine: {
        cores: cpus().length,
        cpu: cpus()[0]?.model ?? "unknown",
        node: process.version,
        chromium: browser.version(),
        loadAverage: { start: Number(loadAtStart.toFixed(1)), end: Number(loadavg()[0]!.toFixed(1)) },
      },
      config: CONFIG,
      build: {
        oneWidget: build1,
        twentyWidgets: build20,
        ratio: ratio(build20.median, build1.median),
        twentyWidgetsOneBuildEach: perWidget20,
        perWidgetRatio: ratio(perWidget20.median, build20.median),
      },
      hmr,
    };
    const table = report(results);
    console.log(table);
    await saveResults({ name: "toolchain", results, table, readmeSection: "toolchain-results", quick });
  } finally {
    await browser.close();
    await one.remove();
    await twenty.remove();
  }
}

interface ToolchainResults {
  command: string;
  date: string;
  machine: { cores: number; cpu: string; node: string; chromium: string; loadAverage: { start: number; end: number } };
  config: typeof CONFIG;
  build: {
    oneWidget: Summary;
    twentyWidgets: Summary;
    ratio: number | null;
    twentyWidgetsOneBuildEach: Summary;
    perWidgetRatio: number | null;
  };
  hmr: { summary: Summary; fullReloads: number };
}

function report(r: ToolchainResults): string {
  const b = r.build;
  const hmr = r.hmr.summary;
  return [
    `Command: \`${r.command}\` (from the repository root) · ${r.date.slice(0, 16).replace("T", " ")} UTC · ${r.machine.cores} cores (${r.machine.cpu}), Node ${r.machine.node}, Chromium ${r.machine.chromium} headless · load average (1 min) ${r.machine.loadAverage.start} at start, ${r.machine.loadAverage.end} at end.`,
    `**Build time** of \`vite build\` with \`hostbridge()\` (the CLI in a fresh process, as a user runs it; the two projects take turns; median of ${r.config.buildRuns} runs each after a warm-up, IQR). Each widget: React, \`@hostbridge/react\`, its own component and CSS, a shared card. Goal: 20 widgets ≤ 4× one.\n\n` +
      markdownTable(
        ["project", "time", "ratio to 1 widget"],
        [
          ["1 widget", formatSummary(b.oneWidget, formatMs), "1×"],
          [
            "20 widgets, one build (the plugin)",
            formatSummary(b.twentyWidgets, formatMs),
            `**${formatRatio(b.ratio)}**`,
          ],
          [
            `20 widgets, one Vite build per widget (the old demo-widgets way; ${r.config.perWidgetRuns} runs)`,
            formatSummary(b.twentyWidgetsOneBuildEach, formatMs),
            `${formatRatio(b.perWidgetRatio)} of the plugin's`,
          ],
        ],
      ),
    `**HMR latency**: save an edit of the widget's component → the new text in the page (the widget in the dev page's frame; MutationObserver in the frame; both clocks are this machine's). Median of ${r.config.hmrEdits} edits after one warm-up edit. Goal: ≤ 0.5 s median.\n\n` +
      markdownTable(
        ["dev server", "save → updated in the page", "full reloads"],
        [
          [
            "`vite` with `hostbridge()` (React fast refresh)",
            `**${formatSummary(hmr, formatMs)}**`,
            String(r.hmr.fullReloads),
          ],
        ],
      ),
  ].join("\n\n");
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
