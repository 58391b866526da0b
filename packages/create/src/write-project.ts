import { existsSync } from "node:fs";
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { CreateError } from "./errors.js";
import { assertNoLinks } from "./no-links.js";
import { assertPackageName } from "./package-name.js";
import { commandsFor, type PackageManager } from "./package-managers.js";
import { type Manifest, templateFiles, templateManifest, templateReadmeSection } from "./template-files.js";
import { findTemplate } from "./templates.js";

/** What to write, and where. */
export interface CreateProjectOptions {
  /** The project folder (absolute, or relative to the current directory). */
  folder: string;
  /** The npm package name (default: the folder's name). */
  packageName: string;
  /** A name from `TEMPLATES`. */
  template: string;
  /** The package manager the README and scripts are written for. */
  packageManager: PackageManager;
  /** Write into a non-empty folder (files of the same name are overwritten, others kept). */
  force?: boolean;
}

/** What was written. */
export interface CreatedProject {
  /** The project folder, as given. */
  folder: string;
  /** The npm package name written to package.json. */
  packageName: string;
  /** The template it was written from. */
  template: string;
  /** The package manager its README and scripts use. */
  packageManager: PackageManager;
  /** Paths written, relative to the folder, sorted. */
  files: string[];
}

/**
 * Files that a package tarball cannot carry under their real name (npm drops or renames dotfiles
 * such as `.gitignore`): the template stores them without the dot. The project's `biome.json` is
 * stored under another name, or this repository's own Biome would take it for a nested root config.
 */
const RENAMED_ON_WRITE: Record<string, string> = {
  gitignore: ".gitignore",
  dockerignore: ".dockerignore",
  "biome-project.json": "biome.json",
};

/** Template files whose `{{placeholders}}` are filled in (the project name, the package manager's commands). */
const TEXT_FILE = /\.(md|ts|tsx|mjs|json|css|html)$|(^|\/)Dockerfile$/;

/** Entries of a folder that do not make it "non-empty" for our purpose. */
const IGNORED_IN_TARGET = new Set([".git", ".DS_Store"]);

// @example-source packages/create/examples/api-reference.ts#createProject
/**
 * Writes a new project from a template. Refuses (a `CreateError`) an invalid package name, an
 * unknown template, a path that is a file, a non-empty folder unless `force`, and (with `force`) a
 * symbolic link where it would write, which would write outside the project.
 *
 * @example
 * ```ts
 * const packageManager = detectPackageManager(process.env.npm_config_user_agent); // npm when unknown
 * const project = await createProject({
 *   folder: "pizza-app",
 *   packageName: "pizza-app",
 *   template: DEFAULT_TEMPLATE,
 *   packageManager,
 * });
 * console.log(`${project.files.length} files written; next: cd pizza-app && ${commandsFor(packageManager).install}`);
 * ```
 */
export async function createProject(options: CreateProjectOptions): Promise<CreatedProject> {
  assertPackageName(options.packageName);
  const template = findTemplate(options.template);
  await assertWritableFolder(options.folder, options.force === true);

  const sources = templateFiles(template);
  const files: string[] = [];
  const commands = commandsFor(options.packageManager);
  const replacements: Record<string, string> = {
    "{{projectName}}": options.packageName,
    "{{install}}": commands.install,
    "{{dev}}": commands.run("dev"),
    "{{test}}": commands.run("test"),
    "{{build}}": commands.run("build"),
    "{{addWidget}}": commands.addWidget,
    "{{packageManager}}": options.packageManager,
  };

  const paths = [...sources.keys()];
  const section = fillIn(templateReadmeSection(template), replacements);
  await assertNoLinks(options.folder, paths.map(renamed));
  for (const path of paths) {
    const target = join(options.folder, renamed(path));
    await mkdir(join(target, ".."), { recursive: true });
    const source = sources.get(path) ?? path;
    if (path === "package.json") await writeFile(target, projectManifest(templateManifest(template), options));
    else if (path === "README.md")
      await writeFile(target, withSection(fillIn(await readFile(source, "utf8"), replacements), section));
    else if (TEXT_FILE.test(path)) await writeFile(target, fillIn(await readFile(source, "utf8"), replacements));
    else await copyFile(source, target);
    files.push(renamed(path));
  }
  return {
    folder: options.folder,
    packageName: options.packageName,
    template: template.name,
    packageManager: options.packageManager,
    files: files.sort(),
  };
}

async function assertWritableFolder(folder: string, force: boolean): Promise<void> {
  if (!existsSync(folder)) return;
  if (!(await stat(folder)).isDirectory())
    throw new CreateError("not_a_folder", `${folder} exists and is not a folder.`);
  const entries = (await readdir(folder)).filter((entry) => !IGNORED_IN_TARGET.has(entry));
  if (entries.length > 0 && !force) {
    const shown = entries.slice(0, 5).join(", ") + (entries.length > 5 ? `, and ${entries.length - 5} more` : "");
    throw new CreateError(
      "folder_not_empty",
      `${folder} is not empty (${shown}). Choose a new folder, or pass --force to write into it (files of the same name are overwritten).`,
    );
  }
}

function renamed(path: string): string {
  const segments = path.split("/");
  const last = segments.pop() ?? "";
  return [...segments, RENAMED_ON_WRITE[last] ?? last].join("/");
}

/** The README with the template's own section at its `{{templateSection}}` line (the line dropped when there is none). */
function withSection(readme: string, section: string): string {
  return readme.replace(/^\{\{templateSection\}\}\n\n?/m, section === "" ? "" : `${section}\n\n`);
}

function fillIn(text: string, replacements: Record<string, string>): string {
  return text.replace(/\{\{[a-zA-Z]+\}\}/g, (token) => replacements[token] ?? token);
}

/** The template's package.json with the project's name, and the package manager's own settings. */
function projectManifest(template: Manifest, options: CreateProjectOptions): string {
  const manifest = { ...template };
  // pnpm runs no dependency build scripts unless listed (esbuild's postinstall, via tsx and vite).
  if (options.packageManager === "pnpm") manifest.pnpm = { onlyBuiltDependencies: ["esbuild"] };
  const ordered = Object.fromEntries([
    ["name", options.packageName],
    ...Object.entries(manifest).filter(([key]) => key !== "name"),
  ]);
  return `${JSON.stringify(ordered, null, 2)}\n`;
}
