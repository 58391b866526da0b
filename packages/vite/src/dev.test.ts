import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { widgetHtmlSource } from "@hostbridge/server";
import { launchChromium, RECORD_VIOLATIONS } from "./test-support/chromium.js";
import { cspFor, serveHtml } from "./test-support/serve-html.js";
import { startDevFixture, type DevFixture } from "./test-support/dev-fixture.js";
import { devServerWidgets } from "./dev-server-widgets.js";
import { HostBridgeViteError } from "./errors.js";

let fixture: DevFixture;
let browser: Browser;

beforeAll(async () => {
  [fixture, browser] = await Promise.all([startDevFixture(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await fixture?.close();
});

/** The widget's frame inside the dev page (the frame whose URL carries the fake host's name). */
async function widgetFrame(page: Page, host: "chatgpt" | "mcp-apps" = "chatgpt"): Promise<Frame> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const frame = page
      .frames()
      .find((candidate) => !candidate.isDetached() && candidate.url().includes(`hostbridge-frame=${host}`));
    if (frame) return frame;
    await page.waitForTimeout(50);
  }
  throw new Error("The dev page has no widget frame.");
}

describe("vite dev with hostbridge()", () => {
  it("lists the widgets at /widgets/", async () => {
    const html = await (await fetch(`${fixture.url}/widgets/`)).text();
    for (const name of ["counter", "gallery", "hello"]) expect(html).toContain(`href="/widgets/${name}.html"`);
  });

  it("tells a server which widgets the dev server serves (devServerWidgets), and refuses a config without the plugin", () => {
    const widgets = devServerWidgets(fixture.server);
    expect(widgets.map((widget) => widget.name)).toEqual(["counter", "gallery", "hello"]);
    expect(widgets.every((widget) => widget.entry.startsWith(fixture.root))).toBe(true);
    const withoutPlugin = { config: { ...fixture.server.config, plugins: [] } };
    expect(() => devServerWidgets(withoutPlugin)).toThrow(HostBridgeViteError);
    expect(() => devServerWidgets(withoutPlugin)).toThrow("has no hostbridge() plugin");
  });

  it("serves a widget page opened on its own inside the fake ChatGPT host, with its sample data", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${fixture.url}/widgets/hello.html`);
      const frame = await widgetFrame(page);
      await frame.getByText("chatgpt sample").waitFor();
      expect(await frame.evaluate(() => (window as unknown as { openai: { theme: string } }).openai.theme)).toBe(
        "dark",
      );
    } finally {
      await page.close();
    }
  });

  it("switches to the fake MCP Apps host", async () => {
    const page = await browser.newPage();
    try {
      await page.goto(`${fixture.url}/widgets/hello.html`);
      await page.locator("[data-hostbridge-dev=host-select]").selectOption("mcp-apps");
      await page.waitForURL(/host=mcp-apps/);
      const frame = await widgetFrame(page, "mcp-apps");
      await frame.getByText("mcp-apps sample").waitFor();
      await page.locator("[data-hostbridge-dev=call-log]").getByText("ui/initialize").waitFor();
    } finally {
      await page.close();
    }
  });

  it("applies an edit of the widget's source in place: fast refresh keeps the state, no reload", async () => {
    const page = await browser.newPage();
    const file = join(fixture.root, "src/widgets/hello/hello.tsx");
    const source = await readFile(file, "utf8");
    try {
      await page.goto(`${fixture.url}/widgets/hello.html`);
      const frame = await widgetFrame(page);
      await frame.getByRole("button", { name: "clicked 0" }).click();
      await frame.getByRole("button", { name: "clicked 1" }).waitFor();
      await frame.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

      await writeFile(file, source.replace("clicked {count}", "pressed {count}"));
      await frame.getByRole("button", { name: "pressed 1" }).waitFor();
      expect(await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    } finally {
      await writeFile(file, source);
      await page.close();
    }
  });

  it("serves the page with absolute URLs for a host that renders it from another origin", async () => {
    const html = await (await fetch(`${fixture.url}/widgets/hello.html?absolute-urls`)).text();
    expect(html).toContain(`src="${fixture.url}/@vite/client"`);
    expect(html).toContain(`src="${fixture.url}/@id/virtual:hostbridge-widget/hello"`);
    expect(html).not.toMatch(/\s(src|href)="\/(?!\/)|from "\/(?!\/)/);
  });

  it("reaches a host on another origin through @hostbridge/server's dev source, with HMR under the widget's CSP", async () => {
    // A dev server of its own: the edits of the test above never reach this one's widget source.
    const ownFixture = await startDevFixture();
    const widgets = widgetHtmlSource({ mode: "development", devServerUrl: ownFixture.url });
    const csp = await widgets.csp("hello", { resourceDomains: [] });
    expect(csp.resourceDomains).toEqual([ownFixture.url]);
    const host = await serveHtml({
      host: {
        html: `<!doctype html><iframe src="/widget" style="width:100%;height:400px"></iframe>`,
        csp: "frame-src 'self'",
      },
      widget: { html: await widgets.html("hello"), csp: cspFor(csp) },
    });
    const context = await browser.newContext();
    const file = join(ownFixture.root, "src/widgets/hello/hello.tsx");
    const source = await readFile(file, "utf8");
    try {
      await context.addInitScript(RECORD_VIOLATIONS);
      const page = await context.newPage();
      await page.goto(`${host.url}/host`);
      const frame = page.frames().find((candidate) => candidate.url().endsWith("/widget"));
      if (!frame) throw new Error("no widget frame");
      await frame.getByRole("button", { name: "clicked 0" }).click();
      // Inside a host (a parent frame) the widget runs as it is: no fake host around it.
      await frame.getByText("mcp-apps", { exact: false }).waitFor();
      await writeFile(file, source.replace("clicked {count}", "tapped {count}"));
      await frame.getByRole("button", { name: "tapped 1" }).waitFor();
      expect(await frame.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    } finally {
      await context.close();
      await host.close();
      await ownFixture.close();
    }
  });

  it("picks up a widget folder added while it runs", async () => {
    const folder = join(fixture.root, "src/widgets/added");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "main.tsx"), `document.getElementById("root")!.textContent = "added widget";\n`);
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      // A connection the server drops while it takes the new folder in counts as "not yet".
      status = await fetch(`${fixture.url}/widgets/added.html`).then(
        (response) => response.status,
        () => 0,
      );
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect(await (await fetch(`${fixture.url}/widgets/`)).text()).toContain('href="/widgets/added.html"');
  });
});
