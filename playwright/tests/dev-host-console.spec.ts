import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { type DevHostProcess, startDevHostProcess } from "./dev-host-support.js";

// `hostbridge dev --command` on a stdio server that writes to stderr, sends log messages, and
// stays down while a file exists (so the test can keep it away, then let it back).
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots");
const CONSOLE_SERVER = fileURLToPath(new URL("../../packages/dev/test-fixtures/console-server.mjs", import.meta.url));

let devHost: DevHostProcess;
let folder: string;
let downFile: string;

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), "hostbridge-console-"));
  downFile = join(folder, "down");
  devHost = await startDevHostProcess(["--command", `node ${JSON.stringify(CONSOLE_SERVER)}`], {
    CONSOLE_DOWN_FILE: downFile,
  });
});

test.afterAll(async () => {
  await devHost?.stop();
  if (existsSync(folder)) rmSync(folder, { recursive: true, force: true });
});

test.describe("dev host: the server's console, and reconnecting by itself", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`stderr and log messages show in the Console, as text · ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`${devHost.url}?theme=${theme}&tool=shout&args=${encodeURIComponent('{"text":"hi"}')}&run=1`);
      // A stdio server is not linted in the page: that would start another copy of it.
      await expect(page.getByTestId("tool-lint-stdio")).toContainText("hostbridge check --command");
      // The Console is a tab beside Messages, under the host state.
      await page.getByTestId("inspector-tab-console").click();
      const lines = page.getByTestId("console-lines");
      await expect(lines).toContainText("console fixture: <b>started</b>", { timeout: 60_000 });
      await expect(lines.locator("b")).toHaveCount(0);
      await expect(lines.locator('[data-source="stderr"]').first()).toContainText("stderr");
      await expect(lines.locator('[data-source="log"]')).toContainText(["shouted hi"], { timeout: 60_000 });
      await expect(page.getByTestId("console-level")).toBeVisible();
      // Still in the terminal.
      expect(devHost.output()).toContain("[server] console fixture: shouting hi");
      await expect(page.getByTestId("console-panel")).toBeInViewport();
      await page.screenshot({ path: join(SCREENSHOTS, `dev-host-console-${theme}.png`) });
    });
  }

  test("a server gone comes back without a click, and a tool call works", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${devHost.url}?tool=crash&run=1`);
    await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
    await page.getByTestId("inspector-tab-console").click();
    await page.getByTestId("console-level").selectOption("error");
    await page.getByTestId("inspector-tab-messages").click();
    writeFileSync(downFile, "down");
    // The crash tool exits the server; the next call finds its session gone.
    await page.waitForTimeout(1000);
    await page.getByTestId("tool-shout").click();
    await page.getByTestId("run-tool").click();
    await expect(page.getByTestId("server-retry")).toContainText(/Server gone; retrying/, { timeout: 60_000 });
    rmSync(downFile);
    await expect(page.getByTestId("server-reconnected")).toBeVisible({ timeout: 90_000 });
    // The new session gets the log level chosen before the server went.
    await page.getByPlaceholder("method").fill("logging/setLevel");
    // (The first went to the server as it crashed and stays unanswered.) Newest first:
    const setLevel = page.getByTestId("log-row");
    await expect(setLevel).toHaveCount(2, { timeout: 30_000 });
    await expect(setLevel.first()).toHaveAttribute("data-status", "ok");
    await expect(setLevel.first()).toContainText('"level":"error"');
    await page.getByPlaceholder("method").fill("");
    await page.getByTestId("tool-shout").click();
    await page.getByTestId("run-tool").click();
    await expect(page.getByText(/SHOUT hello/).first()).toBeVisible({ timeout: 60_000 });
  });
});
