import { expect, type FrameLocator, type Locator, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export type HostMode = "mcp-apps" | "chatgpt";
export const HOST_MODES: HostMode[] = ["mcp-apps", "chatgpt"];

const screenshotsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots");

/** The widget document inside the sandbox proxy inside the host page. */
export function widget(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="widget-frame"]').frameLocator("iframe");
}

export function modalWidget(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="modal-frame"]').frameLocator("iframe");
}

/** Log entries in one direction with a label (JSON-RPC method or `openai call <fn>`). */
export function logEntries(page: Page, direction: "in" | "out", label: string): Locator {
  return page.locator(`[data-testid="log-entry"][data-direction="${direction}"][data-label="${label}"]`);
}

/** Opens the playground in a host mode, runs a tool through the form and waits for its widget. */
export async function runTool(
  page: Page,
  mode: HostMode,
  tool: string,
  args?: Record<string, unknown>,
  options: { query?: string } = {},
): Promise<FrameLocator> {
  await page.goto(`/?host=${mode}${options.query ?? ""}`);
  await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected");
  await page.getByTestId(`tool-${tool}`).click();
  if (args) {
    await page.getByTestId("args-view-json").click();
    await page.getByTestId("tool-args").fill(JSON.stringify(args));
  }
  await page.getByTestId("run-tool").click();
  const w = widget(page);
  await expect(w.getByTestId("widget-root")).toBeVisible();
  await expect(w.getByTestId("widget-root")).toHaveAttribute("data-host-kind", mode);
  return w;
}

/** Keeps a screenshot of the widget card as a test artifact (`playwright/screenshots/<name>.png`). */
export async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotsDir, { recursive: true });
  await page.getByTestId("widget-card").screenshot({ path: join(screenshotsDir, `${name}.png`) });
}

/** The host-side height of the widget frame, in CSS pixels. */
export async function frameHeight(page: Page): Promise<number> {
  const box = await page.getByTestId("widget-frame").boundingBox();
  return box?.height ?? 0;
}

/** The widget's look: colours of its root and of the document body. */
async function widgetColors(w: FrameLocator): Promise<string> {
  return w.getByTestId("widget-root").evaluate((el) => {
    const root = getComputedStyle(el);
    const body = getComputedStyle(el.ownerDocument.body);
    return [root.color, root.backgroundColor, body.backgroundColor].join(" | ");
  });
}

/** Switches the host to dark and checks the widget follows: `data-theme` and its actual colours. */
export async function expectThemeRestyles(page: Page, w: FrameLocator): Promise<void> {
  const root = w.getByTestId("widget-root");
  await expect(root).toHaveAttribute("data-theme", "light");
  const light = await widgetColors(w);
  await page.getByTestId("control-theme-dark").click();
  await expect(root).toHaveAttribute("data-theme", "dark");
  await expect.poll(() => widgetColors(w)).not.toBe(light);
  await page.getByTestId("control-theme-light").click();
  await expect(root).toHaveAttribute("data-theme", "light");
  await expect.poll(() => widgetColors(w)).toBe(light);
}

/** Remounts the widget (host "Reload") and waits for it to render again. */
export async function reloadWidget(page: Page, mode: HostMode): Promise<FrameLocator> {
  const before = await page.getByTestId("widget-frame").elementHandle();
  await page.getByTestId("reload-widget").click();
  await expect
    .poll(
      async () =>
        (await page.getByTestId("widget-frame").elementHandle()) !== null &&
        !(await before?.isVisible().catch(() => false)),
    )
    .toBe(true);
  const w = widget(page);
  await expect(w.getByTestId("widget-root")).toHaveAttribute("data-host-kind", mode);
  return w;
}

/** The frame height once it has stopped changing (two equal reads 250 ms apart). */
export async function settledFrameHeight(page: Page): Promise<number> {
  let last = -1;
  for (let i = 0; i < 40; i++) {
    const h = await frameHeight(page);
    if (h === last && h > 0) return h;
    last = h;
    await page.waitForTimeout(250);
  }
  return last;
}
