import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";

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
 * Relays the dev host page's MCP traffic (`/mcp`) to the server's Streamable HTTP endpoint, so any
 * server works without CORS: POSTs, the GET event stream and the session DELETE, streamed both
 * ways. A closed browser request aborts the upstream one.
 */
export function createMcpProxy(upstream: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    const headers = new Headers();
    for (const name of FORWARDED_REQUEST_HEADERS) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    const abort = new AbortController();
    res.on("close", () => abort.abort());
    const hasBody = req.method !== "GET" && req.method !== "HEAD" && req.method !== "DELETE";
    let response: Response;
    try {
      response = await fetch(upstream, {
        method: req.method ?? "GET",
        headers,
        signal: abort.signal,
        ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream<Uint8Array>, duplex: "half" } : {}),
      } as RequestInit);
    } catch (error) {
      if (abort.signal.aborted) return;
      res.writeHead(502, { "content-type": "application/json" });
      res.end(JSON.stringify({ error: `The MCP server at ${upstream} did not answer: ${describeFetchError(error)}` }));
      return;
    }
    const out: Record<string, string> = {};
    for (const name of FORWARDED_RESPONSE_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) out[name] = value;
    }
    res.writeHead(response.status, out);
    if (!response.body) {
      res.end();
      return;
    }
    const body = Readable.fromWeb(response.body as import("node:stream/web").ReadableStream<Uint8Array>);
    body.on("error", () => res.end());
    body.pipe(res);
  };
}

/** A fetch failure in words: the cause's code (ECONNREFUSED, ENOTFOUND, ...) when there is one. */
export function describeFetchError(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === "string")
    return cause.code === "ECONNREFUSED" ? "connection refused (nothing listens there)" : cause.code;
  if (cause && typeof cause.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}
