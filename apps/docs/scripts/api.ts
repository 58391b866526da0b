import { spawnSync } from "node:child_process";
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import { docsRoot, referenceRoot } from "./paths.js";

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
  for (const entry of entries.filter((e) => e.isDirectory()).sort((a, b) => a.name.localeCompare(b.name))) {
    const path = join(folder, entry.name);
    const pages = (await readdir(path)).filter((file) => file.endsWith(".md")).sort();
    if (KIND_TITLES[entry.name]) {
      items.push({
        text: KIND_TITLES[entry.name] ?? entry.name,
        collapsed: true,
        items: pages.map((page) => ({ text: page.slice(0, -3), link: pageLink(join(path, page)) })),
      });
    } else {
      // A package (or a package's sub-entry such as `@hostbridge/core/resize`).
      items.push({
        text: entry.name,
        link: pageLink(join(path, "index.md")),
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
