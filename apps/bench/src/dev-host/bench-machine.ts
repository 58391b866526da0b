import { cpus, loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import type { Browser } from "playwright-core";

/** The machine a browser bench ran on, as its results file records it. */
export interface BenchMachine {
  cores: number;
  cpu: string;
  node: string;
  chromium: string;
  /** The 1-minute load average when the bench started and when it ended. */
  loadAverage: { start: number; end: number };
}

/** The 1-minute load average now, to one decimal. */
export const loadNow = (): number => Number((loadavg()[0] ?? 0).toFixed(1));

/** This machine, with the load average taken at the start (`loadAtStart`) and now. */
export function benchMachine(browser: Browser, loadAtStart: number): BenchMachine {
  return {
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? "unknown",
    node: process.version,
    chromium: browser.version(),
    loadAverage: { start: loadAtStart, end: loadNow() },
  };
}

/** Runs `bench` (with `--quick` from the command line) when `moduleUrl` is the script node was started with. */
export function runWhenMain(moduleUrl: string, bench: (quick: boolean) => Promise<unknown>): void {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? "").href) return;
  bench(process.argv.includes("--quick")).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
