import { readFileSync } from "node:fs";
import { basename, relative, resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { CreateError } from "./errors.js";
import { packageNameProblems, suggestPackageName } from "./package-name.js";
import { PACKAGE_MANAGERS, commandsFor, detectPackageManager } from "./package-managers.js";
import { parseCliArguments, usage } from "./parse-arguments.js";
import { initialiseGit, installDependencies, type RunCommand, runCommand } from "./start-up.js";
import { DEFAULT_TEMPLATE, TEMPLATES } from "./templates.js";
import { type CreatedProject, createProject } from "./write-project.js";

/** Where the command reads and writes; `process` by default, fakes in tests. */
export interface CliIo {
  /** The folder relative paths start from. */
  cwd: string;
  /** The environment (e.g. `npm_config_user_agent` names the package manager). */
  env: Record<string, string | undefined>;
  /** Where answers to the prompts come from (asked only when it is a terminal). */
  stdin: NodeJS.ReadableStream & {
    /** `true` when it is a terminal. */
    isTTY?: boolean;
  };
  /** Where progress and the next steps go. */
  stdout: {
    /** Writes text as it is. */
    write(text: string): unknown;
  };
  /** Where errors go. */
  stderr: {
    /** Writes text as it is. */
    write(text: string): unknown;
  };
  /** Runs the install and git commands (default: a child process, output on the terminal). */
  run?: RunCommand;
}

/** The default folder offered by the prompt. */
const DEFAULT_FOLDER = "hostbridge-app";

/**
 * `create-hostbridge [folder] [options]`: writes the project and prints the next steps. Returns
 * the exit code (0 written or help shown, 1 refused). Asks questions only when stdin is a terminal
 * and `--yes` is not given; otherwise every missing answer is an error or a default.
 */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  try {
    const args = parseCliArguments(argv);
    if (args.help) {
      io.stdout.write(`${usage(TEMPLATES, PACKAGE_MANAGERS)}\n`);
      return 0;
    }
    if (args.version) {
      io.stdout.write(`${ownVersion()}\n`);
      return 0;
    }
    const interactive = io.stdin.isTTY === true && !args.yes;
    const ask = interactive ? asker(io) : null;
    try {
      let folderArgument = args.folder;
      if (folderArgument === undefined) {
        if (!ask) {
          throw new CreateError(
            "missing_folder",
            "Give the project folder: npm create hostbridge@latest my-app (or run it in a terminal to be asked).",
          );
        }
        folderArgument = (await ask.question(`Project folder (${DEFAULT_FOLDER}): `)).trim() || DEFAULT_FOLDER;
      }
      const folder = resolve(io.cwd, folderArgument);
      let packageName = args.packageName ?? basename(folder);
      if (args.packageName === undefined && ask && packageNameProblems(packageName).length > 0) {
        // A folder name need not be a package name ("My App"): offer a valid one instead of failing.
        const suggestion = suggestPackageName(packageName);
        packageName = (await ask.question(`Package name (${suggestion}): `)).trim() || suggestion;
      }
      const packageManager = args.packageManager ?? detectPackageManager(io.env.npm_config_user_agent);
      const options = {
        folder,
        packageName,
        template: args.template ?? DEFAULT_TEMPLATE,
        packageManager,
        force: args.force,
      };
      let created: CreatedProject;
      try {
        created = await createProject(options);
      } catch (error) {
        if (!(error instanceof CreateError && error.code === "folder_not_empty" && ask)) throw error;
        const answer = (await ask.question(`${error.message}\nWrite into it anyway? (y/N) `)).trim().toLowerCase();
        if (answer !== "y" && answer !== "yes") throw error;
        created = await createProject({ ...options, force: true });
      }
      const commands = commandsFor(created.packageManager);
      const where = relative(io.cwd, created.folder) || ".";
      io.stdout.write(
        `Created ${created.packageName} (template ${created.template}, ${created.files.length} files) in ${where}.\n`,
      );
      const run = io.run ?? runCommand;
      const wantsInstall =
        args.install ?? (ask ? await confirm(ask, `Install the dependencies with ${commands.install}? (Y/n) `) : false);
      let installed = false;
      if (wantsInstall) {
        installed = await installDependencies(run, created.folder, created.packageManager);
        if (!installed) io.stderr.write(`create-hostbridge: ${commands.install} failed; run it again in ${where}.\n`);
      }
      const wantsGit =
        args.git ?? (ask ? await confirm(ask, "Initialise a git repository with a first commit? (Y/n) ") : false);
      if (wantsGit) {
        const git = await initialiseGit(run, created.folder);
        if (git === "initialised")
          io.stdout.write("Initialised a git repository; the first commit failed (is git's user.email set?).\n");
        else if (git === "failed") io.stderr.write("create-hostbridge: git init failed (is git installed?).\n");
      }
      const install = installed ? "" : `${commands.install} && `;
      io.stdout.write(
        [
          "",
          "Next:",
          ...(where === "." ? [] : [`  cd ${where.includes(" ") ? JSON.stringify(where) : where}`]),
          `  ${install}${commands.run("dev")}    # the MCP server and the hostbridge dev host (prints the URL)`,
          `  ${install}${commands.run("test")}       # every test: jsdom and Chromium`,
          `  ${commands.addWidget}   # another widget, wired into the server`,
          "",
        ].join("\n"),
      );
      return wantsInstall && !installed ? 1 : 0;
    } finally {
      ask?.close();
    }
  } catch (error) {
    if (error instanceof CreateError) {
      io.stderr.write(`create-hostbridge: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

/** Asks a yes/no question whose default is yes. */
async function confirm(ask: ReturnType<typeof asker>, question: string): Promise<boolean> {
  const answer = (await ask.question(question)).trim().toLowerCase();
  return answer === "" || answer === "y" || answer === "yes";
}

function asker(io: CliIo) {
  return createInterface({ input: io.stdin, output: io.stdout as NodeJS.WritableStream });
}

/** This package's version (its package.json sits one folder above `src/` and `dist/`). */
function ownVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return manifest.version;
}
