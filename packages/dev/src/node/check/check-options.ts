import { HOST_PROFILE_IDS, isHostProfileId } from "@hostbridge/testing/profiles";
import {
  checkCommand,
  checkServerUrl,
  checkTheme,
  definedOnly,
  invalidOption,
  requireServer,
} from "../option-checks.js";
import { httpServerHeaders, type ServerAuthOptions } from "../server-headers.js";
import type { CheckProgress } from "./check-report.js";

/** The frame widths a widget is checked at. */
export const CHECK_WIDTHS = {
  /** A desktop chat column. */
  desktop: 760,
  /** A phone, with touch. */
  mobile: 375,
} as const;
/** A width by name: `desktop` (760 px) or `mobile` (375 px, a touch device). */
export type CheckWidth = keyof typeof CHECK_WIDTHS;

/** Everything `hostbridge check` (and `runCheck` from Node) can be told. */
export interface CheckOptions extends ServerAuthOptions {
  /** The MCP server's Streamable HTTP endpoint; with `command`, the URL the started server answers on. */
  server?: string;
  /** A shell command that starts the server: an HTTP server when `server` is given, else a stdio server. */
  command?: string;
  /** Working directory of `command`. */
  cwd?: string;
  /** Host profiles to load each widget in (`@hostbridge/testing/profiles` ids). Default: every profile. */
  profiles?: string[];
  /** Only the widgets these tools render (default: every widget). */
  tools?: string[];
  /** Themes. Default: light and dark. */
  themes?: ("light" | "dark")[];
  /** Widths. Default: desktop and mobile. */
  widths?: CheckWidth[];
  /** How long a widget may take to finish its handshake before that is a finding. Default 10 s. */
  handshakeTimeoutMs?: number;
  /** How long the server may take to answer one request (tools/list, a call, a read). Default 20 s. */
  requestTimeoutMs?: number;
  /** How long a started HTTP server may take to answer. Default 60 s. */
  startTimeoutMs?: number;
  /** Widgets loaded at the same time (pages in one browser). Default 2. */
  concurrency?: number;
  /** Keep a PNG screenshot of each run (for the HTML report). Default true. */
  screenshots?: boolean;
  /** The Chromium to use. Default: `CHROMIUM_PATH`, Playwright's own Chromium, then the system's. */
  browserPath?: string;
  /** Told about each finished run (the CLI prints its progress line from it). */
  onProgress?: (progress: CheckProgress) => void;
  /** Progress lines, the server's output included. Default: nowhere. */
  log?: (line: string) => void;
  /** Aborting it stops the run: the browser and every server started are stopped. */
  signal?: AbortSignal;
}

/** The options with defaults filled in. */
export interface ResolvedCheckOptions
  extends Omit<
    Required<CheckOptions>,
    "server" | "command" | "cwd" | "browserPath" | "signal" | "tools" | "bearerToken"
  > {
  /** Only the widgets these tools render, if given. */
  tools?: string[];
  server?: string;
  command?: string;
  cwd?: string;
  browserPath?: string;
  signal?: AbortSignal;
}

function positive(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen <= 0)
    throw invalidOption(`${name} must be a positive whole number, got ${String(value)}.`);
  return chosen;
}

/** The profiles asked for (default: every one), each a known profile id. */
function checkedProfiles(asked: string[] | undefined): string[] {
  const profiles = asked?.length ? asked : [...HOST_PROFILE_IDS];
  const unknown = profiles.filter((profileId) => !isHostProfileId(profileId));
  if (unknown.length > 0)
    throw invalidOption(
      `Unknown profile ${unknown.map((profileId) => `"${profileId}"`).join(", ")}: pick from ${HOST_PROFILE_IDS.join(", ")}.`,
    );
  return profiles;
}

/** The themes asked for (default: both), each light or dark. */
function checkedThemes(asked: ("light" | "dark")[] | undefined): readonly ("light" | "dark")[] {
  const themes = asked?.length ? asked : (["light", "dark"] as const);
  for (const theme of themes) checkTheme(theme);
  return themes;
}

/** The widths asked for (default: both), each one of {@link CHECK_WIDTHS}. */
function checkedWidths(asked: CheckWidth[] | undefined): readonly CheckWidth[] {
  const widths = asked?.length ? asked : (["desktop", "mobile"] as const);
  for (const width of widths)
    if (!(width in CHECK_WIDTHS)) throw invalidOption(`--width must be desktop or mobile, got "${String(width)}".`);
  return widths;
}

/** Checks `options` and fills in defaults; a `DevHostError("invalid_option")` says what is wrong. */
export function resolveCheckOptions(options: CheckOptions): ResolvedCheckOptions {
  requireServer(
    options,
    'Tell hostbridge check which MCP server to check: --server <url> and/or --command "<start the server>".',
  );
  checkServerUrl(options.server);
  checkCommand(options.command);
  const profiles = checkedProfiles(options.profiles);
  const themes = checkedThemes(options.themes);
  const widths = checkedWidths(options.widths);
  const { server, command, cwd, browserPath, signal } = options;
  return {
    ...definedOnly({ server, command, cwd, browserPath, signal }),
    ...(options.tools && options.tools.length > 0 ? { tools: options.tools } : {}),
    // The bearer token becomes the `authorization` header here.
    headers: httpServerHeaders(options),
    profiles: [...new Set(profiles)],
    themes: [...new Set(themes)],
    widths: [...new Set(widths)],
    handshakeTimeoutMs: positive("--handshake-timeout", options.handshakeTimeoutMs, 10_000),
    requestTimeoutMs: positive("--request-timeout", options.requestTimeoutMs, 20_000),
    startTimeoutMs: positive("--start-timeout", options.startTimeoutMs, 60_000),
    concurrency: positive("--concurrency", options.concurrency, 2),
    screenshots: options.screenshots ?? true,
    onProgress: options.onProgress ?? (() => undefined),
    log: options.log ?? (() => undefined),
  };
}
