import { type ChildProcess, spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { type DevHostProcess, startDevHostProcess } from "./dev-host-support.js";

// `hostbridge dev --server` on an HTTP server with lint findings, annotations, resources (an MCP
// App widget, a text file, a template) and a prompt with arguments. (A stdio server is not linted
// in the page: the check would start another copy of it; the console spec covers that note.)
const SCREENSHOTS = join(dirname(fileURLToPath(import.meta.url)), "..", "screenshots");
const CATALOGUE_SERVER = fileURLToPath(
  new URL("../../packages/dev/test-fixtures/catalogue-server.mjs", import.meta.url),
);

let devHost: DevHostProcess;
let fixture: ChildProcess;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  fixture = spawn(process.execPath, [CATALOGUE_SERVER, "--http"], { stdio: ["ignore", "pipe", "inherit"] });
  const serverUrl = await new Promise<string>((resolve, reject) => {
    let printed = "";
    fixture.stdout?.on("data", (chunk) => {
      printed += String(chunk);
      const url = /http:\/\/127\.0\.0\.1:\d+\/mcp/.exec(printed)?.[0];
      if (url) resolve(url);
    });
    fixture.once("exit", (code) => reject(new Error(`the catalogue server exited with ${code}`)));
  });
  devHost = await startDevHostProcess(["--server", serverUrl]);
});

test.afterAll(async () => {
  await devHost?.stop();
  fixture?.kill();
});

async function open(page: Page, theme: "light" | "dark", query = "") {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`${devHost.url}?theme=${theme}${query}`);
  await expect(page.getByTestId("server-status")).toHaveAttribute("data-state", "connected", { timeout: 60_000 });
}

test.describe("dev host: what the server declares besides its widgets", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`each tool shows hostbridge check's static findings and its annotations · ${theme}`, async ({ page }) => {
      await open(page, theme, "&tool=delete_note");
      // The same rules as `hostbridge check`: the audit and this package's own.
      await expect(page.getByTestId("tool-delete_note").getByTestId("tool-lint-count")).toHaveText("3 errors", {
        timeout: 60_000,
      });
      await expect(page.getByTestId("tool-show_note").getByTestId("tool-lint-count")).toContainText("errors");
      await expect(page.getByTestId("tool-annotations")).toContainText("destructive");
      await expect(page.getByTestId("tool-annotations")).toContainText("idempotent");
      await page.getByTestId("tool-lint").locator("summary").click();
      const rules = page.getByTestId("tool-lint-finding");
      await expect(rules.filter({ hasText: "input-schema-portable" })).toContainText("2020-12");
      await expect(rules.filter({ hasText: "annotation-hint-required" })).toHaveCount(2);
      await page.screenshot({ path: join(SCREENSHOTS, `dev-host-tool-lint-${theme}.png`) });

      await page.getByTestId("tool-show_note").click();
      await expect(page.getByTestId("tool-annotations")).toContainText("read-only");
      await expect(page.getByTestId("tool-annotations")).not.toContainText("destructive");
      await page.getByTestId("tool-lint").locator("summary").click();
      await expect(page.getByTestId("tool-lint-finding").filter({ hasText: "resource-uri-keys" })).toBeVisible();
    });

    test(`resources read as source, a static preview and raw JSON; templates take a URI · ${theme}`, async ({
      page,
    }) => {
      await open(page, theme);
      await page.getByTestId("browse-toggle").click();
      const items = page.getByTestId("resource-item");
      await expect(items).toHaveCount(2);
      await items.filter({ hasText: "ui://catalogue/note.html" }).click();
      const dialog = page.getByTestId("browse-dialog");
      // HTML opens on its preview: markup and styles, no script.
      const preview = page.frameLocator('[data-testid="resource-preview"]');
      await expect(preview.getByTestId("note-title")).toHaveText("Note widget");
      await expect(page.getByTestId("resource-preview")).toHaveAttribute("sandbox", "");
      await page.screenshot({ path: join(SCREENSHOTS, `dev-host-resource-preview-${theme}.png`) });
      await page.getByTestId("resource-tab-source").click();
      await expect(page.getByTestId("resource-source")).toContainText('<h1 data-testid="note-title">');
      await page.getByTestId("resource-tab-raw").click();
      await expect(dialog).toContainText("text/html;profile=mcp-app");
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);

      await items.filter({ hasText: "readme.md" }).click();
      await expect(page.getByTestId("resource-source")).toContainText("One note per line.");
      await page.getByTestId("browse-close").click();

      await page.getByTestId("template-uri").fill("notes://7");
      await page.getByTestId("template-read").click();
      await expect(page.getByTestId("resource-source")).toHaveText("Note 7: buy flour.");
      await page.getByTestId("browse-close").click();

      // The page's requests are in the log, as every other server request.
      await page.getByPlaceholder("method").fill("resources/read");
      await expect(page.getByTestId("log-entry").filter({ hasText: "notes://7" }).first()).toBeVisible();
    });

    test(`prompts list their arguments and show the messages they get · ${theme}`, async ({ page }) => {
      await open(page, theme);
      await page.getByTestId("browse-toggle").click();
      await page.getByTestId("browse-tab-prompts").click();
      await page.getByTestId("prompt-summarize_note").click();
      await page.getByTestId("prompt-arg-note").fill("42");
      await page.getByTestId("prompt-arg-style").fill("long");
      await page.getByTestId("prompt-get").click();
      await expect(page.getByTestId("prompt-messages")).toHaveText(/user\s*Summarize note 42 in a long style\./);
      await page.screenshot({ path: join(SCREENSHOTS, `dev-host-prompt-${theme}.png`) });
      await page.getByTestId("browse-close").click();

      // A required argument left empty: the browser's own validation stops the request.
      await page.getByTestId("prompt-arg-note").fill("");
      await page.getByTestId("prompt-get").click();
      await expect(page.getByTestId("browse-dialog")).toHaveCount(0);
    });
  }
});
