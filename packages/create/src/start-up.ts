import { spawn } from "node:child_process";
import type { PackageManager } from "./package-managers.js";

/** Runs a command in a folder, its output on the terminal; resolves with its exit code (`null`: it could not start). */
export type RunCommand = (command: string, args: string[], cwd: string) => Promise<number | null>;

/** The real `RunCommand`: no shell (arguments are passed as they are), output inherited. */
export const runCommand: RunCommand = (command, args, cwd) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd, stdio: "inherit", shell: process.platform === "win32" });
    child.on("error", () => resolve(null));
    child.on("close", (code) => resolve(code));
  });

/** Installs the project's dependencies with its package manager; `true` when that succeeded. */
export async function installDependencies(
  run: RunCommand,
  folder: string,
  packageManager: PackageManager,
): Promise<boolean> {
  return (await run(packageManager, ["install"], folder)) === 0;
}

/** How `git init` went: a repository with a first commit, a repository without one, or none. */
export type GitOutcome = "committed" | "initialised" | "failed";

/**
 * `git init` in the project and a first commit of everything written (as create-next-app does).
 * A commit that fails (no `user.email` configured) leaves the repository without one.
 */
export async function initialiseGit(run: RunCommand, folder: string): Promise<GitOutcome> {
  if ((await run("git", ["init", "--quiet"], folder)) !== 0) return "failed";
  if ((await run("git", ["add", "--all"], folder)) !== 0) return "initialised";
  const committed = await run(
    "git",
    ["commit", "--quiet", "--message", "Initial commit from create-hostbridge"],
    folder,
  );
  return committed === 0 ? "committed" : "initialised";
}
