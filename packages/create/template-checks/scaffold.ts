import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { createProject } from "../src/write-project.js";

const PACKAGE_DIR = fileURLToPath(new URL("..", import.meta.url));
const require = createRequire(import.meta.url);

/**
 * Writes a project from `template` inside the workspace (under this package's node_modules, so
 * its imports resolve through this package's node_modules, linked in); returns its folder.
 */
export async function scaffoldInWorkspace(template: string): Promise<string> {
  const cache = join(PACKAGE_DIR, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const project = join(mkdtempSync(join(cache, `${template}-`)), "app");
  await createProject({ folder: project, packageName: "app", template, packageManager: "npm" });
  symlinkSync(join(PACKAGE_DIR, "node_modules"), join(project, "node_modules"), "dir");
  return project;
}

/** Removes a project `scaffoldInWorkspace` wrote. */
export function removeScaffold(project: string | undefined): void {
  if (project) rmSync(join(project, ".."), { recursive: true, force: true });
}

/** Runs a Node script in the project; resolves to its output, a failure's included. */
export function runInProject(project: string, script: string, args: string[]): Promise<string> {
  return promisify(execFile)(process.execPath, [script, ...args], {
    cwd: project,
    env: { ...process.env, CI: "1", NO_COLOR: "1" },
  }).then(
    ({ stdout, stderr }) => `${stdout}\n${stderr}`,
    (error: { stdout?: string; stderr?: string }) => `${error.stdout}\n${error.stderr}`,
  );
}

/**
 * The type errors in the project's own files, with its tsconfig.json and the workspace packages
 * from their sources (which their packages typecheck).
 */
export async function projectTypeErrors(project: string): Promise<string[]> {
  const output = await runInProject(project, require.resolve("typescript/lib/tsc.js"), [
    "-p",
    join(project, "tsconfig.json"),
    "--noEmit",
    "--incremental",
    "false",
    "--customConditions",
    "@hostbridge/source",
  ]);
  return output.split("\n").filter((line) => line.includes("error TS") && !line.startsWith("../"));
}

/** Runs the project's vitest tests in `paths` (all when none) with the workspace packages from their sources. */
export function runProjectTests(project: string, paths: string[] = []): Promise<string> {
  const vitest = join(dirname(require.resolve("vitest/package.json")), "vitest.mjs");
  const config = fileURLToPath(new URL("generated.vitest.config.ts", import.meta.url));
  return runInProject(project, vitest, ["run", "--root", project, "--config", config, ...paths]);
}
