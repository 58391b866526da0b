// @vitest-environment node
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppToolsNotDeclaredError } from "../model/app-tools.js";
import { openWidget, type BrowserWidget } from "./open-widget.js";
import { startWidgetHostServer, type WidgetHostServer } from "./widget-host-server.js";
import type { HostProfileId } from "../model/host-profiles.js";

const here = dirname(fileURLToPath(import.meta.url));
let browser: Browser;
let hostServer: WidgetHostServer;
let probeHtml: string;

beforeAll(async () => {
  const bundled = await build({
    entryPoints: [join(here, "..", "test-support", "probe-widget.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    target: "es2022",
    write: false,
    logLevel: "silent",
  });
  const script = bundled.outputFiles[0]!.text.replace(/<\/script/gi, "<\\/script");
  probeHtml = `<!doctype html><html><head><meta charset="utf-8"></head><body><script type="module">${script}</script></body></html>`;
  hostServer = await startWidgetHostServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await hostServer?.close();
});

async function open(
  host: HostProfileId,
  extra: Partial<Parameters<typeof openWidget>[1]> = {},
): Promise<{ page: Page; widget: BrowserWidget }> {
  const page = await browser.newPage();
  const widget = await openWidget(page as never, {
    widget: { html: probeHtml },
    host,
    hostServer,
    toolInput: { city: "Naples" },
    toolOutput: { city: "Naples" },
    tools: { add: ({ a, b }) => ({ content: [], structuredContent: { sum: Number(a) + Number(b) } }) },
    ...extra,
  });
  return { page, widget };
}

const text = (widget: BrowserWidget, id: string) => widget.frame.getByTestId(id).textContent();
const until = async <T>(read: () => Promise<T>, expected: T) => {
  for (let i = 0; i < 100; i++) {
    if (JSON.stringify(await read()) === JSON.stringify(expected)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(await read()).toEqual(expected);
};

describe.each(["mcp-apps", "chatgpt", "mcp-ui"] as const)("openWidget in real Chromium as %s", (host) => {
  it("shows the widget behind a sandbox proxy on another origin and answers it", async () => {
    const { page, widget } = await open(host);
    try {
      expect(await text(widget, "city")).toBe("Naples");
      expect(await text(widget, "bridge")).toBe(host === "chatgpt" ? "openai" : "mcp-apps");
      // The widget document lives on the sandbox origin, not the host page's.
      const origins = page
        .frames()
        .map((frame) => new URL(frame.url() === "about:srcdoc" ? frame.parentFrame()!.url() : frame.url()).origin);
      expect(new Set(origins)).toEqual(new Set([hostServer.hostOrigin, hostServer.sandboxOrigin]));

      await widget.frame.getByTestId("add").click();
      await until(() => text(widget, "sum"), "5");
      expect(await widget.toolCalls()).toEqual([{ name: "add", args: { a: 2, b: 3 } }]);

      await widget.frame.getByTestId("follow-up").click();
      await widget.settle();
      // MCP-UI does not advertise `message` but answers it, as the real AppRenderer does.
      expect(await widget.followUps()).toEqual(["Order a Margherita"]);

      await widget.frame.getByTestId("link").click();
      await widget.settle();
      expect((await widget.openedLinks()).map((url) => new URL(url).origin + new URL(url).pathname)).toEqual([
        "https://example.com/menu",
      ]);

      if (host === "chatgpt") {
        // The Checkout API is ChatGPT's alone: the fake answers "completed" and keeps the options.
        await widget.frame.getByTestId("checkout").click();
        await until(() => text(widget, "checkout-status"), "completed");
        expect((await widget.records()).checkouts).toEqual([{ items: [{ id: "margherita", quantity: 1 }] }]);
      } else {
        expect((await widget.records()).checkouts).toEqual([]);
      }

      await widget.update({ theme: "dark" });
      await until(() => text(widget, "theme"), "dark");

      const contentHeight = () =>
        widget.frame.locator("html").evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
      // The host applies the widget's own size report (the frame starts at a default 320 px).
      await until(async () => Math.abs((await widget.frameHeight()) - (await contentHeight())) <= 1, true);
      const before = await widget.frameHeight();
      expect(before).toBeGreaterThan(50);
      await widget.frame.getByTestId("grow").click();
      await until(async () => (await widget.frameHeight()) >= before + 400, true);

      const log = await widget.messages();
      expect(log.length).toBeGreaterThan(3);
      if (host === "chatgpt") expect(log.some((m) => m.bridge === "openai" && m.label === "call callTool")).toBe(true);
      else expect(log.find((m) => m.direction === "in")?.label).toBe("ui/initialize");

      const png = await widget.screenshot();
      expect(png.subarray(1, 4).toString()).toBe("PNG");
    } finally {
      await widget.close();
      await page.close();
    }
  }, 60_000);
});

describe("openWidget: the widget's own tools", () => {
  it("lists and calls the tools a widget declared; refuses, as real hosts, for one that declared none", async () => {
    const withTools = probeHtml.replace("<head>", "<head><script>window.__probeAppTools = true;</script>");
    const { page, widget } = await open("mcp-apps", { widget: { html: withTools } });
    try {
      const tools = await widget.appTools();
      expect(tools.map((tool) => tool.name)).toEqual(["get_city", "set_city"]);
      expect(tools[1]?.inputSchema).toMatchObject({ type: "object", properties: { city: { type: "string" } } });
      expect(await widget.callAppTool("get_city")).toMatchObject({ content: [{ type: "text", text: "Naples" }] });
      await widget.callAppTool("set_city", { city: "Bari" });
      expect(await text(widget, "city")).toBe("Bari");
      await expect(widget.callAppTool("nope")).rejects.toThrow(/nope/);
    } finally {
      await widget.close();
      await page.close();
    }

    const plain = await open("basic-host");
    try {
      const refusal = plain.widget.appTools();
      await expect(refusal).rejects.toBeInstanceOf(AppToolsNotDeclaredError);
      await expect(refusal).rejects.toMatchObject({ reason: "not-declared", method: "tools/list" });
      await expect(plain.widget.callAppTool("get_city")).rejects.toThrow(/declared no tools/);
      const labels = (await plain.widget.messages()).map((message) => message.label);
      expect(labels).not.toContain("tools/list");
      expect(labels).not.toContain("tools/call");
    } finally {
      await plain.widget.close();
      await plain.page.close();
    }

    // The probe uses window.openai alone in ChatGPT: it never starts the MCP Apps handshake.
    const openaiOnly = await open("chatgpt");
    try {
      await expect(openaiOnly.widget.appTools()).rejects.toMatchObject({ reason: "no-handshake" });
    } finally {
      await openaiOnly.widget.close();
      await openaiOnly.page.close();
    }
  }, 60_000);
});

describe("openWidget details", () => {
  it("waits for approval, and sends the profile's sparse context", async () => {
    const { page, widget } = await open("mcp-ui", { pendingApproval: true, toolOutput: undefined });
    try {
      expect(await text(widget, "city")).toBe("waiting");
      await widget.approve({ city: "Turin" });
      await until(() => text(widget, "city"), "Turin");
      const log = await widget.messages();
      const answer = log.find((m) => m.direction === "out" && m.label === "response")?.data as {
        result: { hostContext: unknown; hostCapabilities: unknown };
      };
      expect(answer.result.hostContext).toEqual({ theme: "light" });
      expect(answer.result.hostCapabilities).toEqual({ openLinks: {}, serverTools: {}, serverResources: {} });
    } finally {
      await widget.close();
      await page.close();
    }
  }, 60_000);

  it("a widget that never reports its size stays usable; one that never connects fails with a clear error", async () => {
    const page = await browser.newPage();
    const silent = `<!doctype html><html><head></head><body><button id="b" onclick="this.textContent='clicked'">click</button></body></html>`;
    try {
      const widget = await openWidget(page as never, { widget: { html: silent }, host: "chatgpt", hostServer });
      expect(await widget.frameHeight()).toBe(320);
      await widget.frame.locator("#b").click();
      expect(await widget.frame.locator("#b").textContent()).toBe("clicked");
      await expect(
        openWidget(page as never, {
          widget: { html: silent },
          host: "basic-host",
          hostServer,
          handshakeTimeoutMs: 500,
        }),
      ).rejects.toThrow(/did not finish the MCP Apps handshake within 500 ms/);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("a strict profile applies the spec's default CSP: the widget cannot fetch an undeclared origin", async () => {
    const fetching = probeHtml.replace(
      "<body>",
      `<body><script>fetch("${hostServer.hostOrigin}/").then(() => document.title = "fetched", () => document.title = "blocked");</script>`,
    );
    const page = await browser.newPage();
    const widget = await openWidget(page as never, { widget: { html: fetching }, host: "claude-ai", hostServer });
    try {
      await until(() => widget.frame.locator("title").textContent(), "blocked");
    } finally {
      await widget.close();
      await page.close();
    }
  }, 60_000);
});

describe("openWidget({ profile }) plays the profile's frame and reload behaviour in Chromium", () => {
  const frameStorage = (widget: BrowserWidget) =>
    widget.frame.locator("body").evaluate(() => {
      try {
        return window.localStorage ? "available" : "none";
      } catch (error) {
        return `none (${(error as Error).name})`;
      }
    });
  const resultsSent = async (widget: BrowserWidget) =>
    (await widget.messages())
      .filter((message) => message.direction === "out" && message.label === "ui/notifications/tool-result")
      .map((message) => (message.data as { params: unknown }).params);

  it("mcp-inspector: an opaque-origin frame without storage; after a reload no result comes again", async () => {
    const { page, widget } = await open("mcp-apps", { host: undefined, profile: "mcp-inspector" });
    try {
      expect(await frameStorage(widget)).toBe("none (SecurityError)");
      expect(await text(widget, "city")).toBe("Naples");
      await widget.reloadFrame();
      await until(() => text(widget, "bridge"), "mcp-apps");
      expect(await text(widget, "city")).toBe("waiting");
      expect(await resultsSent(widget)).toHaveLength(1);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("mcp-apps: the generic host sends the result again after a reload", async () => {
    const { page, widget } = await open("mcp-apps");
    try {
      await widget.reloadFrame();
      await until(() => text(widget, "city"), "Naples");
      expect(await resultsSent(widget)).toHaveLength(2);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("chatgpt: after a reload window.openai holds the emptied result", async () => {
    const { page, widget } = await open("chatgpt", { host: undefined, profile: "chatgpt" });
    try {
      expect(
        await widget.frame
          .locator("body")
          .evaluate(() => (window as { openai?: { toolOutput: unknown } }).openai?.toolOutput),
      ).toEqual({
        city: "Naples",
      });
      await widget.reloadFrame();
      await until(
        () =>
          widget.frame
            .locator("body")
            .evaluate(() => (window as { openai?: { toolOutput: unknown } }).openai?.toolOutput),
        {},
      );
    } finally {
      await page.close();
    }
  }, 60_000);

  it("basic-host: a reloaded frame stays empty", async () => {
    const { page, widget } = await open("basic-host");
    try {
      await widget.reloadFrame();
      await until(() => widget.frame.getByTestId("probe").count(), 0);
    } finally {
      await page.close();
    }
  }, 60_000);

  it("claude-code shows no widget: openWidget rejects with the text the user sees", async () => {
    const page = await browser.newPage();
    try {
      await expect(
        openWidget(page as never, {
          widget: { html: probeHtml },
          profile: "claude-code",
          hostServer,
          toolResult: { content: [{ type: "text", text: "Naples: 4 pizzerias." }] },
        }),
      ).rejects.toMatchObject({ code: "host_shows_no_widget", textFallback: "Naples: 4 pizzerias." });
    } finally {
      await page.close();
    }
  }, 60_000);
});
