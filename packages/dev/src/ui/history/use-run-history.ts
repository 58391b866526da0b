import { useCallback, useEffect, useRef, useState } from "react";
import { type HistoryEntry, nameRun, parseHistory, type RecordedRun, recordRun, removeRun } from "./run-history.js";
import { errorMessage } from "../error-message.js";

/** The kept runs and what the page can do with them. */
export interface RunHistory {
  /** Newest first. */
  entries: readonly HistoryEntry[];
  /** Adds a run, or updates it when its result comes in. */
  record(run: RecordedRun): void;
  /** Saves a run under a name (an empty name unsaves it). */
  name(id: string, name: string): void;
  remove(id: string): void;
  /** Why the history is not being kept across reloads (storage full or refused), else `null`. */
  storageProblem: string | null;
}

/** Local storage, or `null` where reading it throws (storage disabled, an opaque origin). */
function storageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readStored(storage: Storage | null, key: string): HistoryEntry[] {
  try {
    return parseHistory(storage?.getItem(key) ?? null);
  } catch {
    return [];
  }
}

/**
 * The runs of this server, kept in local storage under `storageKey` so they survive a reload. When
 * the storage refuses a write the history goes on in memory and says why.
 */
export function useRunHistory(storageKey: string): RunHistory {
  const storage = useRef(storageOrNull()).current;
  const [entries, setEntries] = useState<HistoryEntry[]>(() => readStored(storage, storageKey));
  const [storageProblem, setStorageProblem] = useState<string | null>(
    storage ? null : "Local storage is not available: the history lasts until the page reloads.",
  );
  const loaded = useRef(true);

  useEffect(() => {
    // The first render's entries came from storage: writing them back would change nothing.
    if (loaded.current) {
      loaded.current = false;
      return;
    }
    if (!storage) return;
    try {
      storage.setItem(storageKey, JSON.stringify(entries));
      setStorageProblem(null);
    } catch (error) {
      setStorageProblem(`The history could not be saved (${errorMessage(error)}): it lasts until the page reloads.`);
    }
  }, [storage, storageKey, entries]);

  const record = useCallback((run: RecordedRun) => setEntries((current) => recordRun(current, run)), []);
  const name = useCallback((id: string, text: string) => setEntries((current) => nameRun(current, id, text)), []);
  const remove = useCallback((id: string) => setEntries((current) => removeRun(current, id)), []);
  return { entries, record, name, remove, storageProblem };
}
