import { expect, test, type Page } from "@playwright/test";
import { builtPages, pageOf } from "./site-pages.js";

/** Console errors and uncaught errors of a page and its frames, from now on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on("pageerror", (error) => errors.push(`uncaught: ${error.message}`));
  return errors;
}

test("every page opens without an error, and every internal link leads to a page and anchor that exist", async ({
  page,
  baseURL,
}) => {
  const pages = await builtPages();
  expect(pages.length).toBeGreaterThan(50);
  const known = new Set(pages);
  const errors = watchErrors(page);
  const anchorsOf = new Map<string, Set<string>>();
  const links: { from: string; href: string }[] = [];

  for (const path of pages) {
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status(), path).toBe(200);
    await expect(page.locator(".VPContent")).toBeVisible();
    const { ids, hrefs } = await page.evaluate(() => ({
      ids: [...document.querySelectorAll("[id]")].map((element) => element.id),
      // The page's own content and navigation; the search box's results are not links yet.
      hrefs: [...document.querySelectorAll("a[href]")].map((anchor) => anchor.getAttribute("href") ?? ""),
    }));
    anchorsOf.set(path, new Set(ids));
    for (const href of hrefs) links.push({ from: path, href });
    expect(errors, `errors on ${path}`).toEqual([]);
  }

  const broken: string[] = [];
  const base = new URL(baseURL ?? "http://127.0.0.1");
  for (const { from, href } of links) {
    const target = pageOf(href, new URL(from, base));
    if (!target) continue; // another site
    if (!known.has(target.page)) broken.push(`${from} → ${href} (no page ${target.page})`);
    else if (target.hash && !anchorsOf.get(target.page)?.has(target.hash))
      broken.push(`${from} → ${href} (no #${target.hash} on ${target.page})`);
  }
  expect([...new Set(broken)]).toEqual([]);
  expect(links.length).toBeGreaterThan(pages.length);
});
