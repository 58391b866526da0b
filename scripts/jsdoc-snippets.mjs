// JSDoc `@example` blocks compiled from example files, as README blocks are (readme-snippets.mjs).
//
// A line comment right above a JSDoc block names the source of that block's `@example` code:
//
//   // @example-source packages/core/examples/host-members.ts#callTool
//   /**
//    * Calls a tool of the widget's server.
//    * @example
//    * ```ts
//    * ...
//    * ```
//    */
//
// The comment stays out of the generated docs and the published types; the code lands in both.
import { execFileSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export const JSDOC_MARKER = /^\s*\/\/ @example-source (\S+)$/;
const FENCE_LINE = /^\s*\* (`{3,})\S*\s*$/;

/** Every tracked TypeScript source of the packages (tests excluded), where a marker may stand. */
export function listSources(root) {
  const tracked = execFileSync("git", ["ls-files", "packages/*/src/**.ts", "packages/*/src/**.tsx"], {
    cwd: root,
    encoding: "utf8",
  });
  return tracked.split("\n").filter((file) => file && !/\.test(-d)?\.tsx?$/.test(file));
}

/** The line's JSDoc prefix (`   * ` with the block's indentation) and the code line behind it. */
function commentLine(indent, code) {
  return code === "" ? `${indent} *` : `${indent} * ${code}`;
}

/** Where the first fenced block after `@example` opens and closes in the JSDoc starting at `start`. */
function exampleFence(lines, start, where) {
  const end = lines.findIndex((line, at) => at > start && line.includes("*/"));
  const example = lines.findIndex((line, at) => at > start && at < end && /\*\s+@example\b/.test(line));
  if (end < 0 || example < 0) throw new Error(`${where}: the JSDoc under the marker has no @example`);
  const open = lines.findIndex((line, at) => at > example && at < end && FENCE_LINE.test(line));
  if (open < 0) throw new Error(`${where}: the @example under the marker has no code fence`);
  const fence = FENCE_LINE.exec(lines[open])[1];
  const close = lines.findIndex((line, at) => at > open && at < end && line.trim() === `* ${fence}`);
  if (close < 0) throw new Error(`${where}: the @example's code fence is never closed`);
  return { open, close, fence };
}

/**
 * The source file with every marked `@example` replaced by its region, and the blocks that
 * differed. `snippetSource(reference, where)` reads a `path#region` (see readme-snippets.mjs).
 */
export async function syncJsdoc(root, file, snippetSource) {
  const lines = (await readFile(join(root, file), "utf8")).split("\n");
  const differing = [];
  let marked = 0;
  for (let index = 0; index < lines.length; index++) {
    const marker = JSDOC_MARKER.exec(lines[index]);
    if (!marker) continue;
    const where = `${file}:${index + 1}`;
    if (!/^\s*\/\*\*/.test(lines[index + 1] ?? ""))
      throw new Error(`${where}: a marker must stand right above a JSDoc block`);
    marked += 1;
    const { open, close, fence } = exampleFence(lines, index + 1, where);
    const indent = /^(\s*)/.exec(lines[index + 1])[1];
    const source = await snippetSource(marker[1], where);
    if (source.includes(fence)) throw new Error(`${where}: ${marker[1]} contains the fence ${fence}; use a longer one`);
    if (source.includes("*/")) throw new Error(`${where}: ${marker[1]} contains "*/", which would end the comment`);
    const wanted = source === "" ? [] : source.split("\n").map((code) => commentLine(indent, code));
    const current = lines.slice(open + 1, close);
    if (current.join("\n") !== wanted.join("\n")) differing.push({ line: open + 2, reference: marker[1] });
    lines.splice(open + 1, close - open - 1, ...wanted);
    index = open + wanted.length + 1;
  }
  return { text: lines.join("\n"), differing, marked };
}
