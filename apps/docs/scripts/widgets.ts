import { copyFile, mkdir, readdir, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { repositoryRoot, siteRoot } from "./paths.js";

/** Where `pnpm --filter @hostbridge/demo-widgets build` writes the widgets. */
const demoWidgetsDist = join(repositoryRoot, "apps", "demo-widgets", "dist", "widgets");
/** Served by the site as `/widgets/<name>.html` and `/widgets/frame-entry.js`. */
const publicWidgets = join(siteRoot, "public", "widgets");

/** The built demo widgets are missing: the site cannot show them live. */
export class DemoWidgetsNotBuiltError extends Error {
  constructor() {
    super(
      `No built demo widgets in apps/demo-widgets/dist/widgets. Run \`pnpm docs:build\` from the repository root (it builds them first), or \`pnpm --filter @hostbridge/demo-widgets build\`.`,
    );
    this.name = "DemoWidgetsNotBuiltError";
  }
}

/**
 * Copies the built demo widgets into the site and bundles the testing kit's frame entry (the fake
 * `window.openai` installer) for the live examples. Returns the widget names.
 */
export async function prepareWidgets(): Promise<string[]> {
  const files = existsSync(demoWidgetsDist) ? await readdir(demoWidgetsDist) : [];
  const widgets = files.filter((file) => file.endsWith(".html")).map((file) => file.slice(0, -".html".length));
  if (widgets.length === 0) throw new DemoWidgetsNotBuiltError();
  await rm(publicWidgets, { recursive: true, force: true });
  await mkdir(publicWidgets, { recursive: true });
  for (const widget of widgets)
    await copyFile(join(demoWidgetsDist, `${widget}.html`), join(publicWidgets, `${widget}.html`));
  // The same entry the Playwright fixtures inject first into a ChatGPT widget's document.
  await build({
    entryPoints: [join(repositoryRoot, "packages", "testing", "src", "frame-entry.ts")],
    outfile: join(publicWidgets, "frame-entry.js"),
    bundle: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    minify: true,
    conditions: ["@hostbridge/source"],
    logLevel: "warning",
  });
  return widgets.sort();
}
