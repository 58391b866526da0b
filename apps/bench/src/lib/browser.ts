import { existsSync } from "node:fs";
import { chromium, type Browser, type Frame, type Page } from "playwright-core";
import type { OpenResult } from "../pages/host.js";
import type { LeakResult, RenderCountResult } from "../pages/view-api.js";
import type { ViewName } from "./pages.js";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
/** Team flags, plus `--expose-gc` so the leak check can force full collections. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--js-flags=--expose-gc",
];

/** Launches Debian's Chromium headless with a fresh temporary profile (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: run \`node scripts/ensure-chromium.mjs\` or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export type SiteMode = "cross-site" | "same-site";
/** Where the host page and the view live. Cross-site (localhost vs 127.0.0.1) puts the view in its own process, as real hosts do. */
export interface Site {
  mode: SiteMode;
  hostOrigin: string;
  viewOrigin: string;
}

type HostWindow = Window & {
  __benchHost: {
    open(url: string): Promise<OpenResult>;
    close(): Promise<void>;
    setHostContext(p: Record<string, unknown>): Promise<void>;
    sendToolResult(s: Record<string, unknown>): Promise<void>;
  };
};
type ViewWindow = Window & {
  __benchView: { callLoop(ms: number): Promise<{ calls: number; ms: number }> };
  __benchLab: {
    prepareRenderCount(): Promise<void>;
    finishRenderCount(key: string, text: string): Promise<RenderCountResult>;
    leaks(cycles: number): Promise<LeakResult>;
  };
};

/** One host page (the official AppBridge) in one tab, on one site arrangement. */
export class HostTab {
  private constructor(
    readonly page: Page,
    readonly site: Site,
  ) {}

  static async open(browser: Browser, site: Site): Promise<HostTab> {
    const page = await browser.newPage();
    page.on("pageerror", (error) => console.error(`[page error] ${error.message}`));
    await page.goto(`${site.hostOrigin}/host.html`);
    return new HostTab(page, site);
  }

  viewUrl(name: ViewName): string {
    return `${this.site.viewOrigin}/view/${name}.html`;
  }

  /** Opens a view in a fresh iframe + AppBridge; resolves when it shows the tool output. */
  load(name: ViewName, query = ""): Promise<OpenResult> {
    const url = `${this.viewUrl(name)}${query ? `?${query}` : ""}`;
    return this.page.evaluate((u) => (window as unknown as HostWindow).__benchHost.open(u), url);
  }

  unload(): Promise<void> {
    return this.page.evaluate(() => (window as unknown as HostWindow).__benchHost.close());
  }

  frame(name: ViewName): Frame {
    const base = this.viewUrl(name);
    const frame = this.page.frames().find((f) => f.url() === base || f.url().startsWith(`${base}?`));
    if (!frame) throw new Error(`view ${name} is not loaded`);
    return frame;
  }

  callLoop(name: ViewName, ms: number) {
    return this.frame(name).evaluate((d) => (window as unknown as ViewWindow).__benchView.callLoop(d), ms);
  }

  setHostContext(partial: Record<string, unknown>) {
    return this.page.evaluate((p) => (window as unknown as HostWindow).__benchHost.setHostContext(p), partial);
  }

  sendToolResult(structuredContent: Record<string, unknown>) {
    return this.page.evaluate(
      (s) => (window as unknown as HostWindow).__benchHost.sendToolResult(s),
      structuredContent,
    );
  }

  prepareRenderCount(name: ViewName) {
    return this.frame(name).evaluate(() => (window as unknown as ViewWindow).__benchLab.prepareRenderCount());
  }

  finishRenderCount(name: ViewName, key: string, text: string) {
    return this.frame(name).evaluate(([k, t]) => (window as unknown as ViewWindow).__benchLab.finishRenderCount(k, t), [
      key,
      text,
    ] as const);
  }

  /** The lab's variant comes from the page's query (see `load`). */
  leaks(name: ViewName, cycles: number) {
    return this.frame(name).evaluate((n) => (window as unknown as ViewWindow).__benchLab.leaks(n), cycles);
  }

  close(): Promise<void> {
    return this.page.close();
  }
}
