import { expect, test } from "@playwright/test";
import {
  type DevHostProcess,
  PROBE_SERVER,
  type RecordingServer,
  startDevHostProcess,
  startRecordingServer,
} from "./dev-host-support.js";
import { widget } from "./helpers.js";

// One dev host for a stdio server (the probe fixture, bridged), a canary origin the widget does not
// declare, and an origin it does declare. A request reaching the canary is a hole in the sandbox.
let canary: RecordingServer;
let declared: RecordingServer;
let devHost: DevHostProcess;

test.beforeAll(async () => {
  canary = await startRecordingServer({
    // A page on another origin that tries to use the dev host's sandbox proxy.
    "/evil.html": (req) => {
      const src = new URL(req.url ?? "/", "http://127.0.0.1").searchParams.get("src") ?? "";
      return `<!doctype html><body><script>window.received = []; addEventListener("message", (e) => window.received.push(e.data));</script><iframe id="proxy" src="${src.replace(/"/g, "&quot;")}"></iframe></body>`;
    },
  });
  declared = await startRecordingServer();
  devHost = await startDevHostProcess(["--command", `node ${JSON.stringify(PROBE_SERVER)}`], {
    PROBE_CANARY: canary.origin,
    PROBE_ALLOWED: declared.origin,
  });
});

test.afterAll(async () => {
  await devHost?.stop();
  await canary?.close();
  await declared?.close();
});

test.describe("sandbox proxy", () => {
  test("a widget reaches no undeclared origin by any path the security review found, and the log says how to allow it", async ({
    page,
  }) => {
    await page.goto(`${devHost.url}?tool=probe_csp&run=1`);
    const attempts = widget(page).getByTestId("attempt");
    await expect(attempts).toHaveCount(7, { timeout: 15_000 });
    const outcome = (name: string) => widget(page).locator(`[data-testid="attempt"][data-name="${name}"]`);
    for (const name of ["before-head", "fetch", "parent.fetch", "new parent.Function", "image", "websocket"]) {
      await expect(outcome(name), name).toHaveAttribute("data-outcome", "blocked");
    }
    // the control: what ui.csp declares does get through, so the blocks above are the CSP's doing
    await expect(outcome("declared")).toHaveAttribute("data-outcome", "allowed");
    expect(declared.hits).toContain("/declared");
    expect(canary.hits).toEqual([]);

    const violations = page.getByTestId("csp-violation");
    await expect(violations.filter({ hasText: `${canary.origin}/fetch` })).toHaveCount(1);
    await expect(
      page.locator('[data-testid="csp-violation"][data-directive="connect-src"]').first().getByTestId("csp-fix"),
    ).toContainText(`ui.csp.connectDomains: ["${canary.origin}"]`);
    await expect(
      page.locator('[data-testid="csp-violation"][data-directive="img-src"]').getByTestId("csp-fix"),
    ).toContainText(`ui.csp.resourceDomains: ["${canary.origin}"]`);
    // new parent.Function runs in the proxy's realm: held by the same header, reported as eval
    await expect(
      page.locator('[data-testid="csp-violation"][data-blocked="eval"]').getByTestId("csp-fix"),
    ).toContainText("never allowed");
    await expect(
      page.locator('[data-testid="log-entry"][data-label="csp-violation connect-src"]').first(),
    ).toBeVisible();
  });

  test("a page on another origin cannot use the proxy, and it does nothing outside a frame", async ({ page }) => {
    await page.goto(`${canary.origin}/evil.html?src=${encodeURIComponent(devHost.sandboxUrl)}`);
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { received: unknown[] }).received)).toEqual([]);
    const proxyDocument = page.frameLocator("#proxy").locator("script[data-host-origin]");
    await expect(proxyDocument).toHaveCount(0);

    await page.goto(devHost.sandboxUrl);
    await expect(page.locator("body")).toContainText("only works inside the hostbridge dev host");
  });

  test("the proxy answers only on the server's own sandbox origin", async ({ request }) => {
    const own = new URL(devHost.sandboxUrl);
    const response = await request.get(`http://127.0.0.1:${own.port}/sandbox.html`);
    expect(response.status()).toBe(421);
  });
});

test.describe("tool calls", () => {
  test("a widget that reloads itself (a Vite full reload) is mounted again with the same result", async ({ page }) => {
    await page.goto(`${devHost.url}?tool=slow_call&args=${encodeURIComponent(JSON.stringify({ ms: 1 }))}&run=1`);
    const w = widget(page);
    await expect(w.getByTestId("tool-status")).toHaveText("success");
    await w.getByTestId("reload-self").click();
    await expect(page.locator('[data-testid="log-entry"][data-label="widget reloaded itself"]')).toHaveCount(1);
    await expect(
      page.locator('[data-testid="log-entry"][data-direction="in"][data-label="ui/initialize"]'),
    ).toHaveCount(2);
    await expect(w.getByTestId("tool-status")).toHaveText("success");
    // the host kept the call's result: the server was not called again
    await expect(page.getByTestId("tool-call")).toHaveCount(1);
    await expect(
      page.locator('[data-testid="log-entry"][data-direction="out"][data-label="ui/notifications/tool-result"]'),
    ).toHaveCount(2);
  });

  test("streams a held input step by step, then runs the call", async ({ page }) => {
    await page.goto(devHost.url);
    await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected");
    await page.getByTestId("control-require-approval").check();
    await page.getByTestId("tool-slow_call").click();
    await page.getByTestId("args-view-json").click();
    await page.getByTestId("tool-args").fill(JSON.stringify({ ms: 10, note: "hello world" }));
    await page.getByTestId("run-tool").click();
    const w = widget(page);
    await expect(w.getByTestId("probe-root")).toBeVisible();
    await expect(page.getByTestId("partials-sent")).toHaveText("0/4 partial inputs sent");
    await page.getByTestId("send-partial").click();
    await expect(w.getByTestId("partial-input")).toHaveText('{"ms":10}');
    await page.getByTestId("send-partial").click();
    await expect(w.getByTestId("partial-input")).toHaveText('{"ms":10,"note":"hell"}');
    await expect(w.getByTestId("tool-status")).toHaveText("input-streaming");
    await expect(
      page.locator('[data-testid="log-entry"][data-label="ui/notifications/tool-input-partial"]'),
    ).toHaveCount(2);
    await page.getByTestId("approve-tool-input").click();
    await expect(w.getByTestId("tool-status")).toHaveText("success");
  });

  test("cancels a running call: the server hears of it and the widget gets tool-cancelled", async ({ page }) => {
    await page.goto(`${devHost.url}?tool=slow_call&args=${encodeURIComponent(JSON.stringify({ ms: 30_000 }))}&run=1`);
    const w = widget(page);
    await expect(w.getByTestId("tool-status")).toHaveText("pending");
    await page.getByTestId("cancel-call").click();
    await expect(w.getByTestId("tool-status")).toHaveText("cancelled: Cancelled by the user");
    await expect(page.getByTestId("call-running")).toHaveCount(0);
    await expect.poll(() => devHost.output()).toContain("slow_call cancelled");
  });
});
