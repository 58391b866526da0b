import { DevHostError } from "../errors.js";
import type { CheckOptions, CheckWidth } from "./check-options.js";

/** What `hostbridge check <args>` asks for. */
export type CheckRequest =
  | { kind: "help" }
  | {
      kind: "check";
      options: CheckOptions;
      /** Print the whole report as JSON on stdout (the summary is not printed). */
      json: boolean;
      /** Write the HTML report there. */
      html?: string;
      /** Exit non-zero on warnings too. */
      strict: boolean;
    };

export const CHECK_USAGE = `Usage: hostbridge check [options]

Loads every widget of an MCP server in every host profile, in light and dark, at desktop and
mobile width, in headless Chromium, and reports what breaks where (and the static metadata rules).

  --server <url>             the server's Streamable HTTP endpoint (e.g. http://127.0.0.1:3000/mcp)
  --command "<cmd>"          start the server too; without --server it is a stdio server
  --cwd <dir>                working directory of --command
  --profile <id>[,<id>]      only these host profiles (repeatable; default: every profile)
  --theme <light|dark>       only this theme (repeatable)
  --width <desktop|mobile>   only this width (repeatable; desktop 760 px, mobile 375 px)
  --json                     print every finding as JSON on stdout
  --html <file>              write a self-contained HTML report with a screenshot per run
  --strict                   exit 1 on warnings too
  --handshake-timeout <ms>   how long a widget may take to connect (default 10000)
  --request-timeout <ms>     how long the server may take to answer a request (default 20000)
  --start-timeout <ms>       how long a started HTTP server may take to answer (default 60000)
  --concurrency <n>          widgets loaded at once (default 2)
  --browser <path>           the Chromium to use (default: CHROMIUM_PATH, Playwright's, the system's)
  -h, --help                 this text

Exit code: 0 all passed (warnings allowed), 1 an error was found (or a warning with --strict),
2 the check could not run (bad option, server down or not MCP, no widgets, no browser).`;

const VALUE_FLAGS = new Set([
  "--server",
  "--command",
  "--cwd",
  "--profile",
  "--theme",
  "--width",
  "--html",
  "--handshake-timeout",
  "--request-timeout",
  "--start-timeout",
  "--concurrency",
  "--browser",
]);
const BOOLEAN_FLAGS = new Set(["--json", "--strict"]);
const REPEATABLE = new Set(["--profile", "--theme", "--width"]);

function wholeNumber(flag: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new DevHostError("invalid_option", `${flag} takes a whole number, got "${text}".`);
  return Number(text);
}

/** Parses the arguments after `hostbridge check`; unknown flags and missing values are `invalid_option` errors. */
export function parseCheckArgs(argv: readonly string[]): CheckRequest {
  const args = [...argv];
  if (args.includes("-h") || args.includes("--help")) return { kind: "help" };
  const values = new Map<string, string[]>();
  const flags = new Set<string>();
  while (args.length > 0) {
    const arg = args.shift() ?? "";
    const equals = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const flag = equals > 0 ? arg.slice(0, equals) : arg;
    const inline = equals > 0 ? arg.slice(equals + 1) : undefined;
    if (BOOLEAN_FLAGS.has(flag) && inline === undefined) {
      flags.add(flag);
      continue;
    }
    if (!VALUE_FLAGS.has(flag))
      throw new DevHostError("invalid_option", `Unknown option "${arg}". Run hostbridge check --help.`);
    const value = inline ?? args.shift();
    if (value === undefined || (inline === undefined && value.startsWith("--")))
      throw new DevHostError("invalid_option", `${flag} needs a value.`);
    if (values.has(flag) && !REPEATABLE.has(flag)) throw new DevHostError("invalid_option", `${flag} is given twice.`);
    values.set(flag, [...(values.get(flag) ?? []), ...(REPEATABLE.has(flag) ? value.split(",") : [value])]);
  }
  const one = (flag: string) => values.get(flag)?.[0];
  const many = (flag: string) =>
    values
      .get(flag)
      ?.map((value) => value.trim())
      .filter(Boolean);
  const number = (flag: string) => {
    const text = one(flag);
    return text === undefined ? undefined : wholeNumber(flag, text);
  };
  const options: CheckOptions = {};
  const assign = <K extends keyof CheckOptions>(key: K, value: CheckOptions[K] | undefined) => {
    if (value !== undefined) options[key] = value;
  };
  assign("server", one("--server"));
  assign("command", one("--command"));
  assign("cwd", one("--cwd"));
  assign("profiles", many("--profile"));
  assign("themes", many("--theme") as ("light" | "dark")[] | undefined);
  assign("widths", many("--width") as CheckWidth[] | undefined);
  assign("handshakeTimeoutMs", number("--handshake-timeout"));
  assign("requestTimeoutMs", number("--request-timeout"));
  assign("startTimeoutMs", number("--start-timeout"));
  assign("concurrency", number("--concurrency"));
  assign("browserPath", one("--browser"));
  const html = one("--html");
  return {
    kind: "check",
    options,
    json: flags.has("--json"),
    strict: flags.has("--strict"),
    ...(html !== undefined ? { html } : {}),
  };
}
