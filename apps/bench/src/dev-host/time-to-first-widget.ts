import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequire } from "node:module";
import type { Browser } from "playwright-core";
import { summarize, type Summary } from "../lib/stats.js";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const HOSTBRIDGE = `${root}packages/dev/dist/node/cli.js`;
const DEMO_SERVER_DIR = `${root}apps/demo-server`;

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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

function demoServerCommand(): string {
  const require = createRequire(`${DEMO_SERVER_DIR}/package.json`);
  const tsx = pathToFileURL(require.resolve("tsx/esm")).href;
  return `'${process.execPath}' --conditions=@hostbridge/source --import '${tsx}' src/main.ts`;
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGINT");
  });
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
        HOSTBRIDGE,
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
      let output = "";
      const url = await new Promise<string>((resolve, reject) => {
        const onData = (chunk: Buffer) => {
          output += chunk.toString("utf8");
          const found = /hostbridge dev host\s+(\S+)/.exec(output)?.[1];
          if (found) resolve(found);
        };
        child.stdout?.on("data", onData);
        child.stderr?.on("data", onData);
        child.once("exit", (code) => reject(new Error(`hostbridge dev exited with ${code}:\n${output}`)));
      });
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
      await stop(child);
    }
  }
  return {
    runs: timings,
    urlPrinted: summarize(timings.map((t) => t.urlPrinted)),
    firstWidget: summarize(timings.map((t) => t.firstWidget)),
  };
}
