import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HostBridgeViteError } from "./errors.js";
import { hostbridge } from "./plugin.js";
import { preactAliases } from "./preact.js";
import { buildFixture, FIXTURE_ROOT } from "./test-support/build-fixture.js";
import { launchChromium, RECORD_VIOLATIONS } from "./test-support/chromium.js";
import { cspFor, serveHtml } from "./test-support/serve-html.js";

// hostbridge({ preact: true }): the fixture's React widgets (useState, lazy + Suspense, an image)
// built on preact/compat, then run in Chromium under the MCP Apps default CSP.
const GALLERY_DOMAIN = "https://images.example.com";
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
let outDir: string;
let browser: Browser;
const read = (name: string) => readFile(join(outDir, "widgets", `${name}.html`), "utf8");

beforeAll(async () => {
  [outDir, browser] = await Promise.all([
    buildFixture({
      preact: true,
      widgets: {
        hello: "src/widgets/hello/main.tsx",
        counter: "src/widgets/counter/main.tsx",
        gallery: { entry: "src/widgets/gallery/main.tsx", csp: { resourceDomains: [GALLERY_DOMAIN] } },
      },
    }),
    launchChromium(),
  ]);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe("hostbridge({ preact: true })", () => {
  it("carries Preact instead of React: no react-dom in any widget, each a fraction of React's size", async () => {
    for (const name of ["hello", "counter", "gallery"]) {
      const html = await read(name);
      // react-dom's production build links every error to react.dev; Preact has no such text.
      expect(html, name).not.toContain("react.dev/errors");
      // React and react-dom alone are about 190 KB minified; Preact's compat layer about 30 KB.
      expect(html.length, name).toBeLessThan(60_000);
    }
  });

  it("runs the widgets in Chromium: state, lazy + Suspense, styles and images, no CSP violation", async () => {
    const pages: Record<string, { html: string; csp: string }> = {};
    for (const name of ["hello", "counter", "gallery"])
      pages[name] = {
        html: await read(name),
        csp: cspFor(name === "gallery" ? { resourceDomains: [GALLERY_DOMAIN] } : {}),
      };
    const server = await serveHtml(pages);
    const context = await browser.newContext();
    try {
      await context.addInitScript(RECORD_VIOLATIONS);
      await context.route(`${GALLERY_DOMAIN}/**`, (route) =>
        route.fulfill({ status: 200, contentType: "image/png", body: PIXEL }),
      );
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

      await page.goto(`${server.url}/hello`);
      await page.getByRole("button", { name: "clicked 0" }).click();
      await page.getByRole("button", { name: "clicked 1" }).waitFor();
      expect(await violations()).toEqual([]);

      await page.goto(`${server.url}/counter`);
      await page.getByTestId("details").waitFor();
      expect(await violations()).toEqual([]);

      await page.goto(`${server.url}/gallery`);
      await page.getByTestId("photo").waitFor();
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await server.close();
    }
  });

  it("points React's modules at the project's preact, and says how to install it when it is missing", async () => {
    const aliases = preactAliases(FIXTURE_ROOT);
    const target = (id: string) => aliases.find((alias) => (alias.find as RegExp).test(id))?.replacement;
    expect(target("react")).toMatch(/preact[\\/]compat[\\/]dist[\\/]compat\.mjs$/);
    expect(target("react-dom/client")).toMatch(/preact[\\/]compat[\\/]client\.mjs$/);
    expect(target("react/jsx-runtime")).toMatch(/preact[\\/]compat[\\/]jsx-runtime\.mjs$/);
    expect(target("react-dom/server")).toBeUndefined();

    const empty = await mkdtemp(join(tmpdir(), "hostbridge-no-preact-"));
    try {
      expect(() => preactAliases(empty)).toThrow(HostBridgeViteError);
      expect(() => preactAliases(empty)).toThrow("preact is not installed: npm install preact");
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
    expect(() => hostbridge({ preact: "yes" as unknown as boolean })).toThrow(
      'hostbridge: preact must be true or false (got "yes").',
    );
  });
});
