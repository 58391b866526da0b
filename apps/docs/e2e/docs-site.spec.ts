import { expect, test, type Page } from "@playwright/test";
import { builtAnchors, builtPages, linkProblem } from "./site-pages.js";

/** Console errors and uncaught errors of a page and its frames, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

// Six hundred pages, opened one by one, take minutes on a loaded 2-core machine: they are split
// into shards that the config's two workers open side by side. Links are checked against the ids
// of the built HTML, so a shard needs no other shard's pages.
const SHARDS = 8;
test.describe.configure({ mode: "parallel" });

test("the build wrote the whole site", async () => {
  expect((await builtPages()).length).toBeGreaterThan(50);
});

for (let shard = 0; shard < SHARDS; shard += 1) {
  test(`pages ${shard + 1}/${SHARDS} open without an error, and their internal links lead to a page and anchor that exist`, async ({
    page,
    baseURL,
  }) => {
    const pages = await builtPages();
    const anchorsOf = await builtAnchors(pages);
    const mine = pages.filter((_, index) => index % SHARDS === shard);
    const errors = watchErrors(page);
    const broken: string[] = [];
    const base = new URL(baseURL ?? "http://127.0.0.1");
    let linkCount = 0;

    for (const path of mine) {
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status(), path).toBe(200);
      await expect(page.locator(".VPContent")).toBeVisible();
      // The page's own content and navigation; the search box's results are not links yet.
      const hrefs = await page.evaluate(() =>
        [...document.querySelectorAll("a[href]")].map((anchor) => anchor.getAttribute("href") ?? ""),
      );
      expect(errors, `errors on ${path}`).toEqual([]);
      linkCount += hrefs.length;
      for (const href of hrefs) {
        const problem = linkProblem(href, new URL(path, base), anchorsOf);
        if (problem) broken.push(`${path} → ${href} (${problem})`);
      }
    }
    expect([...new Set(broken)]).toEqual([]);
    expect(linkCount).toBeGreaterThan(mine.length);
  });
}
