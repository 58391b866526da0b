import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { Browser, Locator, Page } from "playwright-core";
import { logServerArgs } from "./commands.js";
import type { InstalledInspector } from "./inspector-install.js";
import { type LogFigures, VIEWPORT } from "./log-figures.js";
import { timeFromClick, wheelScroll } from "./page-measures.js";
import { freePort, stopProcess, waitForOutput } from "./processes.js";

/** Keeps the Inspector's UI server (which takes no host) on 127.0.0.1. */
const LOOPBACK_PRELOAD = fileURLToPath(new URL("loopback-listen.cjs", import.meta.url));

/** The Server Notifications panel's scroll container (the panel's heading's parent). */
const notificationsPanel = (page: Page): Locator =>
  page.getByRole("heading", { name: "Server Notifications", exact: true }).locator("..");

/**
 * The MCP Inspector on the same stdio server, started as its README says
 * (`mcp-inspector <command> <args…>`, ports by `CLIENT_PORT`/`SERVER_PORT`, auth on: the page is
 * opened with the session token it prints). The first result takes its clicks: Connect, Tools,
 * List Tools, `hello`, Run Tool. Then `emit_log` fills its Server Notifications panel, which is
 * scrolled like hostbridge's log; it has no text filter.
 */
export async function inspectorLog(
  browser: Browser,
  inspector: InstalledInspector,
  rows: number,
  scrollSteps: number,
): Promise<LogFigures> {
  const [clientPort, proxyPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(process.execPath, [inspector.cli, process.execPath, ...logServerArgs(rows)], {
    env: {
      ...process.env,
      CLIENT_PORT: String(clientPort),
      SERVER_PORT: String(proxyPort),
      HOST: "127.0.0.1",
      MCP_AUTO_OPEN_ENABLED: "false",
      NODE_OPTIONS: `--require ${LOOPBACK_PRELOAD}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  try {
    const tokenUrl = waitForOutput(child, /token pre-filled:\s+(\S+)/, "MCP Inspector");
    await waitForOutput(child, /MCP Inspector is up and running/, "MCP Inspector");
    const [, url = ""] = await tokenUrl;
    const urlPrintedMs = performance.now() - started;
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      // A proxy on another port than 6277 is named in the URL (the README's query parameter).
      await page.goto(`${url}&MCP_PROXY_FULL_ADDRESS=${encodeURIComponent(`http://127.0.0.1:${proxyPort}`)}`);
      await page.getByRole("button", { name: "Connect", exact: true }).click();
      await page.getByText("Connected", { exact: true }).waitFor({ timeout: 60_000 });
      await page.getByRole("tab", { name: "Tools" }).click();
      await page.getByRole("button", { name: "List Tools" }).click();
      await page.getByText("hello", { exact: true }).click();
      await page.getByRole("button", { name: "Run Tool" }).click();
      await page.getByText("hello from log-bench").waitFor({ timeout: 60_000 });
      const firstResultMs = performance.now() - started;

      await page.getByText("emit_log", { exact: true }).click();
      const panel = notificationsPanel(page);
      const before = await panel.evaluate((element) => element.querySelector("ul")?.children.length ?? 0);
      const fillMs = await timeFromClick(
        page,
        page.getByRole("button", { name: "Run Tool" }),
        (target) => {
          const heading = [...document.querySelectorAll("h2")].find((h) => h.textContent === "Server Notifications");
          return (heading?.parentElement?.querySelector("ul")?.children.length ?? 0) >= target;
        },
        before + rows,
      );
      await page.getByText(`sent ${rows} log lines`).waitFor({ timeout: 600_000 });
      const logRows = await panel.evaluate((element) => element.querySelector("ul")?.children.length ?? 0);
      const scroll = await wheelScroll(page, panel, scrollSteps);
      return {
        tool: "MCP Inspector",
        version: inspector.version,
        urlPrintedMs,
        firstResultMs,
        firstResultClicks: 5,
        rows,
        fillMs,
        logRows,
        scroll,
        filter: null,
      };
    } finally {
      await context.close();
    }
  } finally {
    await stopProcess(child);
  }
}
