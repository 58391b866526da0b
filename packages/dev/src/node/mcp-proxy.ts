import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { RELAY_FAILURE_HEADER, relayFailureBody } from "./relay-failure.js";
import { declaresTooLargeBody, MAX_REQUEST_BODY_BYTES, readBodyWithin, refuseTooLarge } from "./request-body-limit.js";

/** Request headers the MCP client needs the server to see; everything else (cookies, Origin) stays here. */
const FORWARDED_REQUEST_HEADERS = [
  "accept",
  "content-type",
  "mcp-session-id",
  "mcp-protocol-version",
  "last-event-id",
  "authorization",
];
/** Response headers the browser's MCP client reads. */
const FORWARDED_RESPONSE_HEADERS = [
  "content-type",
  "mcp-session-id",
  "mcp-protocol-version",
  "cache-control",
  "www-authenticate",
];

/**
 * The relay's event stream for a server that has none (it answered the GET with 405): no events,
 * and the SSE `retry` field asking the client to try again in a day. An MCP server may close its
 * stream at any time and say when to reconnect; the SDK client takes this silently, where a 405
 * (which it tolerates too) shows in Chromium's console as a failed request, and a 204 (whose empty
 * body Chromium still hands over as a stream) makes it reconnect every second.
 */
const NO_EVENT_STREAM = ": the MCP server offers no event stream (it answered this GET with 405)\nretry: 86400000\n\n";

/** What the relay tells the dev host about the server (the terminal and the page both learn of an outage). */
export interface McpProxyOptions {
  /** A request could not reach the server, for `reason` (e.g. "connection refused (nothing listens there)"). */
  onUnreachable?(reason: string): void;
  /** The server answered a request (whatever it said). */
  onAnswered?(): void;
  /** The largest request body relayed (default {@link MAX_REQUEST_BODY_BYTES}); a larger one gets 413. */
  maxBodyBytes?: number;
  /**
   * Headers added to every request to the server (credentials: `authorization`, an API key),
   * over the page's own. The page never sees them, so its log cannot show them.
   */
  headers?: Readonly<Record<string, string>>;
  /**
   * A changing `authorization` (OAuth tokens, which the page never sees either): asked for on every
   * request; when the server answers 401, refreshed once and the request relayed again.
   */
  authorization?: RelayAuthorization;
}

/** The relay's source of an `authorization` header that can be refreshed (the dev host's OAuth session). */
export interface RelayAuthorization {
  /** The value to send now, if there is one. */
  authorization(): string | undefined;
  /** The server refused `sent`: get a new value; resolves whether there is one to send. */
  refresh(sent: string | undefined): Promise<boolean>;
}

/**
 * Relays the dev host page's MCP traffic (`/mcp`) to the server's Streamable HTTP endpoint, so any
 * server works without CORS: POSTs, the GET event stream and the session DELETE (responses streamed
 * back; a closed browser request aborts the upstream one). When the server does not answer, the
 * page's MCP client gets the reason as the JSON-RPC error of each request it sent, marked with
 * `x-hostbridge-relay: unreachable`. A server without an event stream answers the GET with 405;
 * the page gets an empty stream that asks for a retry in a day instead (see `NO_EVENT_STREAM`).
 * A body over `maxBodyBytes` is answered with 413 and never reaches the server.
 */
export function createMcpProxy(
  upstream: string,
  options: McpProxyOptions = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const maxBodyBytes = options.maxBodyBytes ?? MAX_REQUEST_BODY_BYTES;
  return async (req, res) => {
    if (declaresTooLargeBody(req, maxBodyBytes)) return refuseTooLarge(req, res, maxBodyBytes);
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    const method = req.method ?? "GET";
    // Read whole: MCP messages are small, and a failed POST is answered per request id.
    const hasBody = carriesBody(method);
    const body = hasBody ? await readBodyWithin(req, maxBodyBytes) : null;
    if (hasBody && body === null) return refuseTooLarge(req, res, maxBodyBytes);
    let response: Response;
    try {
      response = await fetchAuthorized(upstream, { req, method, body, signal: abort.signal }, options);
    } catch (error) {
      // A browser request that went away aborted the fetch: nobody is left to answer.
      if (!abort.signal.aborted) answerUnreachable(res, { upstream, error, body, options });
      return;
    }
    options.onAnswered?.();
    await relayResponse(res, response, method);
  };
}

/** What the relay sends the server for one request of the page. */
interface UpstreamRequest {
  req: IncomingMessage;
  method: string;
  body: Buffer | null;
  signal: AbortSignal;
}

/**
 * Sends the request upstream with the current credentials; with a refreshable `authorization`, a
 * 401 gets the token refreshed and the request sent once more (its body is read whole already).
 */
async function fetchAuthorized(
  upstream: string,
  request: UpstreamRequest,
  options: McpProxyOptions,
): Promise<Response> {
  const send = (authorization: string | undefined) => {
    const headers = forwardedRequestHeaders(request.req, options.headers);
    if (authorization !== undefined) headers.set("authorization", authorization);
    return fetch(upstream, {
      method: request.method,
      headers,
      signal: request.signal,
      ...(request.body ? { body: new Uint8Array(request.body) } : {}),
    });
  };
  const source = options.authorization;
  const sent = source?.authorization();
  const response = await send(sent);
  if (response.status !== 401 || source === undefined || !(await source.refresh(sent))) return response;
  await response.body?.cancel().catch(() => undefined);
  return send(source.authorization());
}

/** The request headers the server is to see ({@link FORWARDED_REQUEST_HEADERS}), then `added` over them. */
function forwardedRequestHeaders(req: IncomingMessage, added: Readonly<Record<string, string>> = {}): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  for (const [name, value] of Object.entries(added)) headers.set(name, value);
  return headers;
}

/** Whether a request of this method has a body to relay. */
function carriesBody(method: string): boolean {
  return method !== "GET" && method !== "HEAD" && method !== "DELETE";
}

/** A request the server never answered: what the relay knows about it. */
interface UnansweredRequest {
  upstream: string;
  /** What `fetch` threw. */
  error: unknown;
  /** The request body, if it had one. */
  body: Buffer | null;
  options: McpProxyOptions;
}

/**
 * Tells the dev host the server is unreachable, and answers the page: a JSON-RPC error for each
 * request in a POSTed body, else a 502 with the reason; both marked with {@link RELAY_FAILURE_HEADER}.
 */
function answerUnreachable(res: ServerResponse, { upstream, error, body, options }: UnansweredRequest): void {
  const reason = describeFetchError(error);
  const message = `The MCP server at ${upstream} did not answer: ${reason}`;
  options.onUnreachable?.(reason);
  const answer = body ? relayFailureBody(body.toString("utf8"), message) : null;
  const marked = { [RELAY_FAILURE_HEADER]: "unreachable", "cache-control": "no-store" };
  if (answer) res.writeHead(200, { "content-type": "application/json", ...marked }).end(answer);
  else res.writeHead(502, { "content-type": "text/plain; charset=utf-8", ...marked }).end(message);
}

/** The response headers the page is to see ({@link FORWARDED_RESPONSE_HEADERS}). */
function forwardedResponseHeaders(response: Response): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return headers;
}

/** Streams the server's answer to the page; a GET of a server without events gets {@link NO_EVENT_STREAM}. */
async function relayResponse(res: ServerResponse, response: Response, method: string): Promise<void> {
  const headers = forwardedResponseHeaders(response);
  if (method === "GET" && response.status === 405) {
    await response.body?.cancel().catch(() => undefined);
    res.writeHead(200, { ...headers, "content-type": "text/event-stream", "cache-control": "no-store" });
    res.end(NO_EVENT_STREAM);
    return;
  }
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const stream = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>);
  stream.on("error", () => res.end());
  stream.pipe(res);
}

/** A fetch failure in words: the cause's code (ECONNREFUSED, ENOTFOUND, ...) when there is one. */
export function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === "string") return describeErrorCode(cause.code);
  if (cause && typeof cause.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/** A socket error code in words where it has a common meaning, else the code itself. */
export function describeErrorCode(code: string): string {
  return code === "ECONNREFUSED" ? "connection refused (nothing listens there)" : code;
}
