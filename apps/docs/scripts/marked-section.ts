import { readFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { repositoryRoot } from "./paths.js";

/**
 * The text a generator wrote into a repository file between `<!-- <name>:start ... -->` and
 * `<!-- <name>:end -->` (the compat matrix in the testing kit's README, the bench's size table),
 * where CI checks it: the site reads it from there on every build instead of keeping a copy.
 */
export async function readMarkedSection(path: string, name: string): Promise<string> {
  const text = await readFile(path, "utf8");
  const start = text.indexOf(`<!-- ${name}:start`);
  const end = text.indexOf(`<!-- ${name}:end -->`);
  if (start < 0 || end < start) {
    throw new Error(`${relative(repositoryRoot, path)} has no "${name}" markers: the generated section moved.`);
  }
  return text.slice(text.indexOf("\n", start) + 1, end).trim();
}

/** A file of the repository, by its path from the root. */
export const repositoryFile = (...segments: string[]) => join(repositoryRoot, ...segments);
