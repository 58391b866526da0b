// `pnpm --filter ./apps/bench bench:dev-host`: time from `hostbridge dev` to the first widget on
// screen. Prints a table, writes results/dev-host.json and the README section "dev-host-results".
// `pnpm bench` runs it too, after its own rows.
import { cpus, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { launchChromium } from "./lib/browser.js";
import { formatMs, formatSummary, markdownTable } from "./lib/report.js";
import { saveResults } from "./lib/results.js";
import { timeToFirstWidget, type TimeToFirstWidget } from "./dev-host/time-to-first-widget.js";

interface DevHostResults {
  command: string;
  date: string;
  machine: { cores: number; cpu: string; node: string; chromium: string; loadAverage: { start: number; end: number } };
  runs: number;
  start: TimeToFirstWidget;
}

function report(r: DevHostResults): string {
  return [
    `Command: \`${r.command}\` (from the repository root) · ${r.date.slice(0, 16).replace("T", " ")} UTC · ${r.machine.cores} cores (${r.machine.cpu}), Node ${r.machine.node}, Chromium ${r.machine.chromium} headless · load average (1 min) ${r.machine.loadAverage.start} at start, ${r.machine.loadAverage.end} at end.`,
    `**Time to the first widget**: \`hostbridge dev --command <demo server> --server <its /mcp>\` spawned as a user runs it (the demo server starts with it, from TypeScript through tsx) → the page's URL printed → in a fresh browser context, \`?tool=show_pizzas&run=1\` → the first pizza on screen inside the widget frame behind the sandbox proxy. Chromium is already running. Median of ${r.runs} runs, IQR.\n\n` +
      markdownTable(
        ["from the spawn to", "time"],
        [
          [
            "the URL printed (server up and checked, page and proxy listening)",
            formatSummary(r.start.urlPrinted, formatMs),
          ],
          ["the first widget on screen", `**${formatSummary(r.start.firstWidget, formatMs)}**`],
        ],
      ),
  ].join("\n\n");
}

/** Runs the measurement; `quick` is a smoke run whose figures go to results/dev-host-quick.json only. */
export async function benchDevHost(quick: boolean): Promise<DevHostResults> {
  const loadAtStart = loadavg()[0] ?? 0;
  const browser = await launchChromium();
  try {
    const runs = quick ? 2 : 7;
    console.error(`[bench:dev-host] hostbridge dev → first widget, ${runs} runs…`);
    const start = await timeToFirstWidget(browser, runs);
    const results: DevHostResults = {
      command: `pnpm --filter ./apps/bench bench:dev-host${quick ? " -- --quick" : ""}`,
      date: new Date().toISOString(),
      machine: {
        cores: cpus().length,
        cpu: cpus()[0]?.model ?? "unknown",
        node: process.version,
        chromium: browser.version(),
        loadAverage: { start: Number(loadAtStart.toFixed(1)), end: Number((loadavg()[0] ?? 0).toFixed(1)) },
      },
      runs,
      start,
    };
    const table = report(results);
    console.log(table);
    await saveResults({ name: "dev-host", results, table, readmeSection: "dev-host-results", quick });
    return results;
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  benchDevHost(process.argv.includes("--quick")).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
