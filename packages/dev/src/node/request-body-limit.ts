import type { IncomingMessage, ServerResponse } from "node:http";

/**
 * The largest request body the dev host's servers take: 4 MB, the limit the official SDK's HTTP
 * server transport applies (so the stdio bridge and the relay agree). MCP messages are small; a
 * bigger body is refused with 413 before it is read, instead of being held in memory.
 */
export const MAX_REQUEST_BODY_BYTES = 4 * 1024 * 1024;

/** The text of a 413 answer. */
export function tooLargeMessage(limit: number): string {
  return `Request body too large: the hostbridge dev host takes at most ${limit} bytes (${limit / (1024 * 1024)} MB).`;
}

/** Whether the request announces (Content-Length) a body over `limit` bytes. */
export function declaresTooLargeBody(req: IncomingMessage, limit: number): boolean {
  const length = Number(req.headers["content-length"] ?? 0);
  return Number.isFinite(length) && length > limit;
}

/**
 * Answers 413 and closes the connection, so the rest of the body is never read (Node would
 * otherwise drain it to keep the connection alive).
 */
export function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  if (!res.headersSent)
    res.writeHead(413, {
      "content-type": "text/plain; charset=utf-8",
      "x-content-type-options": "nosniff",
      connection: "close",
    });
  res.end(tooLargeMessage(limit), () => req.destroy());
}

/**
 * Reads a whole request body, or `null` as soon as it passes `limit` bytes (a chunked upload
 * announces no length): what was read so far is dropped.
 */
export async function readBodyWithin(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  // Not destroyed on an early return: the connection must stay up long enough to carry the 413.
  for await (const chunk of req.iterator({ destroyOnReturn: false })) {
    size += (chunk as Buffer).length;
    if (size > limit) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}
