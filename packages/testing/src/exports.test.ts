// @vitest-environment node
// Each entry point's values are the README's "What it exports" list: an internal that leaks into an
// entry, or an export the README forgets, fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const readme = readFileSync(new URL("../README.md", import.meta.url), "utf8");

/** The names the README's "What it exports" section lists for one entry point, sorted. */
function documentedExports(entry: string): string[] {
  const section = readme.split("\n## What it exports\n")[1]?.split("\n## ")[0] ?? "";
  const bullets = section.split("\n- ").slice(1);
  const bullet = bullets.find((text) => text.startsWith(`\`${entry}\`:`));
  if (!bullet) throw new Error(`The README lists no exports for ${entry}.`);
  const list = bullet.slice(bullet.indexOf(":") + 1).split("\n\n")[0] ?? "";
  return [...list.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string).sort();
}

const entries: Record<string, () => Promise<Record<string, unknown>>> = {
  "@hostbridge/testing": () => import("./index.js"),
  "@hostbridge/testing/browser": () => import("./browser.js"),
  "@hostbridge/testing/profiles": () => import("./profiles.js"),
  "@hostbridge/testing/playwright": () => import("./playwright.js"),
};

describe("the entry points export what the README lists, and nothing else", () => {
  it.each(Object.keys(entries))("%s", async (entry) => {
    const values = Object.keys(await (entries[entry] as () => Promise<Record<string, unknown>>)()).sort();
    expect(values).toEqual(documentedExports(entry));
  });

  it("keeps the root entry small: hosts, renderWidget, cleanup, two errors, two option defaults", () => {
    expect(documentedExports("@hostbridge/testing")).toHaveLength(8);
  });
});
