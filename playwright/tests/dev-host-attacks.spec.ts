import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import {
  type DevHostProcess,
  type RecordingServer,
  startDevHostProcess,
  startRecordingServer,
} from "./dev-host-support.js";
import { modalWidget, widget } from "./helpers.js";

// The attack pass's browser holes in the dev host's sandbox, performed in Chromium against a real
// `hostbridge dev` (a stdio server of attack widgets). A request reaching the canary is a hole.
const ATTACK_SERVER = fileURLToPath(new URL("../../packages/dev/test-fixtures/attack-server.mjs", import.meta.url));
const STUBBORN_SERVER = fileURLToPath(new URL("../../packages/dev/test-fixtures/stubborn-server.mjs", import.meta.url));

let canary: RecordingServer;
let devHost: DevHostProcess;

test.beforeAll(async () => {
  canary = await startRecordingServer();
  devHost = await startDevHostProcess(["--command", `node ${JSON.stringify(ATTACK_SERVER)}`], {
    PROBE_CANARY: canary.origin,
  });
});

test.afterAll(async () => {
  await devHost?.stop();
  await canary?.close();
});

test.describe("N1: a widget cannot widen its own CSP through a sibling frame of the same server", () => {
  test("the modal a widget opens is on another sandbox origin: its proxy frame cannot be scripted into a wider load", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const args = encodeURIComponent(JSON.stringify({ target: "wider" }));
    await page.goto(`${devHost.url}?profile=chatgpt&tool=attack_sibling&args=${args}&run=1`);
    const attempt = (name: string) => widget(page).locator(`[data-testid="attempt"][data-name="${name}"]`);
    await expect(attempt("role")).toHaveAttribute("data-outcome", "attacker", { timeout: 20_000 });
    // The modal is the same server's widget, on its own origin: the attacker cannot read it.
    await expect(attempt("sibling")).toHaveAttribute("data-outcome", "cross-origin", { timeout: 30_000 });
    // The modal runs its widget undisturbed.
    await expect(modalWidget(page).locator('[data-testid="attempt"][data-name="role"]')).toHaveAttribute(
      "data-outcome",
      "victim",
    );
    expect(canary.hits).toEqual([]);
  });
});

test.describe("N2: the proxy frame cannot leave the sandbox origin", () => {
  test("a widget that scripts its proxy frame into navigating to another site carries nothing there", async ({
    page,
  }) => {
    await page.goto(`${devHost.url}?tool=attack_proxy_navigation&run=1`);
    // Either the proxy cancelled the navigation (the log says so), or it got out.
    const blocked = page.locator('[data-testid="log-row"][data-label="navigation blocked"]');
    await expect
      .poll(async () => (await blocked.count()) > 0 || canary.hits.some((hit) => hit.startsWith("/n2-")), {
        timeout: 20_000,
      })
      .toBe(true);
    expect(canary.hits).toEqual([]);
  });
});

test.describe("N4: no stdio server outlives the dev host's use of it", () => {
  /** How many running processes have `marker` in their command line, `hostbridge dev` itself not counted. */
  const processesWith = (marker: string) =>
    execFileSync("ps", ["-Ao", "args="], { encoding: "utf8" })
      .split("\n")
      .filter((line) => line.includes(marker) && !line.includes("cli.js")).length;

  test("page reloads leave one session's processes, and Ctrl-C (SIGINT) leaves none", async ({ page }) => {
    test.setTimeout(120_000);
    // A server that keeps a timer and starts a helper ignoring SIGTERM; the marker counts the
    // shell, the server and the helper: three a session.
    const marker = `hb-stubborn-${randomUUID()}`;
    const stubborn = await startDevHostProcess([
      "--command",
      `node ${JSON.stringify(STUBBORN_SERVER)} ${marker}; echo the server left`,
    ]);
    try {
      await page.goto(stubborn.url);
      await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected", { timeout: 20_000 });
      for (let reload = 0; reload < 3; reload += 1) {
        await page.reload();
        await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected", {
          timeout: 20_000,
        });
      }
      // The reloaded pages' sessions are abandoned (no open request for 10 s) and end whole.
      await expect.poll(() => processesWith(marker), { timeout: 60_000 }).toBe(3);
    } finally {
      await stubborn.stop();
    }
    await expect.poll(() => processesWith(marker), { timeout: 15_000 }).toBe(0);
  });
});
