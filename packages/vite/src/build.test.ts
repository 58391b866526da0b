import { createHash } from "node:crypto";
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { WidgetManifest } from "./manifest.js";
import { buildFixture, FIXTURE_ROOT } from "./test-support/build-fixture.js";
import { launchChromium, RECORD_VIOLATIONS } from "./test-support/chromium.js";
import { cspFor, DEFAULT_MCP_APPS_CSP, serveHtml } from "./test-support/serve-html.js";

const GALLERY_DOMAIN = "https://images.example.com";
// One transparent pixel, answered for the gallery's declared image origin.
const PIXEL = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe("vite build with hostbridge()", () => {
  it("fails on the undeclared external image, naming the source file, the origin and the fix", async () => {
    const error = await buildFixture().then(
      () => undefined,
      (caught: unknown) => caught as Error,
    );
    expect(error?.message).toContain(
      'src/widgets/gallery/main.tsx (widget "gallery"): <img src> loads an image from https://images.example.com',
    );
    expect(error?.message).toContain(
      'add "https://images.example.com" to csp.resourceDomains in src/widgets/gallery/widget.ts',
    );
    // The other two widgets are fine, so they are not in the message.
    expect(error?.message).not.toMatch(/widget "(hello|counter)"/);
  });

  describe("with the image origin declared", () => {
    let outDir: string;
    let manifest: WidgetManifest;
    let browser: Browser;

    beforeAll(async () => {
      outDir = await buildFixture({
        widgets: {
          hello: "src/widgets/hello/main.tsx",
          counter: { entry: "src/widgets/counter/main.tsx", title: "Counter" },
          gallery: { entry: "src/widgets/gallery/main.tsx", csp: { resourceDomains: [GALLERY_DOMAIN] } },
        },
      });
      manifest = JSON.parse(await readFile(join(outDir, "widgets/manifest.json"), "utf8")) as WidgetManifest;
      browser = await launchChromium();
    });
    afterAll(async () => {
      await browser?.close();
      if (outDir) await rm(outDir, { recursive: true, force: true });
    });

    it("writes only one HTML file per widget and the manifest, with hashes and sizes of the files", async () => {
      expect((await readdir(outDir)).sort()).toEqual(["widgets"]);
      expect((await readdir(join(outDir, "widgets"))).sort()).toEqual([
        "counter.html",
        "gallery.html",
        "hello.html",
        "manifest.json",
      ]);
      expect(Object.keys(manifest.widgets)).toEqual(["counter", "gallery", "hello"]);
      for (const [name, entry] of Object.entries(manifest.widgets)) {
        const file = join(outDir, "widgets", entry.file);
        const html = await readFile(file);
        expect(entry.file).toBe(`${name}.html`);
        expect(entry.bytes).toBe((await stat(file)).size);
        expect(entry.hash).toBe(createHash("sha256").update(html).digest("hex").slice(0, 12));
      }
      expect(manifest.widgets.gallery?.csp).toEqual({ resourceDomains: [GALLERY_DOMAIN] });
      expect(manifest.widgets.counter?.title).toBe("Counter");
    });

    it("inlines scripts, styles and images, and gives each widget only its own styles", async () => {
      const read = (name: string) => readFile(join(outDir, "widgets", `${name}.html`), "utf8");
      for (const name of ["hello", "counter", "gallery"]) {
        const html = await read(name);
        expect(html).not.toMatch(/<script[^>]*\bsrc=|<link\b|<base\b/i);
        expect(html).not.toMatch(/\bimport\s*\(\s*["']|^\s*import\s/m);
        expect(html.match(/<script type="module">/g)).toHaveLength(1);
        // The dev page's fake hosts stay out of builds.
        expect(html).not.toMatch(/hostbridge-frame|__hostbridgeOpenai|__hostbridgeDev|AppBridge/);
      }
      // hello's chunks (its entry and the chunk shared with counter) are compiled once each and
      // concatenated; counter has a dynamic import, so its graph is bundled into one module.
      const hello = await read("hello");
      expect(hello).toContain("__hostbridgeChunk");
      expect(await read("counter")).not.toContain("__hostbridgeChunk");
      expect(hello).toContain("data:image/svg+xml");
      expect(hello).toContain(".greeting{");
      expect(hello).not.toContain(".details{");
      expect(await read("counter")).toContain(".details{");
      expect(await read("gallery")).not.toContain(".greeting{");
    });

    it("loads every widget in Chromium under the MCP Apps default CSP without a violation", async () => {
      const pages: Record<string, { html: string; csp: string }> = {};
      for (const [name, entry] of Object.entries(manifest.widgets)) {
        pages[name] = { html: await readFile(join(outDir, "widgets", entry.file), "utf8"), csp: cspFor(entry.csp) };
      }
      expect(pages.hello?.csp).toBe(DEFAULT_MCP_APPS_CSP);
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

        await page.goto(`${server.url}/hello`);
        await page.getByRole("button", { name: "clicked 0" }).click();
        await page.getByRole("button", { name: "clicked 1" }).waitFor();
        expect(await page.getByText("Hello, hello widget").evaluate((element) => getComputedStyle(element).color)).toBe(
          "rgb(0, 128, 0)",
        );
        expect(
          await page.getByTestId("dot").evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        ).toBe(8);
        expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

        await page.goto(`${server.url}/counter`);
        await page.getByTestId("details").waitFor();
        expect(await page.getByTestId("details").evaluate((element) => getComputedStyle(element).fontWeight)).toBe(
          "700",
        );
        expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);

        await page.goto(`${server.url}/gallery`);
        await page.getByTestId("photo").waitFor();
        await page.waitForFunction(
          () => (document.querySelector("[data-testid=photo]") as HTMLImageElement | null)?.complete,
        );
        expect(await page.getByTestId("photo").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
        expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
        await server.close();
      }
    });

    it("joins a widget with top-level await the general way, and it runs", async () => {
      const root = await mkdtemp(join(tmpdir(), "hostbridge-vite-tla-"));
      let tlaOut: string | undefined;
      try {
        await symlink(join(FIXTURE_ROOT, "../../../node_modules"), join(root, "node_modules"), "dir");
        await mkdir(join(root, "src/widgets/waits"), { recursive: true });
        await writeFile(
          join(root, "src/widgets/waits/main.ts"),
          `const text = await Promise.resolve("waited");\ndocument.getElementById("root")!.textContent = text;\n`,
        );
        tlaOut = await buildFixture({}, root);
        const server = await serveHtml({
          waits: { html: await readFile(join(tlaOut, "widgets/waits.html"), "utf8"), csp: DEFAULT_MCP_APPS_CSP },
        });
        const page = await browser.newPage();
        try {
          await page.goto(`${server.url}/waits`);
          await page.getByText("waited").waitFor();
        } finally {
          await page.close();
          await server.close();
        }
      } finally {
        await rm(root, { recursive: true, force: true });
        if (tlaOut) await rm(tlaOut, { recursive: true, force: true });
      }
    });
  });
});
