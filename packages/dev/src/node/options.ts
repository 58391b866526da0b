import { HOST_PROFILE_IDS, type HostProfileId } from "@hostbridge/testing/profiles";
import { DevHostError } from "./errors.js";

/** The host profiles the dev host offers: every profile of `@hostbridge/testing/profiles`. */
export const PROFILE_IDS = HOST_PROFILE_IDS;
/** A host profile id the dev host can play (`--profile`). */
export type ProfileId = HostProfileId;

/** The page's port unless `--port` is given. */
export const DEFAULT_PORT = 5310;
/** The sandbox proxy's port unless `--sandbox-port` is given. */
export const DEFAULT_SANDBOX_PORT = 5311;

/** Everything `hostbridge dev` can be told. */
export interface DevHostOptions {
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
  /** How long to wait for a started HTTP server to answer. Default 60 s. */
  startTimeoutMs?: number;
  /** Where progress lines go (the server's output included). Default: nowhere. */
  log?: (line: string) => void;
}

function invalid(message: string): DevHostError {
  return new DevHostError("invalid_option", message);
}

function port(name: string, value: number | undefined, fallback: number): number {
  const chosen = value ?? fallback;
  if (!Number.isInteger(chosen) || chosen < 0 || chosen > 65535)
    throw invalid(`${name} must be a port number (0-65535), got ${String(value)}.`);
  return chosen;
}

/** The options with defaults filled in, or a `DevHostError("invalid_option")` that says what is wrong. */
export function resolveOptions(
  options: DevHostOptions,
): Required<Omit<DevHostOptions, "server" | "command" | "cwd">> & Pick<DevHostOptions, "server" | "command" | "cwd"> {
  if (!options.server && !options.command)
    throw invalid(
      'Tell the dev host which MCP server to open: --server <url> (Streamable HTTP) and/or --command "<start the server>".',
    );
  if (options.server !== undefined) {
    let url: URL;
    try {
      url = new URL(options.server);
    } catch {
      throw invalid(`--server must be a URL like http://127.0.0.1:3000/mcp, got "${options.server}".`);
    }
    if (url.protocol !== "http:" && url.protocol !== "https:")
      throw invalid(`--server must be an http(s) URL, got "${options.server}".`);
  }
  if (options.command !== undefined && !options.command.trim()) throw invalid("--command is empty.");
  if (options.profile !== undefined && !PROFILE_IDS.includes(options.profile))
    throw invalid(`--profile must be one of ${PROFILE_IDS.join(", ")}, got "${String(options.profile)}".`);
  if (options.theme !== undefined && options.theme !== "light" && options.theme !== "dark")
    throw invalid(`--theme must be light or dark, got "${String(options.theme)}".`);
  const locale = options.locale ?? "en-US";
  try {
    new Intl.Locale(locale);
  } catch {
    throw invalid(`--locale must be a BCP 47 tag like en-US, got "${locale}".`);
  }
  const resolved = {
    port: port("--port", options.port, DEFAULT_PORT),
    sandboxPort: port("--sandbox-port", options.sandboxPort, DEFAULT_SANDBOX_PORT),
    profile: options.profile ?? "mcp-apps",
    theme: options.theme ?? "light",
    locale,
    startTimeoutMs: options.startTimeoutMs ?? 60_000,
    log: options.log ?? (() => undefined),
    ...(options.server !== undefined ? { server: options.server } : {}),
    ...(options.command !== undefined ? { command: options.command } : {}),
    ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
  };
  if (resolved.port !== 0 && resolved.port === resolved.sandboxPort)
    throw invalid("--port and --sandbox-port must differ.");
  return resolved;
}
