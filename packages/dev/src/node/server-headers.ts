import { invalidOption } from "./option-checks.js";

/** What to send the MCP server with every request, for servers that want credentials. */
export interface ServerAuthOptions {
  /** Extra request headers by name (`{ "x-api-key": "…" }`); `--header "Name: value"` on the command line. */
  headers?: Record<string, string>;
  /** A bearer token, sent as `Authorization: Bearer <token>`; `--bearer <token>` on the command line. */
  bearerToken?: string;
}

// The relay and the MCP client set these themselves; a second value would break the protocol.
const MANAGED_HEADERS = new Set([
  "accept",
  "connection",
  "content-length",
  "content-type",
  "host",
  "last-event-id",
  "mcp-protocol-version",
  "mcp-session-id",
  "transfer-encoding",
]);
// RFC 9110's token characters.
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// Visible characters, spaces and tabs: no line break can smuggle in a second header.
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** `--header "Name: value"` as its lower-case name and its value, or an `invalid_option` error. */
export function parseHeaderArg(text: string): [name: string, value: string] {
  const colon = text.indexOf(":");
  if (colon <= 0) throw invalidOption(`--header takes "Name: value", got "${text.split(":")[0]}…".`);
  return [text.slice(0, colon).trim(), text.slice(colon + 1).trim()];
}

/** The headers as `fetch` takes them, every name lower-case; refuses what would break a request. */
function checkedHeaders(headers: Record<string, string>): Record<string, string> {
  const checked: Record<string, string> = {};
  for (const [givenName, value] of Object.entries(headers)) {
    const name = givenName.toLowerCase();
    // Never quote a value in an error: it is usually a secret.
    if (!HEADER_NAME.test(name)) throw invalidOption(`"${givenName}" is not a valid header name.`);
    if (typeof value !== "string" || !HEADER_VALUE.test(value))
      throw invalidOption(`The value of the header ${givenName} must be text on one line.`);
    if (MANAGED_HEADERS.has(name))
      throw invalidOption(`The header ${givenName} is set by the MCP connection itself and cannot be given.`);
    if (Object.hasOwn(checked, name)) throw invalidOption(`The header ${givenName} is given twice.`);
    checked[name] = value;
  }
  return checked;
}

/**
 * The headers to send the server with every request: `headers` and the bearer token's
 * `authorization`, checked (valid names, one-line values, none the connection sets itself, no name
 * twice). Errors name the header, never its value.
 */
export function serverHeaders(options: ServerAuthOptions): Record<string, string> {
  const headers = checkedHeaders(options.headers ?? {});
  const token = options.bearerToken;
  if (token === undefined) return headers;
  if (!/^[\x21-\x7e]+$/.test(token))
    throw invalidOption("The bearer token must be one word of visible characters (no spaces or line breaks).");
  if (Object.hasOwn(headers, "authorization"))
    throw invalidOption("Give the bearer token or an Authorization header, not both.");
  return { ...headers, authorization: `Bearer ${token}` };
}

/** {@link serverHeaders} for a server reached at `server`; a stdio server (no URL) takes none. */
export function httpServerHeaders(options: ServerAuthOptions & { server?: string }): Record<string, string> {
  const headers = serverHeaders(options);
  if (options.server === undefined && Object.keys(headers).length > 0)
    throw invalidOption("--header and --bearer are sent to an HTTP server: give its --server <url>.");
  return headers;
}

/** Adds `--header` values to `options.headers`, refusing a malformed one. */
export function addHeaderArgs(options: ServerAuthOptions, values: readonly string[]): void {
  const headers = { ...options.headers };
  for (const value of values) {
    const [name, headerValue] = parseHeaderArg(value);
    if (Object.keys(headers).some((known) => known.toLowerCase() === name.toLowerCase()))
      throw invalidOption(`The header ${name} is given twice.`);
    headers[name] = headerValue;
  }
  options.headers = headers;
}

/**
 * `HOSTBRIDGE_BEARER_TOKEN` when `--bearer` is not given and the server is reached over HTTP: a
 * token in the environment stays out of the shell history and the process list.
 */
export function bearerFromEnvironment(options: { server?: string; bearerToken?: string }): {
  bearerToken?: string;
} {
  const token = process.env.HOSTBRIDGE_BEARER_TOKEN;
  return options.bearerToken === undefined && options.server !== undefined && token ? { bearerToken: token } : {};
}
