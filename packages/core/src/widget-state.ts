import type { HostSnapshot, StructuredWidgetState, WidgetState } from "./globals.js";
import type { Store } from "./store.js";
import { isObj, noop } from "./util.js";

const PREFIX = "hostbridge:";
/**
 * What the model may see of a widget state: all of it but `privateContent` (of the structured form
 * `{ modelContent, privateContent, imageIds }`).
 */
export function modelVisible(s: WidgetState | StructuredWidgetState): unknown {
  const { privateContent: _hidden, ...visible } = s as StructuredWidgetState;
  return visible;
}

export interface WidgetStateKeeper {
  /** Loads the state kept for `key` (a tool call) into the snapshot, if any. */
  load(key: string): void;
  /** Applies at once (snapshot + storage), then sends the model-visible part, in call order. */
  set(state: WidgetState | StructuredWidgetState | null): Promise<void>;
}

/** Widget state for hosts without `setWidgetState`: one entry per tool call, in reload-proof storage. */
export function createWidgetStateKeeper(
  store: Store<HostSnapshot>,
  storage: Storage | null,
  send?: (visible: unknown) => unknown,
): WidgetStateKeeper {
  let key = PREFIX;
  let queue: Promise<unknown> = Promise.resolve();
  return {
    load(id) {
      key = PREFIX + id;
      try {
        const raw = storage?.getItem(key);
        if (raw) {
          const v: unknown = JSON.parse(raw);
          if (isObj(v)) store.set({ widgetState: v });
        }
      } catch {
        // Unreadable or corrupt storage: start without a saved state.
      }
    },
    set(state) {
      store.set({ widgetState: state as WidgetState | null });
      try {
        if (state === null) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(state));
      } catch {
        // Quota or a sandbox without storage: the state still lives in the snapshot.
      }
      if (!send) return Promise.resolve();
      const done = queue.then(() => send(state === null ? null : modelVisible(state))).then(noop);
      queue = done.catch(noop);
      return done;
    },
  };
}
