import { DevHostError } from "./errors.js";
import { exactWholeNumberArg, type FlagTable, parseFlags, repeatFlag, switchFlag, valueFlag } from "./flag-args.js";
import type { DevHostOptions } from "./options.js";
import { profileArg, profileList } from "./profile-arg.js";
import { addHeaderArgs } from "./server-headers.js";

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
  --header "Name: value" a header sent to the server with every request (repeatable), e.g. an
                         API key; the page never sees it
  --bearer <token>       sent as "Authorization: Bearer <token>" (also HOSTBRIDGE_BEARER_TOKEN)
  --oauth                sign in with OAuth when the server asks (401): open the "Sign in" URL
                         printed; tokens stay in memory, never in the page or the log
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

/** `dev`'s flags, in the order their values are checked. */
const DEV_FLAGS: FlagTable<DevHostOptions> = {
  "--server": valueFlag((options, value) => {
    options.server = value;
  }),
  "--command": valueFlag((options, value) => {
    options.command = value;
  }),
  "--cwd": valueFlag((options, value) => {
    options.cwd = value;
  }),
  "--header": repeatFlag((options, values) => {
    addHeaderArgs(options, values);
  }),
  "--bearer": valueFlag((options, value) => {
    options.bearerToken = value;
  }),
  "--oauth": switchFlag((options) => {
    options.oauth = true;
  }),
  "--port": valueFlag((options, value) => {
    options.port = exactWholeNumberArg("--port", value);
  }),
  "--sandbox-port": valueFlag((options, value) => {
    options.sandboxPort = exactWholeNumberArg("--sandbox-port", value);
  }),
  "--profile": valueFlag((options, value) => {
    options.profile = profileArg(value);
  }),
  "--theme": valueFlag((options, value) => {
    options.theme = value as "light" | "dark";
  }),
  "--locale": valueFlag((options, value) => {
    options.locale = value;
  }),
  "--start-timeout": valueFlag((options, value) => {
    options.startTimeoutMs = exactWholeNumberArg("--start-timeout", value);
  }),
};

/** Parses `hostbridge <args>`; unknown flags and missing values are `invalid_option` errors. */
export function parseCliArgs(argv: readonly string[]): CliRequest {
  if (argv.includes("-h") || argv.includes("--help") || argv.length === 0) return { kind: "help" };
  if (argv.includes("-v") || argv.includes("--version")) return { kind: "version" };
  const [command, ...flags] = argv;
  if (command !== "dev")
    throw new DevHostError(
      "invalid_option",
      `Unknown command "${command}": the commands are dev, check and add. Run hostbridge --help.`,
    );
  const options = parseFlags<DevHostOptions>(
    flags,
    DEV_FLAGS,
    {},
    { helpCommand: "hostbridge --help", repeatedValue: "last" },
  );
  return { kind: "dev", options };
}
