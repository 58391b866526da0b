// `pnpm --filter ./apps/bench bench:dev-log`: a 10,000-line log in `hostbridge dev` beside the MCP
// Inspector (installed from npm outside the repository), in one run. Prints the table, writes
// results/dev-log.json and the README section "dev-log-results". `--quick`: 1,000 lines, a smoke run.
import { launchChromium } from "../lib/browser.js";
import { saveResults } from "../lib/results.js";
import { benchMachine, loadNow, runWhenMain } from "./bench-machine.js";
import { type DevLogResults, devLogReport } from "./dev-log-report.js";
import { hostbridgeLog } from "./hostbridge-log.js";
import { installInspector } from "./inspector-install.js";
import { inspectorLog } from "./inspector-log.js";
import { timeToFirstWidget } from "./time-to-first-widget.js";

const say = (message: string) => console.error(`[bench:dev-log] ${message}`);
const reasonOf = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0]! : String(error));

/** Runs both tools on the same server, one after the other, in one Chromium. */
export async function benchDevLog(quick: boolean): Promise<DevLogResults> {
  const rows = quick ? 1000 : 10_000;
  const scrollSteps = quick ? 100 : 500;
  const widgetRuns = quick ? 2 : 5;
  const loadAtStart = loadNow();
  say("installing the MCP Inspector from npm…");
  const installed = await installInspector();
  const browser = await launchChromium();
  try {
    say(`hostbridge dev → first widget, ${widgetRuns} runs…`);
    const firstWidget = await timeToFirstWidget(browser, widgetRuns);
    say(`hostbridge dev: ${rows} log lines…`);
    const log = await hostbridgeLog(browser, rows, scrollSteps);
    let inspector: DevLogResults["inspector"];
    if ("reason" in installed) inspector = { notMeasured: installed.reason };
    else {
      say(`MCP Inspector ${installed.version}: ${rows} log lines…`);
      inspector = await inspectorLog(browser, installed, rows, scrollSteps).catch((error: unknown) => ({
        notMeasured: `driving MCP Inspector ${installed.version} failed: ${reasonOf(error)}`,
      }));
    }
    const results: DevLogResults = {
      command: `pnpm --filter ./apps/bench bench:dev-log${quick ? " -- --quick" : ""}`,
      date: new Date().toISOString(),
      machine: benchMachine(browser, loadAtStart),
      rows,
      scrollSteps,
      hostbridge: { firstWidget, log },
      inspector,
    };
    const table = devLogReport(results);
    console.log(table);
    await saveResults({ name: "dev-log", results, table, readmeSection: "dev-log-results", quick });
    return results;
  } finally {
    await browser.close();
  }
}

runWhenMain(import.meta.url, benchDevLog);
