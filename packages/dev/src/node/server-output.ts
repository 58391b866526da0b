import type { ServerResponse } from "node:http";

/** One line the server process wrote, numbered so the page can ask for the ones after it. */
export interface ServerOutputLine {
  /** Counts up from 1 over the dev host's life; never reused. */
  seq: number;
  /** Milliseconds since the epoch when the dev host read it. */
  time: number;
  stream: "stdout" | "stderr";
  text: string;
}

/** The most lines kept: a chatty server cannot grow the dev host's memory without bound. */
export const SERVER_OUTPUT_LIMIT = 2000;

/** The server process's last lines of output, for the page's Console panel. */
export interface ServerOutput {
  /** Keeps a line (the oldest is dropped past the limit). */
  push(stream: ServerOutputLine["stream"], text: string): void;
  /** The kept lines numbered after `seq` (all kept ones for 0). */
  after(seq: number): ServerOutputLine[];
}

/** A ring of the last `limit` lines the server printed. */
export function createServerOutput(limit = SERVER_OUTPUT_LIMIT): ServerOutput {
  const lines: ServerOutputLine[] = [];
  let seq = 0;
  return {
    push(stream, text) {
      seq += 1;
      lines.push({ seq, time: Date.now(), stream, text });
      if (lines.length > limit) lines.splice(0, lines.length - limit);
    },
    after(since) {
      const first = lines.findIndex((line) => line.seq > since);
      return first === -1 ? [] : lines.slice(first);
    },
  };
}

/** Answers the page's `GET /output?after=N` with the lines after N as JSON. */
export function answerServerOutput(output: ServerOutput, url: string, res: ServerResponse): void {
  const after = Number(new URL(url, "http://127.0.0.1").searchParams.get("after") ?? 0);
  res.writeHead(200, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify({ lines: output.after(Number.isFinite(after) ? after : 0) }));
}
