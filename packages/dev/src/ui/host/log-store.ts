import type { LogEntry } from "./types.js";

/** A tiny external store for the message log, so logging never re-renders the whole host page. */
export interface LogStore {
  add(entry: Omit<LogEntry, "id" | "at">): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): LogEntry[];
}

const MAX_ENTRIES = 2000;

export function createLogStore(): LogStore {
  let entries: LogEntry[] = [];
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    add(entry) {
      entries = [...entries.slice(-(MAX_ENTRIES - 1)), { ...entry, id: nextId++, at: Date.now() }];
      emit();
    },
    clear() {
      entries = [];
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => entries,
  };
}
