import { StorageError } from "./errors.js";
import type { HostSnapshot, StructuredWidgetState, WidgetState } from "./globals.js";
import type { Store } from "./store.js";
import { isArray, isObject, isString } from "./util.js";

/** Prefix of every saved widget state; the rest of the key names the widget instance. */
export const WIDGET_STATE_PREFIX = "hostbridge:state:";
/** The saved keys, oldest write first, so the oldest can be evicted. */
export const WIDGET_STATE_INDEX = "hostbridge:state-index";
/** How many entries one storage keeps (the oldest write is evicted); a renamed instance takes two. */
export const MAX_WIDGET_STATES = 50;

/**
 * What the model may see of a widget state: all of it but `privateContent` (of the structured form
 * `{ modelContent, privateContent, imageIds }`).
 */
export function modelVisible(state: WidgetState | StructuredWidgetState): unknown {
  const { privateContent: _hidden, ...visible } = state as StructuredWidgetState;
  return visible;
}

export interface WidgetStateKeeperOptions {
  /** Where states are saved; null keeps them in memory only. */
  storage: Storage | null;
  /** Sends the model-visible part (null: clear it) once the host can take it; resolves when it did. */
  sendToModel?: (visible: unknown) => Promise<unknown>;
  /**
   * Resolves when a send may go out (the handshake ended; undefined: at once); sends wait for it,
   * so writes before it coalesce.
   */
  whenSendable?: () => Promise<unknown> | undefined;
}

export interface WidgetStateKeeper {
  /**
   * Names the widget instance the state belongs to; a later, better name (the result's instance id
   * after the tool call's id) renames it. What the widget wrote since it was last named (or before
   * its first name) is saved under the new name: a failure to save a write made before the first
   * name rejects that write's pending promise with `StorageError`. Else the state saved under the
   * name is loaded; on a rename, a state only loaded under the old name is dropped when the new one
   * has none (a host that reuses call ids would otherwise hand one instance another's state).
   * After a rename, saves go under the first name too, so a reload whose replayed result has lost
   * the instance id (no `_meta`) still finds the state under the tool call's name.
   */
  identify(instanceKey: string): void;
  /**
   * Saves (when the instance is known), then applies to the snapshot, then tells the model. Rejects
   * with `StorageError` and changes nothing when saving fails.
   */
  set(state: WidgetState | StructuredWidgetState | null): Promise<void>;
}

/** Reads the index of saved keys (an unreadable one counts as empty). */
function readIndex(storage: Storage): string[] {
  try {
    const index: unknown = JSON.parse(storage.getItem(WIDGET_STATE_INDEX) ?? "[]");
    return isArray(index) ? index.filter(isString) : [];
  } catch {
    return [];
  }
}

/**
 * Saves `state` under `key` and moves the key to the end of the index; evicts the oldest entries
 * beyond the bound, and more of them while the storage says it is full. Throws when it cannot save.
 */
export function saveEntry(storage: Storage, key: string, state: WidgetState | StructuredWidgetState | null) {
  const index = readIndex(storage).filter((saved) => saved !== key);
  if (state === null) {
    storage.removeItem(key);
  } else {
    const text = JSON.stringify(state);
    for (;;) {
      try {
        storage.setItem(key, text);
        break;
      } catch (error) {
        const oldest = index.shift();
        if (oldest === undefined) throw error;
        storage.removeItem(oldest);
      }
    }
    index.push(key);
  }
  while (index.length > MAX_WIDGET_STATES) storage.removeItem(index.shift()!);
  try {
    storage.setItem(WIDGET_STATE_INDEX, JSON.stringify(index));
  } catch {
    // The entry is saved; an index that lags only delays its eviction.
  }
}

/**
 * Widget state for hosts without `window.openai.setWidgetState`: one saved entry per widget
 * instance, model-context updates coalesced (writes that wait for the same send share it).
 */
export function createWidgetStateKeeper(
  store: Store<HostSnapshot>,
  options: WidgetStateKeeperOptions,
): WidgetStateKeeper {
  const { storage, sendToModel, whenSendable } = options;
  let key: string | undefined;
  /** The instance's first name (the tool call's) once it was renamed; saves go under both names. */
  let firstKey: string | undefined;
  /** The widget wrote since its instance was (last) named, or before it was named. */
  let written = false;
  /** Saving the writes made before the instance was named failed: their pending send rejects with it. */
  let earlySaveError: StorageError | undefined;
  /** The model-context send not yet out: later writes replace what it carries and share its answer. */
  let queued: { visible: unknown; sent: Promise<void> } | undefined;

  const save = (state: WidgetState | StructuredWidgetState | null) => {
    if (!storage || key === undefined) return;
    try {
      saveEntry(storage, key, state);
      if (firstKey) saveEntry(storage, firstKey, state);
    } catch (error) {
      throw new StorageError(error);
    }
  };

  /** The state saved under `name`, if any (unreadable or corrupt storage: none). */
  const readSaved = (name: string): unknown => {
    try {
      const text = storage?.getItem(name);
      return text ? JSON.parse(text) : undefined;
    } catch {
      return undefined;
    }
  };

  /** Saves what the widget wrote under the new name; a failure before the first name is reported. */
  const saveWritten = (isRename: boolean) => {
    written = false;
    try {
      save(store.get().widgetState);
    } catch (error) {
      // Kept in memory; the writes still waiting for their send learn it.
      if (!isRename) earlySaveError = error as StorageError;
    }
  };

  return {
    identify(instanceKey) {
      const nextKey = WIDGET_STATE_PREFIX + instanceKey;
      if (nextKey === key) return;
      const isRename = key !== undefined;
      firstKey ??= key;
      key = nextKey;
      // What the widget wrote is newer than anything saved under the name.
      if (written) return saveWritten(isRename);
      const saved = readSaved(key);
      // A state only loaded under the old name may be another instance's: the new name has none.
      if (isObject(saved) || isRename) store.set({ widgetState: isObject(saved) ? saved : null });
    },
    set(state) {
      try {
        save(state);
      } catch (error) {
        return Promise.reject(error);
      }
      written = true;
      store.set({ widgetState: state as WidgetState | null });
      if (!sendToModel) return Promise.resolve();
      const visible = state === null ? null : modelVisible(state);
      if (queued) {
        queued.visible = visible;
        return queued.sent;
      }
      const batch = { visible } as { visible: unknown; sent: Promise<void> };
      queued = batch;
      batch.sent = Promise.resolve(whenSendable?.())
        .then(() => {
          queued = undefined;
          const error = earlySaveError;
          earlySaveError = undefined;
          if (error) throw error;
          return sendToModel(batch.visible);
        })
        .then(() => {});
      return batch.sent;
    },
  };
}
