import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generatedNotice } from "./markdown.js";
import { readMarkedSection, repositoryFile } from "./marked-section.js";
import { referenceRoot } from "./paths.js";

/** Writes `reference/sizes.md` from the size table the bench writes into its README on every run. */
export async function generateSizesPage(): Promise<void> {
  const table = await readMarkedSection(repositoryFile("apps", "bench", "README.md"), "bench-sizes");
  const page = [
    generatedNotice("the size table apps/bench writes into its README on every run"),
    "",
    "# Sizes",
    "",
    "What a widget pays for hostbridge, beside the official MCP Apps SDK, as the bench measured it",
    "(`apps/bench`, bundled with esbuild, React external, gzip -9). The design's budgets are tests:",
    "core's and react's size tests fail when a build grows past them.",
    "",
    table,
    "",
  ].join("\n");
  await writeFile(join(referenceRoot, "sizes.md"), page);
}
