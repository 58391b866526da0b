// @vitest-environment node
import type { Browser, Page } from "@playwright/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { fixtureWidget, type WidgetVariant } from "../../../check/test-fixtures/fixture-server.js";
import { launchTestChromium } from "../../../check/test-fixtures/test-chromium.js";
import {
  expectWidgetHealthy,
  recordWidgetHealth,
  WidgetHealthError,
  WidgetHealthNotRecordedError,
} from "./expect-widget-healthy.js";
import { openWidget, type BrowserWidget } from "./open-widget.js";
import { startWidgetHostServer, type WidgetHostServer } from "./widget-host-server.js";

let browser: Browser;
let hostServer: WidgetHostServer;
const opened: { page: Page; widget: BrowserWidget }[] = [];

beforeAll(async () => {
  hostServer = await startWidgetHostServer();
  browser = await launchTestChromium();
}, 120_000);

afterEach(async () => {
  for (const { page, widget } of opened.splice(0)) {
    await widget.close();
    await page.close();
  }
});

afterAll(async () => {
  await browser?.close();
  await hostServer?.close();
});

/** Opens the hand-written fixture widget of `hostbridge check` (with `variant`'s flaw) on an MCP Apps host. */
async function open(variant: WidgetVariant, record = true, csp = false): Promise<BrowserWidget> {
  const page = await browser.newPage();
  if (record) await recordWidgetHealth(page);
  const widget = await openWidget(page, {
    widget: { html: fixtureWidget(variant) },
    host: "mcp-apps",
    hostServer,
    csp,
    toolResult: { content: [{ type: "text", text: "Hello, Ada" }], structuredContent: { greeting: "Hello, Ada" } },
  });
  opened.push({ page, widget });
  return widget;
}

const rulesOf = (error: unknown) =>
  error instanceof WidgetHealthError ? [...new Set(error.findings.map((finding) => finding.rule))].sort() : error;

describe("expectWidgetHealthy", () => {
  it("passes a widget that connects, renders, reports its size and has AA contrast", async () => {
    const findings = await expectWidgetHealthy(await open({}));
    expect(findings.filter((finding) => finding.severity !== "info")).toEqual([]);
  }, 120_000);

  it("fails on an uncaught error and on text without AA contrast, naming both rules", async () => {
    const widget = await open({
      style: "#greeting { color: #c8c8c8; }",
      script: 'setTimeout(() => { throw new Error("boom"); });',
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const error = await expectWidgetHealthy(widget).catch((caught: unknown) => caught);
    expect(rulesOf(error)).toEqual(["contrast", "runtime-error"]);
    expect((error as Error).message).toContain("Uncaught: Error: boom");
  }, 120_000);

  it("fails on a load the MCP Apps CSP blocked, naming the ui.csp entry that would allow it", async () => {
    const widget = await open({ markup: '<img src="https://images.example.com/logo.png" alt="Logo">' }, true, true);
    const error = await expectWidgetHealthy(widget).catch((caught: unknown) => caught);
    expect(rulesOf(error)).toEqual(["csp-violation"]);
    expect((error as WidgetHealthError).findings[0]?.fix).toContain(
      'Add "https://images.example.com" to _meta.ui.csp.resourceDomains',
    );
  }, 120_000);

  it("lets a size report off its content pass as a warning, and fails it when strict", async () => {
    const widget = await open({ reportHeight: 12 });
    const findings = await expectWidgetHealthy(widget);
    expect(findings.map((finding) => finding.rule)).toContain("size-report");
    const error = await expectWidgetHealthy(widget, { strict: true }).catch((caught: unknown) => caught);
    expect(rulesOf(error)).toEqual(["size-report"]);
    await expect(expectWidgetHealthy(widget, { strict: true, skip: ["size-report"] })).resolves.toBeDefined();
  }, 120_000);

  it("says to call recordWidgetHealth first when the recorder is missing", async () => {
    await expect(expectWidgetHealthy(await open({}, false))).rejects.toBeInstanceOf(WidgetHealthNotRecordedError);
  }, 120_000);
});
