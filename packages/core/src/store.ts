/** A vanilla store: one closure, a Set of listeners, an immutable snapshot replaced on change. */
export interface Store<T extends object> {
  get(): T;
  /** Merges `partial`; keys whose value is structurally unchanged keep their identity. */
  set(partial: Partial<T>): void;
  /** The listener learns which keys changed; returns its own undo. */
  subscribe(listener: (changed: ReadonlySet<keyof T>) => void): () => void;
}

const json = (v: unknown) => {
  try {
    return JSON.stringify(v);
  } catch {
    return NaN; // cycles or BigInt: never equal, so the value counts as changed
  }
};

/** Equal by identity, or two objects with the same JSON (a conservative structural check). */
export const same = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) || (!!a && typeof a === "object" && json(a) === json(b));

export function createStore<T extends object>(initial: T): Store<T> {
  let state = Object.freeze({ ...initial });
  const listeners = new Set<(changed: ReadonlySet<keyof T>) => void>();
  return {
    get: () => state,
    set(partial) {
      const changed = new Set<keyof T>();
      const next = { ...state } as T;
      for (const k of Object.keys(partial) as (keyof T)[]) {
        if (!Object.hasOwn(state, k) || same(state[k], partial[k])) continue;
        next[k] = partial[k] as T[keyof T];
        changed.add(k);
      }
      if (!changed.size) return;
      state = Object.freeze(next);
      listeners.forEach((l) => l(changed));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
