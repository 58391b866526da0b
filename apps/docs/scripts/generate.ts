/**
 * Writes every generated part of the site before VitePress runs (`pnpm run generate`, part of
 * `docs:dev` and `docs:build`): the API reference (typedoc), the host profile pages, the
 * compatibility matrix, the error codes and the live examples' widgets. Nothing generated is
 * committed, so none of it can fall behind the code. Run with the `@hostbridge/source` condition
 * (the package script does), so the packages are read from their sources, not a build.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { apiSidebar, generateApiReference, linkGuidesFromApi } from "./api.js";
import { generateCheckPages } from "./checks.js";
import { generateCompatibilityPage } from "./compatibility.js";
import { generateErrorsPage } from "./errors.js";
import { generateHostPages } from "./hosts.js";
import { generatedDataRoot, referenceRoot } from "./paths.js";
import { generateSizesPage } from "./sizes.js";
import { prepareWidgets } from "./widgets.js";

async function main(): Promise<void> {
  const skipApi = process.argv.includes("--skip-api");
  await mkdir(referenceRoot, { recursive: true });
  await mkdir(generatedDataRoot, { recursive: true });
  const widgets = await prepareWidgets();
  console.log(`docs: ${widgets.length} demo widgets for the live examples (${widgets.join(", ")})`);
  const hostsSidebar = await generateHostPages();
  const checksSidebar = await generateCheckPages();
  await generateCompatibilityPage();
  await generateSizesPage();
  if (!skipApi) {
    generateApiReference();
    console.log(`docs: ${await linkGuidesFromApi()} links from the API reference to the guides`);
  }
  const errorClasses = await generateErrorsPage();
  console.log(`docs: ${errorClasses} error classes on the error codes page`);
  await writeFile(
    join(generatedDataRoot, "sidebars.json"),
    `${JSON.stringify({ api: await apiSidebar(), hosts: hostsSidebar, checks: checksSidebar, widgets }, null, 2)}\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
