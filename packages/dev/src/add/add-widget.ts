import { existsSync } from "node:fs";
import { lstat, mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { AddError } from "./errors.js";
import { wireWidgetTools } from "./server-wiring.js";
import { widgetFiles } from "./widget-files.js";
import { widgetNames, type WidgetNames } from "./widget-names.js";

/** What `addWidget` wrote. */
export interface AddedWidget {
  /** The widget's names (folder, tool, component, title). */
  names: WidgetNames;
  /** The files it created, relative to the project, sorted. */
  created: string[];
  /** The files it changed (`server/app.ts`). */
  changed: string[];
}

/**
 * What a project made by create-hostbridge has that this command builds on: the server's app with
 * its two wiring lines, the per-widget server modules, the widgets' shared look, the browser tests'
 * readability check, and @hostbridge/vite in package.json.
 */
const PROJECT_FILES = [
  "package.json",
  "server/app.ts",
  "server/widgets.ts",
  "src/styles/widget.css",
  "tests/readability.ts",
];

// @example-source packages/dev/examples/api-reference.ts#addWidget
/**
 * Adds a widget called `name` to the project in `projectDir`: its folder under `src/widgets/`
 * (component, entry, hooks, declaration, sample data, jsdom test), a browser test under `tests/`,
 * and its server side (`server/tools/<name>.ts`, wired into `server/app.ts`). Refuses with an
 * `AddError`, writing nothing, an invalid name, a widget (or any of its files) that exists, and a
 * folder that is not such a project.
 *
 * @example
 * ```ts
 * // In a project made by create-hostbridge: the widget, its tests and its server side
 * const added = await addWidget(process.cwd(), "order-status");
 * console.log(`created ${added.created.join(", ")}; changed ${added.changed.join(", ")}`);
 * ```
 */
export async function addWidget(projectDir: string, name: string): Promise<AddedWidget> {
  const names = widgetNames(name);
  await assertProject(projectDir);
  const files = widgetFiles(names);
  const widgetDir = join(projectDir, "src/widgets", names.folder);
  if (existsSync(widgetDir))
    throw new AddError(
      "widget_exists",
      `There is a widget "${names.folder}" already: src/widgets/${names.folder}/ exists.`,
    );
  const taken = files.filter((file) => existsSync(join(projectDir, file.path))).map((file) => file.path);
  if (taken.length > 0)
    throw new AddError(
      "widget_exists",
      `A widget "${names.folder}" would overwrite ${taken.join(", ")}: choose another name, or move those files first.`,
    );
  const appFile = join(projectDir, "server/app.ts");
  const app = await readFile(appFile, "utf8");
  if (app.includes(`${names.camel}Tools(`))
    throw new AddError("widget_exists", `server/app.ts already uses ${names.camel}Tools: choose another name.`);
  // Everything is checked and computed before the first write.
  const wiredApp = wireWidgetTools(app, names);
  for (const file of files) {
    const path = join(projectDir, file.path);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.text, { flag: "wx" });
  }
  await writeFile(appFile, wiredApp);
  return { names, created: files.map((file) => file.path).sort(), changed: ["server/app.ts"] };
}

/** Refuses (`not_a_project`) a folder that lacks what a create-hostbridge project has. */
async function assertProject(projectDir: string): Promise<void> {
  const missing = PROJECT_FILES.filter((file) => !existsSync(join(projectDir, file)));
  const manifest = missing.includes("package.json") ? "" : await readFile(join(projectDir, "package.json"), "utf8");
  const usesVitePlugin = manifest.includes('"@hostbridge/vite"');
  if (missing.length > 0 || !usesVitePlugin) {
    const why = [
      ...(missing.length > 0 ? [`it has no ${missing.join(", ")}`] : []),
      ...(manifest && !usesVitePlugin ? ["its package.json does not use @hostbridge/vite"] : []),
    ].join("; ");
    throw new AddError(
      "not_a_project",
      `${projectDir} is not a project this command knows (${why}). Run it in a project made by \`npm create hostbridge\`.`,
    );
  }
  if ((await lstat(join(projectDir, "server/app.ts"))).isSymbolicLink())
    throw new AddError("not_a_project", "server/app.ts is a symbolic link: this command does not write through links.");
}
