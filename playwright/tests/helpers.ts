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
export async function runTool(page: Page, mode: HostMode, tool: string, args?: Record<string, unknown>, options: { query?: string } = {}): Promise<FrameLocator> {
  await page.goto(`/?host=${mode}${options.query ?? ""}`);
  await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected");
  await page.getByTestId(`tool-${tool}`).click();
  if (args) await page.getByTestId("tool-args").fill(JSON.stringify(args));
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
