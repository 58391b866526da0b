import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { generatedNotice } from "./markdown.js";
import { readMarkedSection, repositoryFile } from "./marked-section.js";
import { referenceRoot } from "./paths.js";

/**
 * The matrix as `scripts/compat-matrix.mjs --write` rendered it from the end-to-end results into
 * the testing kit's README, where CI checks it against a fresh run (the results themselves exist
 * only after an e2e run).
 */
export async function readCompatibilityTable(): Promise<string> {
  const table = await readMarkedSection(repositoryFile("packages", "testing", "README.md"), "compat-matrix");
  if (!table.startsWith("| host |")) throw new Error("packages/testing/README.md: the compat matrix is not a table.");
  return table;
}

/** Writes `reference/compatibility.md`. */
export async function generateCompatibilityPage(): Promise<void> {
  const table = await readCompatibilityTable();
  const page = [
    generatedNotice("the matrix scripts/compat-matrix.mjs renders from the end-to-end results"),
    "",
    "# Host compatibility",
    "",
    "What the demo widgets can do in each host, as the end-to-end tests found it: every",
    "[host profile](/reference/hosts/) through the testing kit's Playwright fixtures, and MCP-UI's",
    "`AppRenderer` from npm as a host we did not write, each against the demo server. Each passing",
    "check writes its cell; `node scripts/compat-matrix.mjs --write` renders the table, and CI fails",
    "when it no longer matches a fresh run.",
    "",
    "- **works**: the feature behaves as in ChatGPT.",
    "- **degrades**: usable, in the way the note says.",
    "- **unsupported**: the host cannot, and the widget says so instead of failing.",
    "- **fails**: broken; CI does not let such a cell land.",
    "",
    table,
    "",
    "You can watch the same widgets in these hosts on the [live examples](/examples/) page.",
    "",
  ].join("\n");
  await writeFile(join(referenceRoot, "compatibility.md"), page);
}
