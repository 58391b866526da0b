import { mkdir, readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { replaceSection } from "./report.js";

const benchFile = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * Saves one bench module's run: `results/<name>.json` (or `<name>-quick.json` for a quick run) and,
 * for a full run only, the table into the README between the `<section>:start/end` markers.
 */
export async function saveResults(options: {
  name: string;
  results: unknown;
  table: string;
  readmeSection: string;
  quick: boolean;
}): Promise<void> {
  const { name, results, table, readmeSection, quick } = options;
  await mkdir(benchFile("results"), { recursive: true });
  await writeFile(benchFile(`results/${quick ? `${name}-quick` : name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  if (quick) return;
  const readmePath = benchFile("README.md");
  await writeFile(readmePath, replaceSection(await readFile(readmePath, "utf8"), readmeSection, table));
}
