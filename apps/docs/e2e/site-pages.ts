import { readdir } from "node:fs/promises";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";

/** The built site (`vitepress build src`). */
export const siteDist = join(dirname(fileURLToPath(import.meta.url)), "..", "src", ".vitepress", "dist");

/** The path of every page the build wrote, as the browser asks for it (`/guide/start.html`), sorted. */
export async function builtPages(): Promise<string[]> {
  const entries = await readdir(siteDist, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html") && entry.name !== "404.html")
    .map((entry) => `/${relative(siteDist, join(entry.parentPath, entry.name)).replace(/\\/g, "/")}`)
    .filter((path) => !path.startsWith("/widgets/"))
    .sort();
}

/** The page a site-internal link opens (`/guide/start` and `/guide/start.html` alike), without its hash. */
export function pageOf(href: string, base: URL): { page: string; hash: string } | null {
  const url = new URL(href, base);
  if (url.origin !== base.origin) return null;
  let page = decodeURIComponent(url.pathname);
  if (page.endsWith("/")) page += "index.html";
  else if (!page.endsWith(".html")) page += ".html";
  return { page, hash: decodeURIComponent(url.hash.slice(1)) };
}
