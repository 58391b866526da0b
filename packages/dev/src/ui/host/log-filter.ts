import type { LogChannel, LogEntry } from "./types.js";

/** What the log panel shows: every field narrows the rows; empty strings and `all` let everything through. */
export interface LogFilter {
  channel: LogChannel | "all";
  /** `in`: to the host page; `out`: from it (for a pair, the request's direction). */
  direction: "in" | "out" | "all";
  /** Part of the method (or label), any case. */
  method: string;
  /** Part of the row's text: label and both messages' JSON, any case. */
  text: string;
}

/** The filter that shows every row. */
export const NO_LOG_FILTER: LogFilter = { channel: "all", direction: "all", method: "", text: "" };

/** Each row's searchable text, computed once per row object (rows are replaced, never changed). */
const searchText = new WeakMap<LogEntry, string>();

function textOf(entry: LogEntry): string {
  let text = searchText.get(entry);
  if (text === undefined) {
    text =
      `${entry.label}\n${JSON.stringify(entry.data) ?? ""}\n${JSON.stringify(entry.response?.data) ?? ""}`.toLowerCase();
    searchText.set(entry, text);
  }
  return text;
}

/** Whether a row passes the filter (method and text compare case-insensitively). */
export function matchesLogFilter(entry: LogEntry, filter: LogFilter): boolean {
  if (filter.channel !== "all" && entry.channel !== filter.channel) return false;
  if (filter.direction !== "all" && entry.direction !== filter.direction) return false;
  const method = filter.method.trim().toLowerCase();
  if (method && !entry.label.toLowerCase().includes(method)) return false;
  const text = filter.text.trim().toLowerCase();
  return !text || textOf(entry).includes(text);
}

/** The distinct labels of the rows, sorted (the method filter's suggestions). */
export function logLabels(entries: readonly LogEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.label))].sort();
}
