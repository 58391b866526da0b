import { HOST_PROFILE_IDS, type HostProfileId } from "@hostbridge/testing/profiles";
import {
  checkCommand,
  checkServerUrl,
  checkTheme,
  definedOnly,
  invalidOption,
  requireServer,
} from "./option-checks.js";
import { httpServerHeaders, type ServerAuthOptions } from "./server-headers.js";

/** The host profiles the dev host offers: every profile of `@hostbridge/testing/profiles`. */
export const PROFILE_IDS = HOST_PROFILE_IDS;
/** A host profile id the dev host can play (`--profile`). */
export type ProfileId = HostProfileId;

/** The page's port unless `--port` is given. */
export const DEFAULT_PORT = 5310;
/** The sandbox proxy's port unless `--sandbox-port` is given. */
export const DEFAULT_SANDBOX_PORT = 5311;

/** Everything `hostbridge dev` can be told. */
export interface DevHostOptions extends ServerAuthOptions {
  /** The MCP server's Streamable HTTP endpoint. With `command`, the URL the started server answers on. */
  server?: string;
  /** A shell command that starts the server: an HTTP server when `server` is given, else a stdio server. */
  command?: string;
  /** Working directory of `command` (default: the current one). */
  cwd?: string;
  /** Port of the dev host page on 127.0.0.1 (0 picks a free one). Default 5310. */
  port?: number;
  /** Port of the sandbox proxy (`<label>.localhost`, 0 picks a free one). Default 5311. */
  sandboxPort?: number;
  /** The host profile the page opens with. Default `mcp-apps`. */
  profile?: ProfileId;
  /** The theme the page starts with. */
  theme?: "light" | "dark";
  /** BCP 47 locale the host reports. Default `en-US`. */
  locale?: string;
  /**
   * Sign in to the HTTP server with OAuth (`--oauth`) when it answers 401: the URL to open is logged
   * ("Sign in: <url>"), the browser comes back to the page's own `/oauth/callback`. The tokens stay
   * in the dev host's memory, out of the page, its config and the log.
   */
  oauth?: boolean;
  /** How long to wait for a started HTTP server to answer. Default 60 s. */
  startTimeoutMs?: number;
  /** Where progress lines go (the server's output included). Default: nowhere. */
  log?: (line: string) => void;
}

function port(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen < 0 || chosen > 65535)
    throw invalidOption(`${name} must be a port number (0-65535), got ${String(value)}.`);
  return chosen;
}

function checkProfile(profile: ProfileId | undefined): void {
  if (profile !== undefined && !PROFILE_IDS.includes(profile))
    throw invalidOption(`--profile must be one of ${PROFILE_IDS.join(", ")}, got "${String(profile)}".`);
}

/** `locale` if `Intl` takes it as a BCP 47 tag. */
function checkedLocale(locale: string): string {
  try {
    new Intl.Locale(locale);
  } catch {
    throw invalidOption(`--locale must be a BCP 47 tag like en-US, got "${locale}".`);
  }
  return locale;
}

/** OAuth signs in to an HTTP server, and brings its own `authorization`. */
function checkOAuth(options: DevHostOptions, headers: Readonly<Record<string, string>>): void {
  if (!options.oauth) return;
  if (options.server === undefined) throw invalidOption("--oauth signs in to an HTTP server: give its --server <url>.");
  if (Object.hasOwn(headers, "authorization"))
    throw invalidOption("Give --oauth or a bearer token (an Authorization header), not both.");
}

/** Two servers cannot share a port (0 asks each for a free one of its own). */
function checkPortsDiffer(port: number, sandboxPort: number): void {
  if (port !== 0 && port === sandboxPort) throw invalidOption("--port and --sandbox-port must differ.");
}

/** The options with defaults filled in, or a `DevHostError("invalid_option")` that says what is wrong. */
export function resolveOptions(
  options: DevHostOptions,
): Required<Omit<DevHostOptions, "server" | "command" | "cwd" | "bearerToken">> &
  Pick<DevHostOptions, "server" | "command" | "cwd"> {
  requireServer(
    options,
    'Tell the dev host which MCP server to open: --server <url> (Streamable HTTP) and/or --command "<start the server>".',
  );
  checkServerUrl(options.server);
  checkCommand(options.command);
  checkProfile(options.profile);
  if (options.theme !== undefined) checkTheme(options.theme);
  const locale = checkedLocale(options.locale ?? "en-US");
  // The bearer token becomes the `authorization` header here, and is not kept apart.
  const headers = httpServerHeaders(options);
  checkOAuth(options, headers);
  const resolved = {
    port: port("--port", options.port, DEFAULT_PORT),
    sandboxPort: port("--sandbox-port", options.sandboxPort, DEFAULT_SANDBOX_PORT),
    profile: options.profile ?? "mcp-apps",
    theme: options.theme ?? "light",
    locale,
    headers,
    oauth: options.oauth ?? false,
    startTimeoutMs: options.startTimeoutMs ?? 60_000,
    log: options.log ?? (() => undefined),
    ...definedOnly({ server: options.server, command: options.command, cwd: options.cwd }),
  };
  checkPortsDiffer(resolved.port, resolved.sandboxPort);
  return resolved;
}
