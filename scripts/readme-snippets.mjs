// README code blocks compiled from example files, never copied by hand.
//
// A README marks a block with a comment naming its source, right before the fence:
//
//   <!-- snippet: packages/core/examples/quick-start.ts -->
//   ```ts
//   ...
//   ```
//
// JSDoc `@example` blocks of the packages' sources are kept the same way (scripts/jsdoc-snippets.mjs).
//
// `path#name` takes only the lines between `// #region name` and `// #endregion name` in that file.
// `node scripts/readme-snippets.mjs` fails, listing every block that differs from its file;
// `--write` copies the files into the READMEs. Paths are relative to the repository root.
// Paths after the options (`--write packages/server`) limit both to the READMEs and sources at or
// under them, so one person's write leaves files others are editing alone.
import { readFile, writeFile } from "node:fs/promises";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { listSources, syncJsdoc } from "./jsdoc-snippets.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const MARKER = /^<!-- snippet: (\S+?) -->$/;
const FENCE = /^(`{3,})/;

/** Every tracked README.md in the repository (the scaffolder's template included). */
function listReadmes() {
  const tracked = execFileSync("git", ["ls-files", "README.md", "**/README.md"], { cwd: root, encoding: "utf8" });
  return tracked.split("\n").filter(Boolean);
}

/** The text a marker names: the whole file, or one `#region` of it, without its trailing newline. */
async function snippetSource(reference, readme) {
  const [path, region] = reference.split("#");
  const text = await readFile(join(root, path), "utf8").catch(() => {
    throw new Error(`${readme}: the snippet source ${path} does not exist`);
  });
  if (!region) return text.replace(/\n$/, "");
  const lines = text.split("\n");
  const start = lines.findIndex((line) => line.trim() === `// #region ${region}`);
  const end = lines.findIndex((line, index) => index > start && line.trim() === `// #endregion ${region}`);
  if (start < 0 || end < 0) throw new Error(`${readme}: ${path} has no region "${region}"`);
  return lines.slice(start + 1, end).join("\n");
}

/**
 * The README with every marked block replaced by its source, and the blocks that differed.
 * A marker must be followed by a fenced block; anything else is an error.
 */
async function syncReadme(readme) {
  const lines = (await readFile(join(root, readme), "utf8")).split("\n");
  const output = [];
  const differing = [];
  for (let index = 0; index < lines.length; index++) {
    output.push(lines[index]);
    const marker = MARKER.exec(lines[index]);
    if (!marker) continue;
    const open = FENCE.exec(lines[index + 1] ?? "");
    if (!open) throw new Error(`${readme}:${index + 1}: a snippet marker must be followed by a code fence`);
    const close = lines.findIndex((line, at) => at > index + 1 && line.startsWith(open[1]) && line.trim() === open[1]);
    if (close < 0) throw new Error(`${readme}:${index + 2}: the code fence is never closed`);
    const current = lines.slice(index + 2, close).join("\n");
    const source = await snippetSource(marker[1], readme);
    if (source.includes(open[1]))
      throw new Error(`${readme}: ${marker[1]} contains the fence ${open[1]}; use a longer one`);
    if (current !== source) differing.push({ line: index + 2, reference: marker[1] });
    output.push(lines[index + 1], ...(source === "" ? [] : source.split("\n")), lines[close]);
    index = close;
  }
  const marked = output.filter((line) => MARKER.test(line)).length;
  return { text: output.join("\n"), differing, marked };
}

/** Writes or reports the files whose marked blocks differ; returns how many blocks differ and how many are marked. */
async function syncAll(files, sync, write) {
  let failures = 0;
  let blocks = 0;
  for (const file of files) {
    const { text, differing, marked } = await sync(file);
    blocks += marked;
    if (differing.length === 0) continue;
    if (write) {
      await writeFile(join(root, file), text);
      for (const block of differing) console.log(`updated ${file}:${block.line} from ${block.reference}`);
    } else {
      failures += differing.length;
      for (const block of differing) console.error(`${file}:${block.line} differs from ${block.reference}`);
    }
  }
  return { failures, blocks };
}

/** Whether `file` is one of `paths` or under one of them (every file when no path is given). */
function selected(file, paths) {
  return paths.length === 0 || paths.some((path) => file === path || file.startsWith(`${path.replace(/\/+$/, "")}/`));
}

async function main() {
  const write = process.argv.includes("--write");
  const paths = process.argv.slice(2).filter((argument) => !argument.startsWith("--"));
  const chosen = (files) => files.filter((file) => selected(file, paths));
  const readmes = await syncAll(chosen(listReadmes()), syncReadme, write);
  const examples = await syncAll(chosen(listSources(root)), (file) => syncJsdoc(root, file, snippetSource), write);
  const failures = readmes.failures + examples.failures;
  if (failures > 0) {
    console.error(`${failures} snippet(s) differ from their files; run node scripts/readme-snippets.mjs --write`);
    process.exit(1);
  }
  console.log(`${readmes.blocks} README snippet(s) and ${examples.blocks} JSDoc @example(s) match their files`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
