import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { RELAY_FAILURE_HEADER, relayFailureBody } from "./relay-failure.js";

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

/** What the relay tells the dev host about the server (the terminal and the page both learn of an outage). */
export interface McpProxyOptions {
  /** A request could not reach the server, for `reason` (e.g. "connection refused (nothing listens there)"). */
  onUnreachable?(reason: string): void;
  /** The server answered a request (whatever it said). */
  onAnswered?(): void;
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Relays the dev host page's MCP traffic (`/mcp`) to the server's Streamable HTTP endpoint, so any
 * server works without CORS: POSTs, the GET event stream and the session DELETE (responses streamed
 * back; a closed browser request aborts the upstream one). When the server does not answer, the
 * page's MCP client gets the reason as the JSON-RPC error of each request it sent, marked with
 * `x-hostbridge-relay: unreachable`. A server without an event stream answers the GET with 405;
 * the page gets 204 instead, which the MCP client takes as "no stream" just the same, without
 * Chromium logging a failed request on every page load.
 */
export function createMcpProxy(
  upstream: string,
  options: McpProxyOptions = {},
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    const method = req.method ?? "GET";
    // Read whole: MCP messages are small, and a failed POST is answered per request id.
    const body = method !== "GET" && method !== "HEAD" && method !== "DELETE" ? await readBody(req) : null;
    let response: Response;
    try {
      response = await fetch(upstream, {
        method,
        headers,
        signal: abort.signal,
        ...(body ? { body: new Uint8Array(body) } : {}),
      });
    } catch (error) {
      if (abort.signal.aborted) return;
      const reason = describeFetchError(error);
      const message = `The MCP server at ${upstream} did not answer: ${reason}`;
      options.onUnreachable?.(reason);
      const answer = body ? relayFailureBody(body.toString("utf8"), message) : null;
      const marked = { [RELAY_FAILURE_HEADER]: "unreachable", "cache-control": "no-store" };
      if (answer) res.writeHead(200, { "content-type": "application/json", ...marked }).end(answer);
      else res.writeHead(502, { "content-type": "text/plain; charset=utf-8", ...marked }).end(message);
      return;
    }
    options.onAnswered?.();
    const out: Record<string, string> = {};
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) out[name] = value;
    }
    if (method === "GET" && response.status === 405) {
      await response.body?.cancel().catch(() => undefined);
      const { "content-type": _type, ...rest } = out;
      res.writeHead(204, rest).end();
      return;
    }
    res.writeHead(response.status, out);
    if (!response.body) {
      res.end();
      return;
    }
    const stream = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>);
    stream.on("error", () => res.end());
    stream.pipe(res);
  };
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
