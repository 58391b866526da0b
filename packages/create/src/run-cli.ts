import { readFileSync } from "node:fs";
import { basename, relative, resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { CreateError } from "./errors.js";
import { packageNameProblems, suggestPackageName } from "./package-name.js";
import {
  PACKAGE_MANAGERS,
  type PackageManagerCommands,
  commandsFor,
  detectPackageManager,
} from "./package-managers.js";
import { type CliArguments, parseCliArguments, usage } from "./parse-arguments.js";
import { initialiseGit, installDependencies, type RunCommand, runCommand } from "./start-up.js";
import { DEFAULT_TEMPLATE, TEMPLATES } from "./templates.js";
import { type CreatedProject, type CreateProjectOptions, createProject } from "./write-project.js";

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

// @example-source packages/create/examples/api-reference.ts#runCli
/**
 * `create-hostbridge [folder] [options]`: writes the project and prints the next steps. Returns
 * the exit code (0 written or help shown, 1 refused). Asks questions only when stdin is a terminal
 * and `--yes` is not given; otherwise every missing answer is an error or a default.
 *
 * @example
 * ```ts
 * // From another tool: every answer from the arguments, the output collected
 * const output: string[] = [];
 * const collect = { write: (text: string) => output.push(text) };
 * const exitCode = await runCli(["pizza-app", "--yes", "--pm", "pnpm", "--no-install", "--no-git"], {
 *   cwd: process.cwd(),
 *   env: process.env,
 *   stdin: process.stdin, // asked nothing with --yes
 *   stdout: collect,
 *   stderr: collect,
 * });
 * if (exitCode !== 0) throw new Error(output.join(""));
 * ```
 */
export async function runCli(argv: string[], cliIo: CliIo): Promise<number> {
  try {
    const args = parseCliArguments(argv);
    const information = informationRequested(args);
    if (information !== undefined) {
      cliIo.stdout.write(`${information}\n`);
      return 0;
    }
    const interactive = cliIo.stdin.isTTY === true && !args.yes;
    const ask = interactive ? asker(cliIo) : null;
    try {
      return await scaffold(args, cliIo, ask);
    } finally {
      ask?.close();
    }
  } catch (error) {
    if (error instanceof CreateError) {
      cliIo.stderr.write(`create-hostbridge: ${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

/** The prompt interface, or `null` when nothing may be asked. */
type Asker = ReturnType<typeof asker> | null;

/** How the install step ended: not wanted, done, or tried and failed. */
type InstallOutcome = "skipped" | "installed" | "failed";

/** The text `--help` or `--version` prints, or `undefined` when neither is given. */
function informationRequested(args: CliArguments): string | undefined {
  if (args.help) return usage(TEMPLATES, PACKAGE_MANAGERS);
  if (args.version) return ownVersion();
  return undefined;
}

/** Writes the project, runs the wanted start-up steps and prints the next steps; returns the exit code. */
async function scaffold(args: CliArguments, cliIo: CliIo, ask: Asker): Promise<number> {
  const created = await createWithConsent(await projectOptions(args, cliIo, ask), ask);
  const commands = commandsFor(created.packageManager);
  const where = relative(cliIo.cwd, created.folder) || ".";
  cliIo.stdout.write(
    `Created ${created.packageName} (template ${created.template}, ${created.files.length} files) in ${where}.\n`,
  );
  const install = await installIfWanted(args, cliIo, ask, created, where);
  await initialiseGitIfWanted(args, cliIo, ask, created.folder);
  cliIo.stdout.write(nextSteps(commands, where, install === "installed"));
  return install === "failed" ? 1 : 0;
}

/** What to write, from the arguments, the answers to the prompts and the defaults. */
async function projectOptions(args: CliArguments, cliIo: CliIo, ask: Asker): Promise<CreateProjectOptions> {
  const folder = resolve(cliIo.cwd, await folderArgument(args, ask));
  const packageName = await packageNameFor(args, folder, ask);
  const packageManager = args.packageManager ?? detectPackageManager(cliIo.env.npm_config_user_agent);
  return {
    folder,
    packageName,
    template: args.template ?? DEFAULT_TEMPLATE,
    packageManager,
    force: args.force,
  };
}

/** The project folder as given, asked for in a terminal, else an error. */
async function folderArgument(args: CliArguments, ask: Asker): Promise<string> {
  if (args.folder !== undefined) return args.folder;
  if (!ask) {
    throw new CreateError(
      "missing_folder",
      "Give the project folder: npm create hostbridge@latest my-app (or run it in a terminal to be asked).",
    );
  }
  return (await ask.question(`Project folder (${DEFAULT_FOLDER}): `)).trim() || DEFAULT_FOLDER;
}

/** `--name`, else the folder's name; in a terminal an invalid folder name is replaced by asking. */
async function packageNameFor(args: CliArguments, folder: string, ask: Asker): Promise<string> {
  if (args.packageName !== undefined) return args.packageName;
  const folderName = basename(folder);
  if (!ask || packageNameProblems(folderName).length === 0) return folderName;
  // A folder name need not be a package name ("My App"): offer a valid one instead of failing.
  const suggestion = suggestPackageName(folderName);
  return (await ask.question(`Package name (${suggestion}): `)).trim() || suggestion;
}

/** Writes the project; in a terminal, a non-empty folder is written into when the user agrees. */
async function createWithConsent(options: CreateProjectOptions, ask: Asker): Promise<CreatedProject> {
  try {
    return await createProject(options);
  } catch (error) {
    if (!(error instanceof CreateError && error.code === "folder_not_empty" && ask)) throw error;
    const answer = (await ask.question(`${error.message}\nWrite into it anyway? (y/N) `)).trim().toLowerCase();
    if (answer !== "y" && answer !== "yes") throw error;
    return await createProject({ ...options, force: true });
  }
}

/** The flag's value when given, else the answer to a yes-by-default question, else no. */
async function wanted(flag: boolean | undefined, ask: Asker, question: string): Promise<boolean> {
  if (flag !== undefined) return flag;
  return ask ? await confirm(ask, question) : false;
}

/** Installs the dependencies when wanted; a failure is reported, not thrown. */
async function installIfWanted(
  args: CliArguments,
  cliIo: CliIo,
  ask: Asker,
  created: CreatedProject,
  where: string,
): Promise<InstallOutcome> {
  const commands = commandsFor(created.packageManager);
  if (!(await wanted(args.install, ask, `Install the dependencies with ${commands.install}? (Y/n) `))) return "skipped";
  const installed = await installDependencies(cliIo.run ?? runCommand, created.folder, created.packageManager);
  if (installed) return "installed";
  cliIo.stderr.write(`create-hostbridge: ${commands.install} failed; run it again in ${where}.\n`);
  return "failed";
}

/** Runs `git init` and a first commit when wanted; a failure is reported, not thrown. */
async function initialiseGitIfWanted(args: CliArguments, cliIo: CliIo, ask: Asker, folder: string): Promise<void> {
  if (!(await wanted(args.git, ask, "Initialise a git repository with a first commit? (Y/n) "))) return;
  const outcome = await initialiseGit(cliIo.run ?? runCommand, folder);
  if (outcome === "initialised")
    cliIo.stdout.write("Initialised a git repository; the first commit failed (is git's user.email set?).\n");
  else if (outcome === "failed") cliIo.stderr.write("create-hostbridge: git init failed (is git installed?).\n");
}

/** The closing message: the commands to run next (without the install when it already ran). */
function nextSteps(commands: PackageManagerCommands, where: string, installed: boolean): string {
  const install = installed ? "" : `${commands.install} && `;
  return [
    "",
    "Next:",
    ...(where === "." ? [] : [`  cd ${where.includes(" ") ? JSON.stringify(where) : where}`]),
    `  ${install}${commands.run("dev")}    # the MCP server and the hostbridge dev host (prints the URL)`,
    `  ${install}${commands.run("test")}       # every test: jsdom and Chromium`,
    `  ${commands.addWidget}   # another widget, wired into the server`,
    "",
  ].join("\n");
}

/** Asks a yes/no question whose default is yes. */
async function confirm(ask: NonNullable<Asker>, question: string): Promise<boolean> {
  const answer = (await ask.question(question)).trim().toLowerCase();
  return answer === "" || answer === "y" || answer === "yes";
}

function asker(cliIo: CliIo) {
  return createInterface({ input: cliIo.stdin, output: cliIo.stdout as NodeJS.WritableStream });
}

/** This package's version (its package.json sits one folder above `src/` and `dist/`). */
function ownVersion(): string {
  const manifest = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string };
  return manifest.version;
}
