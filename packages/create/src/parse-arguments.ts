import { parseArgs } from "node:util";
import { CreateError } from "./errors.js";
import { parsePackageManager, type PackageManager } from "./package-managers.js";

/** The command line, checked (template names are checked when the project is written). */
export interface CliArguments {
  /** The project folder, when given. */
  folder?: string;
  /** `--name`: the package name, when it should differ from the folder's name. */
  packageName?: string;
  /** `--template`. */
  template?: string;
  /** `--package-manager` (`--pm`). */
  packageManager?: PackageManager;
  /** `--force`: write into a non-empty folder. */
  force: boolean;
  /** `--yes`: never ask, take the defaults. */
  yes: boolean;
  /** `--install` / `--no-install`: install the dependencies; `undefined` asks in a terminal (else no). */
  install?: boolean;
  /** `--git` / `--no-git`: `git init` and a first commit; `undefined` asks in a terminal (else no). */
  git?: boolean;
  /** `--help`: print the usage and exit. */
  help: boolean;
  /** `--version`: print the version and exit. */
  version: boolean;
}

/** The usage text of `--help`. */
export function usage(
  templates: readonly { name: string; description: string }[],
  packageManagers: readonly string[],
): string {
  const nameWidth = Math.max(...templates.map((template) => template.name.length));
  return [
    "Usage: npm create hostbridge@latest [folder] -- [options]",
    "       pnpm create hostbridge [folder] [options]",
    "",
    "Writes a new widget project: a React widget built with @hostbridge/vite, an MCP server",
    "(official SDK, Streamable HTTP) declaring it with @hostbridge/server, and its tests.",
    "",
    "Options:",
    "  --name <package-name>         the package name (default: the folder's name)",
    `  --template <name>             ${templates.map((template) => template.name).join(" | ")} (default: ${templates[0]?.name ?? ""})`,
    `  --package-manager, --pm <pm>  ${packageManagers.join(" | ")} (default: the one running this command)`,
    "  --force                       write into a folder that is not empty",
    "  --install, --no-install       install the dependencies (asked in a terminal, else not)",
    "  --git, --no-git               git init and a first commit (asked in a terminal, else not)",
    "  --yes, -y                     ask nothing, take the defaults",
    "  --help, -h                    show this help",
    "  --version, -v                 show the version",
    "",
    "Templates:",
    ...templates.map((template) => `  ${template.name.padEnd(nameWidth)} ${template.description}`),
  ].join("\n");
}

/** The options `parseArgs` reads. */
const OPTIONS = {
  name: { type: "string" },
  template: { type: "string", short: "t" },
  "package-manager": { type: "string" },
  pm: { type: "string" },
  force: { type: "boolean", short: "f", default: false },
  install: { type: "boolean" },
  "no-install": { type: "boolean" },
  git: { type: "boolean" },
  "no-git": { type: "boolean" },
  yes: { type: "boolean", short: "y", default: false },
  help: { type: "boolean", short: "h", default: false },
  version: { type: "boolean", short: "v", default: false },
} as const;

/** The options as a person types them, for messages: `--name, --template (-t), ...`. */
const OPTION_LIST = Object.entries(OPTIONS)
  .map(([name, option]) => ("short" in option ? `--${name} (-${option.short})` : `--${name}`))
  .join(", ");

/**
 * An option `OPTIONS` does not have, as typed (`--bogus`, `-x`), or `undefined`. Node's own
 * message for it tells how to pass a positional starting with "-", which is not what a mistyped
 * option needs.
 */
function unknownOption(argv: string[]): string | undefined {
  const { tokens } = parseArgs({ args: argv, allowPositionals: true, strict: false, tokens: true, options: OPTIONS });
  for (const token of tokens) if (token.kind === "option" && !Object.hasOwn(OPTIONS, token.name)) return token.rawName;
  return undefined;
}

/** Node's own parser, its errors turned into a `CreateError`. */
function parseStrictly(argv: string[]) {
  const unknown = unknownOption(argv);
  if (unknown !== undefined)
    throw new CreateError(
      "invalid_argument",
      `Unknown option ${unknown}. The options are ${OPTION_LIST}; run with --help for what they do.`,
    );
  try {
    return parseArgs({ args: argv, allowPositionals: true, strict: true, options: OPTIONS });
  } catch (error) {
    throw new CreateError("invalid_argument", `${(error as Error).message}. Run with --help to see the options.`, {
      cause: error,
    });
  }
}

/** Parses `process.argv.slice(2)`; an unknown option or a second folder is a `CreateError`. */
export function parseCliArguments(argv: string[]): CliArguments {
  const { values, positionals } = parseStrictly(argv);
  if (positionals.length > 1) {
    throw new CreateError(
      "invalid_argument",
      `Give one project folder, not ${positionals.length} (${positionals.join(", ")}).`,
    );
  }
  const packageManager = values["package-manager"] ?? values.pm;
  const result: CliArguments = { force: values.force, yes: values.yes, help: values.help, version: values.version };
  if (positionals[0] !== undefined) result.folder = positionals[0];
  if (values.name !== undefined) result.packageName = values.name;
  if (values.template !== undefined) result.template = values.template;
  if (packageManager !== undefined) result.packageManager = parsePackageManager(packageManager);
  const install = yesOrNo("install", values.install, values["no-install"]);
  if (install !== undefined) result.install = install;
  const git = yesOrNo("git", values.git, values["no-git"]);
  if (git !== undefined) result.git = git;
  return result;
}

/** `--<name>` is true, `--no-<name>` false, neither undefined; both is a `CreateError`. */
function yesOrNo(name: string, yes: boolean | undefined, no: boolean | undefined): boolean | undefined {
  if (yes && no) throw new CreateError("invalid_argument", `Give --${name} or --no-${name}, not both.`);
  return yes ? true : no ? false : undefined;
}
