import { spawn } from "node:child_process";
import type { Browser } from "playwright-core";
import { summarize, type Summary } from "../lib/stats.js";
import { DEMO_SERVER_DIR, demoServerCommand, HOSTBRIDGE_CLI } from "./commands.js";
import { freePort, stopProcess, waitForOutput } from "./processes.js";

/** One start of `hostbridge dev`, in milliseconds from the spawn. */
export interface StartTiming {
  /** The command printed the page's URL (server started and checked, page and proxy listening). */
  urlPrinted: number;
  /** The first widget's content is on screen in a fresh browser tab. */
  firstWidget: number;
}

export interface TimeToFirstWidget {
  runs: StartTiming[];
  urlPrinted: Summary;
  firstWidget: Summary;
}

/**
 * Starts `hostbridge dev --command <the demo server> --server <its /mcp>` as a user does (a fresh
 * process; the demo server starts with it), opens the printed URL in a fresh browser context with
 * `?tool=show_pizzas&run=1`, and stops the clock when the pizza list's first item is on screen in
 * the widget frame behind the sandbox proxy. Chromium is already running (a developer's browser is).
 */
export async function timeToFirstWidget(browser: Browser, runs: number): Promise<TimeToFirstWidget> {
  const timings: StartTiming[] = [];
  for (let run = 0; run < runs; run++) {
    const demoPort = await freePort();
    const started = performance.now();
    const child = spawn(
      process.execPath,
      [
        HOSTBRIDGE_CLI,
        "dev",
        "--server",
        `http://127.0.0.1:${demoPort}/mcp`,
        "--command",
        demoServerCommand(),
        "--cwd",
        DEMO_SERVER_DIR,
        "--port",
        "0",
        "--sandbox-port",
        "0",
      ],
      { env: { ...process.env, DEMO_SERVER_PORT: String(demoPort) }, stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      const [, url = ""] = await waitForOutput(child, /hostbridge dev host\s+(\S+)/, "hostbridge dev");
      const urlPrinted = performance.now() - started;
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${url}?tool=show_pizzas&run=1`);
        await page
          .frameLocator('[data-testid="widget-frame"]')
          .frameLocator("iframe")
          .locator('[data-testid="pizza-item"]')
          .first()
          .waitFor({ timeout: 30_000 });
        timings.push({ urlPrinted, firstWidget: performance.now() - started });
      } finally {
        await context.close();
      }
    } finally {
      await stopProcess(child);
    }
  }
  return {
    runs: timings,
    urlPrinted: summarize(timings.map((t) => t.urlPrinted)),
    firstWidget: summarize(timings.map((t) => t.firstWidget)),
  };
}
