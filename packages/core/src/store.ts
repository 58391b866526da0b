/** A vanilla store: one closure, a Set of listeners, an immutable snapshot replaced on change. */
export interface Store<T extends object> {
  /** The current frozen state; the same object until a change. */
  get(): T;
  /** Merges `partial`; keys whose value is structurally unchanged keep their identity. */
  set(partial: Partial<T>): void;
  /**
   * The listener learns which keys changed; returns its own undo. A listener that throws does not
   * keep the others from hearing the change: its error is rethrown in a later task.
   */
  subscribe(listener: (changed: ReadonlySet<keyof T>) => void): () => void;
}

const toJson = (value: unknown) => {
  try {
    return JSON.stringify(value);
  } catch {
    return NaN; // cycles or BigInt: never equal, so the value counts as changed
  }
};

/** Equal by identity, or two objects with the same JSON (a conservative structural check). */
export const isSameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) || (!!a && typeof a === "object" && !!b && typeof b === "object" && toJson(a) === toJson(b));

/** Creates a store holding a frozen copy of `initial`; `set` only ever changes keys `initial` has. */
export function createStore<T extends object>(initial: T): Store<T> {
  let state = Object.freeze({ ...initial });
  const listeners = new Set<(changed: ReadonlySet<keyof T>) => void>();
  return {
    get: () => state,
    set(partial) {
      const changed = new Set<keyof T>();
      const next = { ...state } as T;
      // Only the keys given are compared, so a change costs what the changed values weigh.
      for (const key of Object.keys(partial) as (keyof T)[]) {
        if (!Object.hasOwn(state, key) || isSameValue(state[key], partial[key])) continue;
        next[key] = partial[key] as T[keyof T];
        changed.add(key);
      }
      if (!changed.size) return;
      state = Object.freeze(next);
      for (const listener of listeners) {
        try {
          listener(changed);
        } catch (error) {
          // Reported like an event listener's error, after every listener has heard the change.
          setTimeout(() => {
            throw error;
          });
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
