import { expect, test } from "@playwright/test";
import { logEntries, runTool, widget } from "./helpers.js";

test.describe("playground host", () => {
  test("lists the server's tools and runs one without a widget from the JSON form", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected");
    await expect(page.getByTestId("tool-list").getByRole("button")).toHaveCount(7);

    await page.getByTestId("tool-analyze_file").click();
    await page.getByTestId("args-view-json").click();
    await page.getByTestId("tool-args").fill("{ not json");
    await page.getByTestId("run-tool").click();
    await expect(page.getByTestId("args-error")).toBeVisible();

    const origin = `http://127.0.0.1:${process.env.E2E_DEMO_SERVER_PORT}`;
    await page
      .getByTestId("tool-args")
      .fill(JSON.stringify({ file: { download_url: `${origin}/files/file_menu`, file_id: "file_menu" } }));
    await page.getByTestId("run-tool").click();
    await expect(page.getByTestId("args-error")).toBeHidden();
    await expect(page.getByTestId("tool-result")).toContainText('"fileName": "menu.txt"');
    await expect(page.getByTestId("tool-result")).toContainText("4 lines; first line");
    await expect(page.getByTestId("widget-card")).toHaveCount(0);
  });

  test("renders widgets in a sandboxed frame behind a cross-site proxy and logs both directions", async ({ page }) => {
    await runTool(page, "mcp-apps", "inspect_host");
    const proxy = page.getByTestId("widget-frame");
    await expect(proxy).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-forms");
    const proxySrc = new URL((await proxy.getAttribute("src"))!);
    const hostUrl = new URL(page.url());
    // the server's own sandbox origin, on another site than the host page (so the widget gets its own process)
    expect(proxySrc.hostname).toMatch(/^s[0-9a-f]{12}\.localhost$/);
    expect(hostUrl.hostname).toBe("127.0.0.1");
    const inner = page.frameLocator('[data-testid="widget-frame"]').locator("iframe");
    await expect(inner).toHaveAttribute("sandbox", "allow-scripts allow-same-origin allow-forms");

    await expect(logEntries(page, "in", "ui/notifications/sandbox-proxy-ready")).toHaveCount(1);
    await expect(logEntries(page, "out", "ui/notifications/sandbox-resource-ready")).toHaveCount(1);
    await expect(logEntries(page, "in", "ui/initialize")).toHaveCount(1);
    await expect(logEntries(page, "out", "ui/notifications/tool-result")).toHaveCount(1);
  });

  test("tears the widget down before unmounting it, and the widget answers", async ({ page }) => {
    await runTool(page, "mcp-apps", "show_todos");
    await page.getByTestId("reload-widget").click();
    const teardown = logEntries(page, "out", "ui/resource-teardown");
    await expect(teardown).toHaveCount(1);
    const id = /"id":(\d+)/.exec((await teardown.locator(".payload").textContent()) ?? "")?.[1];
    expect(id).toBeDefined();
    const answers = page.locator('[data-testid="log-entry"][data-direction="in"][data-label="response"] .payload', {
      hasText: `"id":${id}`,
    });
    await expect(answers).toHaveCount(1);
    await expect(answers).toContainText('"result"');
    await expect(widget(page).getByTestId("widget-root")).toBeVisible();
  });

  test("switching the host remounts the widget on the other bridge", async ({ page }) => {
    await runTool(page, "mcp-apps", "show_todos");
    await page.getByTestId("profile-select").selectOption("chatgpt");
    await expect(widget(page).getByTestId("widget-root")).toHaveAttribute("data-host-kind", "chatgpt");
    await expect(logEntries(page, "out", "ui/resource-teardown")).toHaveCount(1);
    await page.getByTestId("profile-select").selectOption("mcp-apps");
    await expect(widget(page).getByTestId("widget-root")).toHaveAttribute("data-host-kind", "mcp-apps");
  });

  test("the ChatGPT host answers window.openai calls through the proxy", async ({ page }) => {
    const w = await runTool(page, "chatgpt", "show_display_demo");
    await w.getByTestId("set-open-in-app-url").click();
    await expect(logEntries(page, "in", "openai call setOpenInAppUrl")).toHaveCount(1);
    await expect(logEntries(page, "out", "openai reply setOpenInAppUrl")).toHaveCount(1);
    await page.getByTestId("control-locale").fill("fr-FR");
    await page.getByTestId("control-locale").press("Enter");
    await expect(logEntries(page, "out", "openai set_globals").filter({ hasText: '"locale":"fr-FR"' })).toHaveCount(1);
    await expect(
      logEntries(page, "out", "ui/notifications/host-context-changed").filter({ hasText: '"locale":"fr-FR"' }),
    ).toHaveCount(1);
  });
});
