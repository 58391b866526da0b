import { expect, test } from "@playwright/test";
import { keepElementScreenshot, keepPageScreenshot } from "./dev-host-log-support.js";
import { widget } from "./helpers.js";

/** How long a loaded machine may take to start a widget (sandbox, bridge, first render). */
const WIDGET_START_MS = 90_000;
const NAPLES = encodeURIComponent('{"city":"Naples"}');

/** The host page's own surface colour in a theme (styles.css `--surface`). */
const SURFACE = { light: "rgb(255, 255, 255)", dark: "rgb(27, 27, 33)" } as const;

test.describe("dev host: a widget tool's raw result and the frame's first paint", () => {
  test.describe.configure({ timeout: 240_000 });

  for (const theme of ["light", "dark"] as const) {
    test(`shows the raw result beside the widget, folded and copyable · ${theme}`, async ({ page, context }) => {
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/?profile=mcp-apps&theme=${theme}&tool=show_pizzas&args=${NAPLES}&run=1`);
      await expect(widget(page).getByTestId("pizza-item")).toHaveCount(4, { timeout: WIDGET_START_MS });

      const view = page.getByTestId("result-view");
      await expect(view).toHaveAttribute("data-status", "ok");
      const structured = view.getByTestId("result-structuredContent");
      await expect(structured).toContainText("Naples");
      await expect(view.getByTestId("result-content")).toContainText("text");
      await expect(view.getByTestId("result-_meta")).toContainText("hostbridge/city");
      // Nested values start folded; a click opens one.
      const pizzas = structured.locator("details details").first();
      await expect(pizzas).not.toHaveAttribute("open", "");
      await pizzas.locator("summary").first().click();
      await expect(pizzas).toHaveAttribute("open", "");

      await view.getByTestId("result-copy-structuredContent").click();
      await expect(view.getByTestId("result-copy-structuredContent")).toHaveText("Copied");
      const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as { city?: string };
      expect(copied.city).toBe("Naples");
      await view.scrollIntoViewIfNeeded();
      await keepPageScreenshot(page, `dev-host-results-${theme}`);
    });

    test(`covers the frame in the host's colours until the widget starts · ${theme}`, async ({ page }) => {
      // Hold the sandbox proxy page back: the frame stays empty until it is released.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(new RegExp(`\\.localhost:${process.env.E2E_SANDBOX_PORT}/`), async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`/?profile=mcp-apps&theme=${theme}&tool=show_pizzas&args=${NAPLES}&run=1`);
      const loading = page.getByTestId("widget-loading");
      await expect(loading).toBeVisible({ timeout: WIDGET_START_MS });
      await expect(loading).toContainText("Loading the widget");
      await expect(loading).toHaveAttribute("data-slow", "false");
      expect(await loading.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(SURFACE[theme]);
      const frame = (await page.getByTestId("widget-frame").boundingBox())!;
      const cover = (await loading.boundingBox())!;
      expect(cover.height).toBeGreaterThanOrEqual(frame.height);
      await keepElementScreenshot(page.getByTestId("widget-card"), `dev-host-first-paint-${theme}`);

      release();
      await expect(widget(page).getByTestId("pizza-item")).toHaveCount(4, { timeout: WIDGET_START_MS });
      await expect(loading).toHaveCount(0);
    });
  }
});
