import { coalesce } from "./coalesce.js";
import { channelOf, classifyMessage, pairingKey } from "./log-pairing.js";
import type { LogEntry, LogInput, LogMessage } from "./types.js";

/**
 * A small external store for the message log, so logging never re-renders the whole host page.
 * A JSON-RPC response joins the row of its request (with the latency) instead of getting its own.
 */
export interface LogStore {
  add(input: LogInput): void;
  /** A message that never got out (the transport threw): a request's row turns to an error with the reason, anything else gets an error row. */
  fail(input: LogInput, reason: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly LogEntry[];
}

/** The log panel re-renders at most this often while messages keep coming. */
export const EMIT_INTERVAL_MS = 100;

/** The rows kept; older ones drop off the front. */
export const MAX_LOG_ENTRIES = 20_000;

/** How a store keeps time and how many rows it keeps (tests set both). */
export interface LogStoreOptions {
  now?: () => number;
  capacity?: number;
}

/** A new, empty message log store. */
export function createLogStore({ now = Date.now, capacity = MAX_LOG_ENTRIES }: LogStoreOptions = {}): LogStore {
  let entries: LogEntry[] = [];
  let snapshot: readonly LogEntry[] = [];
  let dirty = false;
  let nextId = 1;
  /** Request rows waiting for their response, by pairing key. */
  const pending = new Map<string, number>();
  const listeners = new Set<() => void>();
  // Many messages in one task re-render the panel once; a stream of them (a message per task)
  // re-renders it every EMIT_INTERVAL_MS, not per message: each render reads every row.
  const emit = coalesce(() => {
    for (const listener of listeners) listener();
  }, EMIT_INTERVAL_MS);
  const changed = () => {
    dirty = true;
    emit();
  };
  const indexOf = (entryId: number) => (entries.length === 0 ? -1 : entryId - entries[0]!.id);
  const replace = (entryId: number, patch: (entry: LogEntry) => LogEntry) => {
    const index = indexOf(entryId);
    const entry = entries[index];
    if (entry && entry.id === entryId) entries[index] = patch(entry);
  };
  const answer = (requestId: number, response: LogMessage, failed: boolean) => {
    const answeredAt = now();
    replace(requestId, (request) => ({
      ...request,
      response: { ...response, at: answeredAt },
      latencyMs: answeredAt - request.at,
      status: failed ? "error" : "ok",
    }));
  };
  /** Joins a response to the row of its pending request; false when it answers none. */
  const answerPending = (key: string | null, response: LogMessage, failed: boolean): boolean => {
    const requestId = key === null ? undefined : pending.get(key);
    if (key === null || requestId === undefined) return false;
    pending.delete(key);
    answer(requestId, response, failed);
    return true;
  };
  const newEntry = (input: LogInput, message: LogMessage, status: LogEntry["status"], failure?: string): LogEntry => ({
    ...message,
    ...(failure === undefined
      ? {}
      : { label: `${message.label} (not sent)`, data: { message: message.data, reason: failure } }),
    id: nextId++,
    at: now(),
    channel: channelOf(input),
    frame: input.frame ?? null,
    status,
    response: null,
    latencyMs: null,
  });
  const push = (input: LogInput, failure?: string) => {
    const message: LogMessage = { direction: input.direction, kind: input.kind, label: input.label, data: input.data };
    const { role, status } =
      failure === undefined ? classifyMessage(message) : { role: "other" as const, status: "error" as const };
    const key = pairingKey(input, role);
    if (role === "response" && answerPending(key, message, status === "error")) return;
    const entry = newEntry(input, message, status, failure);
    entries.push(entry);
    if (role === "request" && key !== null) pending.set(key, entry.id);
    if (entries.length > capacity) entries.splice(0, entries.length - capacity);
  };

  return {
    add(input) {
      push(input);
      changed();
    },
    fail(input, reason) {
      const notSent: LogMessage = { direction: input.direction, kind: "other", label: "not sent", data: { reason } };
      if (!answerPending(pairingKey(input, "request"), notSent, true)) push(input, reason);
      changed();
    },
    clear() {
      entries = [];
      pending.clear();
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      if (dirty) {
        snapshot = entries.slice();
        dirty = false;
      }
      return snapshot;
    },
  };
}
