import type { LogEntry } from "./types.js";

/** One row of the exported log: a message (and its response), with ISO times to the millisecond. */
export interface ExportedLogEntry {
  /** When the page saw the message (ISO 8601, UTC). */
  time: string;
  channel: LogEntry["channel"];
  frame: LogEntry["frame"];
  direction: LogEntry["direction"];
  kind: LogEntry["kind"];
  label: string;
  status: LogEntry["status"];
  latencyMs: number | null;
  message: unknown;
  /** The paired response and when it came, if any. */
  response: { time: string; label: string; message: unknown } | null;
}

/** The log as JSON, oldest first, as the Export button saves it. */
export function exportLog(entries: readonly LogEntry[]): string {
  const rows: ExportedLogEntry[] = entries.map((entry) => ({
    time: new Date(entry.at).toISOString(),
    channel: entry.channel,
    frame: entry.frame,
    direction: entry.direction,
    kind: entry.kind,
    label: entry.label,
    status: entry.status,
    latencyMs: entry.latencyMs,
    message: entry.data,
    response: entry.response
      ? { time: new Date(entry.response.at).toISOString(), label: entry.response.label, message: entry.response.data }
      : null,
  }));
  return JSON.stringify(rows, null, 2);
}

/** The time of day to the millisecond (`14:03:27.041`), in local time. */
export function logTime(at: number): string {
  const time = new Date(at);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(time.getHours())}:${pad(time.getMinutes())}:${pad(time.getSeconds())}.${pad(time.getMilliseconds(), 3)}`;
}
