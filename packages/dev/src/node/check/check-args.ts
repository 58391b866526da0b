import {
  type FlagTable,
  listFlag,
  parseFlags,
  repeatFlag,
  switchFlag,
  valueFlag,
  wholeNumberArg,
} from "../flag-args.js";
import { addHeaderArgs } from "../server-headers.js";
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

/** The usage of `hostbridge check` (`--help`): its options and exit codes. */
export const CHECK_USAGE = `Usage: hostbridge check [options]

Loads every widget of an MCP server in every host profile, in light and dark, at desktop and
mobile width, in headless Chromium, and reports what breaks where (and the static metadata rules).

  --server <url>             the server's Streamable HTTP endpoint (e.g. http://127.0.0.1:3000/mcp)
  --command "<cmd>"          start the server too; without --server it is a stdio server
  --cwd <dir>                working directory of --command
  --header "Name: value"     a header sent to the server with every request (repeatable)
  --bearer <token>           sent as "Authorization: Bearer <token>" (also HOSTBRIDGE_BEARER_TOKEN)
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

/** What the flags fill in before it becomes a {@link CheckRequest}. */
type CheckDraft = Omit<Extract<CheckRequest, { kind: "check" }>, "kind">;

/** `check`'s flags, in the order their values are checked. */
const CHECK_FLAGS: FlagTable<CheckDraft> = {
  "--server": valueFlag((draft, value) => {
    draft.options.server = value;
  }),
  "--command": valueFlag((draft, value) => {
    draft.options.command = value;
  }),
  "--cwd": valueFlag((draft, value) => {
    draft.options.cwd = value;
  }),
  "--header": repeatFlag((draft, values) => {
    addHeaderArgs(draft.options, values);
  }),
  "--bearer": valueFlag((draft, value) => {
    draft.options.bearerToken = value;
  }),
  "--profile": listFlag((draft, values) => {
    draft.options.profiles = values;
  }),
  "--theme": listFlag((draft, values) => {
    draft.options.themes = values as ("light" | "dark")[];
  }),
  "--width": listFlag((draft, values) => {
    draft.options.widths = values as CheckWidth[];
  }),
  "--handshake-timeout": valueFlag((draft, value) => {
    draft.options.handshakeTimeoutMs = wholeNumberArg("--handshake-timeout", value);
  }),
  "--request-timeout": valueFlag((draft, value) => {
    draft.options.requestTimeoutMs = wholeNumberArg("--request-timeout", value);
  }),
  "--start-timeout": valueFlag((draft, value) => {
    draft.options.startTimeoutMs = wholeNumberArg("--start-timeout", value);
  }),
  "--concurrency": valueFlag((draft, value) => {
    draft.options.concurrency = wholeNumberArg("--concurrency", value);
  }),
  "--browser": valueFlag((draft, value) => {
    draft.options.browserPath = value;
  }),
  "--html": valueFlag((draft, value) => {
    draft.html = value;
  }),
  "--json": switchFlag((draft) => {
    draft.json = true;
  }),
  "--strict": switchFlag((draft) => {
    draft.strict = true;
  }),
};

/** Parses the arguments after `hostbridge check`; unknown flags and missing values are `invalid_option` errors. */
export function parseCheckArgs(argv: readonly string[]): CheckRequest {
  if (argv.includes("-h") || argv.includes("--help")) return { kind: "help" };
  const draft = parseFlags<CheckDraft>(
    argv,
    CHECK_FLAGS,
    { options: {}, json: false, strict: false },
    { helpCommand: "hostbridge check --help", repeatedValue: "refuse" },
  );
  return { kind: "check", ...draft };
}
