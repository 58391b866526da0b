import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { keepPageScreenshot } from "./dev-host-log-support.js";
import { widget } from "./helpers.js";

/** The log rows of one channel with one label (a JSON-RPC method). */
const rows = (page: Page, channel: string, label: string) =>
  page.locator(`[data-testid="log-row"][data-channel="${channel}"][data-label="${label}"]`);

/** How long a loaded machine may take to start a widget (sandbox, bridge, first render). */
const WIDGET_START_MS = 90_000;

/** Opens the dev host and runs show_pizzas for Naples; the widget shows its four pizzas. */
async function runPizzas(page: Page, query = "profile=mcp-apps") {
  await page.goto(`/?${query}&tool=show_pizzas&args=${encodeURIComponent('{"city":"Naples"}')}&run=1`);
  await expect(widget(page).getByTestId("pizza-item")).toHaveCount(4, { timeout: WIDGET_START_MS });
}

test.describe("dev host message log", () => {
  test.describe.configure({ timeout: 240_000 });

  test("shows the page's MCP traffic with the server, each request paired with its response", async ({ page }) => {
    await runPizzas(page);
    // The connection: initialize and tools/list answered, the initialized notification sent.
    for (const method of ["initialize", "tools/list", "resources/read", "tools/call"]) {
      const row = rows(page, "server", method).first();
      await expect(row).toHaveAttribute("data-status", "ok");
      await expect(row).toHaveAttribute("data-latency", /^\d+$/);
      await expect(row.getByTestId("log-latency")).toHaveText(/^\d+ ms$/);
      await expect(row.locator('[data-testid="log-entry"][data-direction="to-server"]')).toHaveCount(1);
      await expect(row.locator('[data-testid="log-entry"][data-direction="from-server"]')).toHaveCount(1);
    }
    await expect(rows(page, "server", "notifications/initialized")).toHaveAttribute("data-status", "none");
    // The tool's result is in the paired row, under its request.
    const call = rows(page, "server", "tools/call").filter({ hasText: '"name":"show_pizzas"' });
    await expect(call.locator('[data-direction="from-server"] .payload')).toContainText('"hostbridge/city":"Naples"');
    await expect(call.locator("time")).toHaveText(/^\d\d:\d\d:\d\d\.\d{3}$/);

    // The widget's own call to the server shows on both channels: widget → host, then page → server.
    await widget(page).getByTestId("load-more").click();
    await expect(widget(page).getByTestId("pizza-item")).toHaveCount(5);
    const fromWidget = rows(page, "widget", "tools/call");
    await expect(fromWidget).toHaveCount(1);
    await expect(fromWidget).toHaveAttribute("data-status", "ok");
    await expect(fromWidget.locator('[data-direction="in"] .payload')).toContainText("load_more_pizzas");
    await expect(rows(page, "server", "tools/call")).toHaveCount(2);
    await expect(rows(page, "server", "tools/call").first().locator(".payload").first()).toContainText(
      "load_more_pizzas",
    );

    // A row expands to both messages in full, each copyable.
    await call.getByRole("button", { name: /tools\/call/ }).click();
    await expect(call.getByTestId("log-detail")).toContainText('"name": "show_pizzas"');
    await expect(call.getByTestId("log-detail")).toContainText("L'Antica Pizzeria da Michele");
    await expect(call.getByTestId("log-copy-response")).toBeVisible();
  });

  test("filters by channel, direction, method and text, exports JSON and clears", async ({ page }) => {
    await runPizzas(page);
    const all = page.getByTestId("log-row");
    await expect(rows(page, "server", "tools/call")).toHaveAttribute("data-status", "ok");

    await page.getByTestId("log-channel").selectOption("server");
    await expect(all.first()).toBeVisible();
    expect(new Set(await all.evaluateAll((list) => list.map((row) => row.getAttribute("data-channel"))))).toEqual(
      new Set(["server"]),
    );
    await page.getByTestId("log-method").fill("RESOURCES/");
    await expect(all).toHaveCount(1);
    await expect(all).toHaveAttribute("data-label", "resources/read");
    await page.getByTestId("log-method").fill("");
    await page.getByTestId("log-direction").selectOption("in");
    await expect(all).toHaveCount(0);
    await page.getByTestId("log-direction").selectOption("out");
    await expect(rows(page, "server", "tools/call")).toHaveCount(1);

    // Text: any case, in the request or in its response.
    await page.getByTestId("log-channel").selectOption("all");
    await page.getByTestId("log-direction").selectOption("all");
    await page.getByTestId("log-filter").fill("l'ANTICA pizzeria");
    await expect(rows(page, "server", "tools/call")).toHaveCount(1);
    await expect(rows(page, "server", "initialize")).toHaveCount(0);
    await expect(page.getByTestId("log-shown")).toBeVisible();
    await page.getByTestId("log-filter").fill("");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("log-export").click()]);
    const exported = JSON.parse(readFileSync((await download.path())!, "utf8")) as Array<Record<string, unknown>>;
    const toolCall = exported.find((row) => row.channel === "server" && row.label === "tools/call");
    expect(toolCall?.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(toolCall?.latencyMs).toEqual(expect.any(Number));
    expect(JSON.stringify(toolCall?.response)).toContain("structuredContent");
    expect(exported.some((row) => row.channel === "widget" && row.label === "ui/initialize")).toBe(true);

    await page.getByTestId("log-clear").click();
    await expect(page.getByTestId("log-count")).toHaveText("0");
    await expect(all).toHaveCount(0);
  });

  test("marks a failed tool call as an error", async ({ page }) => {
    await page.goto("/?profile=mcp-apps");
    await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected", {
      timeout: WIDGET_START_MS,
    });
    await page.getByTestId("tool-analyze_file").click();
    await page.getByTestId("args-view-json").click();
    await page.getByTestId("tool-args").fill('{ "file": { "download_url": 1 } }');
    await page.getByTestId("run-tool").click();
    await expect(page.getByTestId("tool-result")).toHaveAttribute("data-status", "error");
    const failed = rows(page, "server", "tools/call");
    await expect(failed).toHaveAttribute("data-status", "error");
    await expect(failed).toHaveClass(/status-error/);
    await expect(page.getByTestId("log-errors")).toContainText("1 error");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`stays in view at 1440×900 beside the widget · ${theme}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await runPizzas(page, `profile=chatgpt&theme=${theme}`);
      await expect(rows(page, "server", "tools/call")).toHaveAttribute("data-status", "ok");
      const box = (await page.getByRole("region", { name: "Message log" }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(900);
      expect(box.height).toBeGreaterThan(380);
      await rows(page, "server", "tools/call")
        .getByRole("button", { name: /tools\/call/ })
        .click();
      await keepPageScreenshot(page, `dev-host-log-${theme}`);
      await page.getByTestId("log-expand").click();
      const expanded = (await page.getByRole("region", { name: "Message log" }).boundingBox())!;
      expect(expanded.height).toBeGreaterThan(700);
      expect(expanded.y + expanded.height).toBeLessThanOrEqual(900);
    });
  }
});
