/** A vanilla store: one closure, a Set of listeners, an immutable snapshot replaced on change. */
export interface Store<T extends object> {
  get(): T;
  /** Merges `partial`; keys whose value is structurally unchanged keep their identity. */
  set(partial: Partial<T>): void;
  /** The listener learns which keys changed; returns its own undo. */
  subscribe(listener: (changed: ReadonlySet<keyof T>) => void): () => void;
}

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && (Array.isArray(v) || Object.getPrototypeOf(v) === Object.prototype);

/** Structural equality for JSON-like values, bounded in depth so hostile nesting stays cheap. */
export function same(a: unknown, b: unknown, depth = 0): boolean {
  if (Object.is(a, b)) return true;
  if (depth > 32 || !isPlain(a) || !isPlain(b) || Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && same(a[k], b[k], depth + 1));
}

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
      listeners.forEach((l) => {
        try {
          l(changed);
        } catch (e) {
          // A failing subscriber must not hide the change from the others; report it separately.
          setTimeout(() => {
            throw e;
          });
        }
      });
    },
    subscribe(listener) {
      const l = (c: ReadonlySet<keyof T>) => listener(c);
      listeners.add(l);
      return () => listeners.delete(l);
    },
  };
}
