import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import type { Browser, Page } from "playwright-core";
import { HOSTBRIDGE_CLI, logServerCommand } from "./commands.js";
import { LOG_FILTER_TEXT, type LogFigures, VIEWPORT } from "./log-figures.js";
import { keystrokeLatencies, timeFromClick, wheelScroll } from "./page-measures.js";
import { stopProcess, waitForOutput } from "./processes.js";

const runEnabled = (page: Page) =>
  page.waitForFunction(() => !document.querySelector<HTMLButtonElement>('[data-testid="run-tool"]')?.disabled, null, {
    timeout: 600_000,
  });

/**
 * `hostbridge dev --command <log server>` (stdio, bridged) as a user starts it; in a fresh browser
 * context at 1440×900, `?tool=hello&run=1` (the first result), then `emit_log`, whose `rows`
 * `notifications/message` lines land in the Messages log; then the log is scrolled and filtered.
 */
export async function hostbridgeLog(browser: Browser, rows: number, scrollSteps: number): Promise<LogFigures> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [HOSTBRIDGE_CLI, "dev", "--command", logServerCommand(rows), "--port", "0", "--sandbox-port", "0"],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  try {
    const [, url = ""] = await waitForOutput(child, /hostbridge dev host\s+(\S+)/, "hostbridge dev");
    const urlPrintedMs = performance.now() - started;
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      await page.goto(`${url}?tool=hello&args=${encodeURIComponent("{}")}&run=1`);
      await page.getByTestId("tool-result").getByText("hello from log-bench").waitFor({ timeout: 60_000 });
      const firstResultMs = performance.now() - started;

      await page.getByTestId("tool-emit_log").click();
      await runEnabled(page);
      const count = page.getByTestId("log-count");
      const before = Number(await count.textContent());
      const fillMs = await timeFromClick(
        page,
        page.getByTestId("run-tool"),
        (target) => Number(document.querySelector('[data-testid="log-count"]')?.textContent) >= target,
        before + rows,
      );
      // The call's answer comes after its last line; let it land so nothing re-renders while scrolling.
      await runEnabled(page);
      const logRows = Number(await count.textContent());

      const list = page.getByTestId("message-log");
      const scroll = await wheelScroll(page, list, scrollSteps);
      await list.evaluate((element) => {
        element.scrollTop = 0;
      });
      const keystrokesMs = await keystrokeLatencies(page, page.getByTestId("log-filter"), LOG_FILTER_TEXT);
      const shownRows = Number(await list.getAttribute("data-rows"));
      return {
        tool: "hostbridge dev",
        version: await cliVersion(),
        urlPrintedMs,
        firstResultMs,
        firstResultClicks: 0,
        rows,
        fillMs,
        logRows,
        scroll,
        filter: { text: LOG_FILTER_TEXT, keystrokesMs, shownRows },
      };
    } finally {
      await context.close();
    }
  } finally {
    await stopProcess(child);
  }
}

/** The version of the checkout's `hostbridge` package. */
async function cliVersion(): Promise<string> {
  const manifest = JSON.parse(
    await readFile(new URL("../../../../packages/dev/package.json", import.meta.url), "utf8"),
  );
  return `${(manifest as { version: string }).version} (this checkout)`;
}
