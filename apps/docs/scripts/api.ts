import { spawnSync } from "node:child_process";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { docsRoot, referenceRoot, siteRoot } from "./paths.js";

/** One sidebar entry (VitePress's shape). */
export interface SidebarItem {
  /** The entry's text. */
  text: string;
  /** The page's link, from the site's root. */
  link?: string;
  /** Nested entries. */
  items?: SidebarItem[];
  /** Whether a group starts folded. */
  collapsed?: boolean;
}

/** Where typedoc writes the API reference, inside the site. */
export const apiRoot = join(referenceRoot, "api");

/**
 * Runs typedoc (the repository's `typedoc.json`, through `apps/docs/typedoc.json`, which adds
 * `typedoc-plugin-markdown` and reads the packages' sources) into `src/reference/api`. Warnings
 * (an undocumented export) are printed, not fatal: the root `pnpm docs:api` is the gate for those,
 * and the site still shows everything that is documented.
 */
export function generateApiReference(): void {
  const typedoc = spawnSync("npx", ["typedoc", "--options", "typedoc.json"], {
    cwd: docsRoot,
    stdio: "inherit",
  });
  if (typedoc.status !== 0) throw new Error(`typedoc failed (exit code ${typedoc.status}); its output is above.`);
}

/**
 * The package READMEs link to the site's guides by their path in the repository, so typedoc copies
 * each linked guide into `reference/api/_media`, where the guide's own relative links are dead.
 * Points those links at the guide pages themselves and removes the copies, then moves the copied
 * files that are not pages to `public`. Returns how many links now lead to a guide.
 */
export async function linkGuidesFromApi(): Promise<number> {
  const guides = new Set(await readdir(join(siteRoot, "guide")));
  const mediaRoot = join(apiRoot, "_media");
  const copied = (await readdir(mediaRoot).catch(() => [] as string[])).filter((file) => guides.has(file));
  const entries = await readdir(apiRoot, { withFileTypes: true, recursive: true });
  const pages = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".md") && entry.parentPath !== mediaRoot)
    .map((entry) => join(entry.parentPath, entry.name));
  const mediaLink = /\]\((?:\.\.\/)*_media\/([\w-]+\.md)(#[\w-]*)?\)/g;
  let rewritten = 0;
  for (const page of pages) {
    const text = await readFile(page, "utf8");
    const linked = text.replace(mediaLink, (link, file: string, anchor = "") => {
      if (!copied.includes(file)) return link;
      rewritten += 1;
      return `](/guide/${file.slice(0, -3)}${anchor})`;
    });
    if (linked !== text) await writeFile(page, linked);
  }
  await Promise.all(copied.map((file) => rm(join(mediaRoot, file))));
  await publishMediaFiles(mediaRoot);
  return rewritten;
}

/**
 * The other files typedoc copied for the READMEs' links (an example server, a Vite config) are not
 * pages: VitePress serves them only from `public`, at the same path, so the links keep working.
 */
async function publishMediaFiles(mediaRoot: string): Promise<void> {
  const publicMedia = join(siteRoot, "public", relative(siteRoot, mediaRoot));
  await rm(publicMedia, { recursive: true, force: true });
  const files = (await readdir(mediaRoot).catch(() => [] as string[])).filter((file) => !file.endsWith(".md"));
  if (files.length === 0) return;
  await mkdir(publicMedia, { recursive: true });
  await Promise.all(files.map((file) => rename(join(mediaRoot, file), join(publicMedia, file))));
}

const KIND_TITLES: Record<string, string> = {
  classes: "Classes",
  functions: "Functions",
  interfaces: "Interfaces",
  "type-aliases": "Type aliases",
  variables: "Variables",
  enumerations: "Enumerations",
  namespaces: "Namespaces",
};

const pageLink = (file: string) =>
  `/${relative(join(apiRoot, "..", ".."), file)
    .replace(/\\/g, "/")
    .replace(/\.md$/, "")
    .replace(/\/index$/, "/")}`;

/** A folder of typedoc output as sidebar groups: its index, then one folded group per kind. */
async function folderItems(folder: string): Promise<SidebarItem[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const items: SidebarItem[] = [];
  // `_media` holds files the READMEs link to (no page of its own); `linkGuidesFromApi` handles it.
  const folders = entries.filter((entry) => entry.isDirectory() && entry.name !== "_media");
  for (const entry of folders.sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(folder, entry.name);
    if (entry.name === "_") {
      // typedoc's folder for an entry's own exports: its kinds belong right under the entry.
      items.push(...(await folderItems(path)));
      continue;
    }
    const pages = (await readdir(path)).filter((file) => file.endsWith(".md")).sort();
    if (KIND_TITLES[entry.name]) {
      items.push({
        text: KIND_TITLES[entry.name] ?? entry.name,
        collapsed: true,
        items: pages.map((page) => ({ text: page.slice(0, -3), link: pageLink(join(path, page)) })),
      });
    } else {
      // A package (or a package's sub-entry such as `@hostbridge/core/resize`), linked where typedoc
      // wrote it an index; a scope (`@hostbridge`) is a group only.
      items.push({
        text: entry.name,
        ...(pages.includes("index.md") && { link: pageLink(join(path, "index.md")) }),
        collapsed: true,
        items: await folderItems(path),
      });
    }
  }
  return items;
}

/** The API reference's sidebar, from the pages typedoc wrote. */
export async function apiSidebar(): Promise<SidebarItem[]> {
  return [{ text: "API reference", link: "/reference/api/", items: await folderItems(apiRoot) }];
}
