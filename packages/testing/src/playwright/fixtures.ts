import { test as base, expect } from "@playwright/test";
import { openWidget, type BrowserWidget, type OpenWidgetOptions } from "./open-widget.js";
import { startWidgetHostServer, type WidgetHostServer } from "./widget-host-server.js";

/** The fixtures `test` adds to Playwright's. */
export interface WidgetFixtures {
  /** Opens a built widget in this test's `page`; every widget it opened is closed after the test. */
  openWidget: (options: Omit<OpenWidgetOptions, "hostServer">) => Promise<BrowserWidget>;
}

/** Worker-scoped: one host server (127.0.0.1, a free port) per Playwright worker. */
export interface WidgetWorkerFixtures {
  /** The worker's host page and sandbox servers. */
  widgetHostServer: WidgetHostServer;
}

// @example-source packages/testing/examples/playwright-reference.ts#test
/**
 * Playwright's `test` with `openWidget`.
 *
 * @example
 * ```ts
 * test("pizza list in ChatGPT", async ({ openWidget }) => {
 *   const widget = await openWidget({
 *     widget: { file: "dist/widgets/pizza-list.html" },
 *     profile: "chatgpt",
 *     toolOutput: { pizzas: [{ id: "p1", name: "Margherita" }] },
 *   });
 *   await expect(widget.frame.getByText("Margherita")).toBeVisible();
 * });
 * ```
 */
export const test = base.extend<WidgetFixtures, WidgetWorkerFixtures>({
  widgetHostServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a function needs from this pattern.
    async ({}, use) => {
      const server = await startWidgetHostServer();
      await use(server);
      await server.close();
    },
    { scope: "worker" },
  ],
  openWidget: async ({ page, widgetHostServer }, use) => {
    const opened: BrowserWidget[] = [];
    await use(async (options) => {
      const widget = await openWidget(page, { ...options, hostServer: widgetHostServer });
      opened.push(widget);
      return widget;
    });
    for (const widget of opened) await widget.close();
  },
});

export { expect };
