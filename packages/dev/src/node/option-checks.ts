import { DevHostError } from "./errors.js";

/** The error for an option `hostbridge dev` or `hostbridge check` cannot take. */
export function invalidOption(message: string): DevHostError {
  return new DevHostError("invalid_option", message);
}

/** A server to reach is named: `--server`, `--command` or both; else the error is `missing`. */
export function requireServer(options: { server?: string; command?: string }, missing: string): void {
  if (!options.server && !options.command) throw invalidOption(missing);
}

/** `--server`, when given, is an http(s) URL. */
export function checkServerUrl(server: string | undefined): void {
  if (server === undefined) return;
  if (!URL.canParse(server))
    throw invalidOption(`--server must be a URL like http://127.0.0.1:3000/mcp, got "${server}".`);
  if (!/^https?:$/.test(new URL(server).protocol))
    throw invalidOption(`--server must be an http(s) URL, got "${server}".`);
}

/** `--command`, when given, is more than blanks. */
export function checkCommand(command: string | undefined): void {
  if (command !== undefined && !command.trim()) throw invalidOption("--command is empty.");
}

/** A `--theme` is light or dark. */
export function checkTheme(theme: unknown): void {
  if (theme !== "light" && theme !== "dark")
    throw invalidOption(`--theme must be light or dark, got "${String(theme)}".`);
}

/** The entries of `values` that are not `undefined` (an option left out stays out of the result). */
export function definedOnly<Values extends object>(values: Values): Partial<Values> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<Values>;
}
