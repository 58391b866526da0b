import { existsSync, statSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
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

/**
 * The page a site-internal link opens (`/guide/start` and `/guide/start.html` alike), without its
 * hash; a link to a file that is not a page (`/reference/api/_media/vite.config.ts`) as it is.
 */
export function pageOf(href: string, base: URL): { page: string; hash: string } | null {
  const url = new URL(href, base);
  if (url.origin !== base.origin) return null;
  let page = decodeURIComponent(url.pathname);
  if (page.endsWith("/")) page += "index.html";
  else if (!page.endsWith(".html") && !isBuiltFile(page)) page += ".html";
  return { page, hash: decodeURIComponent(url.hash.slice(1)) };
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&quot;": '"', "&#39;": "'", "&lt;": "<", "&gt;": ">" };

/** The `id`s in each built page's HTML (what its anchors can point at), by page path. */
export async function builtAnchors(pages: string[]): Promise<Map<string, Set<string>>> {
  const anchors = new Map<string, Set<string>>();
  for (const path of pages) {
    const html = await readFile(join(siteDist, path), "utf8");
    const ids = [...html.matchAll(/\sid="([^"]*)"/g)].map((match) =>
      (match[1] ?? "").replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity),
    );
    anchors.set(path, new Set(ids));
  }
  return anchors;
}

/** Whether the build wrote a file (not a folder) at this site path. */
export function isBuiltFile(path: string): boolean {
  const file = join(siteDist, path);
  return existsSync(file) && statSync(file).isFile();
}

/** Why a link from the page at `from` leads nowhere (no such page, file or anchor), or `null`. */
export function linkProblem(href: string, from: URL, anchorsOf: Map<string, Set<string>>): string | null {
  const target = pageOf(href, from);
  if (!target) return null; // another site
  if (!target.page.endsWith(".html")) return null; // `pageOf` keeps a file's path only when the build wrote it
  const anchors = anchorsOf.get(target.page);
  if (!anchors) return `no page ${target.page}`;
  return target.hash && !anchors.has(target.hash) ? `no #${target.hash}` : null;
}
