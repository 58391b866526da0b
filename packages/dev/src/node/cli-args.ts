import { DevHostError } from "./errors.js";
import type { DevHostOptions } from "./options.js";
import { profileArg, profileList } from "./profile-arg.js";

/** What the command line asks for. */
export type CliRequest = { kind: "help" } | { kind: "version" } | { kind: "dev"; options: DevHostOptions };

/** The usage of `hostbridge` (`--help`, or no arguments): its commands, then `dev`'s options. */
export const USAGE = `Usage: hostbridge <command> [options]

  dev                    open the dev host: a local chat host for an MCP server's widgets
  check                  every widget in every host profile, light and dark, in headless Chromium:
                         what breaks where (hostbridge check --help)
  add widget <name>      add a widget to a create-hostbridge project, wired into its server
                         (in the project: npm run add -- widget <name>; hostbridge add --help)

Usage: hostbridge dev [options]

  --server <url>         the server's Streamable HTTP endpoint (e.g. http://127.0.0.1:3000/mcp)
  --command "<cmd>"      start the server too (restarted when it exits); without --server the
                         command is taken as a stdio server and bridged
  --cwd <dir>            working directory of --command
  --port <n>             dev host page on 127.0.0.1 (default 5310, 0 = any free port)
  --sandbox-port <n>     sandbox proxy on <label>.localhost (default 5311, 0 = any free port)
  --profile <id>         initial host profile (default mcp-apps), one of
${profileList("                           ")}
  --theme <light|dark>   initial theme (default light)
  --locale <tag>         initial locale (default en-US)
  --start-timeout <ms>   how long to wait for a started HTTP server (default 60000)
  -h, --help             this text
  -v, --version          the version

Ctrl-C stops everything the dev host started.`;

const VALUE_FLAGS = new Set([
  "--server",
  "--command",
  "--cwd",
  "--port",
  "--sandbox-port",
  "--profile",
  "--theme",
  "--locale",
  "--start-timeout",
]);

function number(flag: string, text: string): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || !Number.isSafeInteger(value))
    throw new DevHostError("invalid_option", `${flag} takes a whole number, got "${text}".`);
  return value;
}

/** Parses `hostbridge <args>`; unknown flags and missing values are `invalid_option` errors. */
export function parseCliArgs(argv: readonly string[]): CliRequest {
  const args = [...argv];
  if (args.includes("-h") || args.includes("--help") || args.length === 0) return { kind: "help" };
  if (args.includes("-v") || args.includes("--version")) return { kind: "version" };
  const command = args.shift();
  if (command !== "dev")
    throw new DevHostError(
      "invalid_option",
      `Unknown command "${command}": the commands are dev, check and add. Run hostbridge --help.`,
    );
  const values = new Map<string, string>();
  while (args.length > 0) {
    const arg = args.shift() ?? "";
    const [flag = "", inline] =
      arg.startsWith("--") && arg.includes("=")
        ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)]
        : [arg, undefined];
    if (!VALUE_FLAGS.has(flag))
      throw new DevHostError("invalid_option", `Unknown option "${arg}". Run hostbridge --help.`);
    const value = inline ?? args.shift();
    if (value === undefined || (inline === undefined && value.startsWith("--")))
      throw new DevHostError("invalid_option", `${flag} needs a value.`);
    values.set(flag, value);
  }
  const get = (flag: string) => values.get(flag);
  const options: DevHostOptions = {};
  if (get("--server") !== undefined) options.server = get("--server");
  if (get("--command") !== undefined) options.command = get("--command");
  if (get("--cwd") !== undefined) options.cwd = get("--cwd");
  if (get("--port") !== undefined) options.port = number("--port", get("--port") ?? "");
  if (get("--sandbox-port") !== undefined) options.sandboxPort = number("--sandbox-port", get("--sandbox-port") ?? "");
  if (get("--profile") !== undefined) options.profile = profileArg(get("--profile") ?? "");
  if (get("--theme") !== undefined) options.theme = get("--theme") as "light" | "dark";
  if (get("--locale") !== undefined) options.locale = get("--locale");
  if (get("--start-timeout") !== undefined)
    options.startTimeoutMs = number("--start-timeout", get("--start-timeout") ?? "");
  return { kind: "dev", options };
}
