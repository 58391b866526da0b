// `@hostbridge/core/widget-state`: widget-state writes that build on each other, for any UI
// framework, kept out of the main entry so `createHost` alone does not carry it. `useWidgetState`
// and `createWidgetStore` of `@hostbridge/react` write through it.
import type { StructuredWidgetState, WidgetState } from "./globals.js";
import type { Host } from "./host-types.js";

/** A widget state as `setWidgetState` takes it: either form, or `null` for none. */
type StoredState = WidgetState | StructuredWidgetState | null;

/**
 * What `updateWidgetState` takes: the new widget state, or a function from the newest one (`null`
 * when there is none) to the new one.
 */
export type WidgetStateUpdate<T extends WidgetState | StructuredWidgetState = WidgetState> =
  | T
  | null
  | ((previous: T | null) => T | null);

/** What the ordering needs of a host: its snapshot and its `setWidgetState`. */
export type WidgetStateHost = Pick<Host, "getSnapshot" | "setWidgetState">;

interface LastWrite {
  /** What was last asked of the host. */
  written: StoredState;
  /** The host's `widgetState` right after that write. */
  seen: unknown;
  /** Writes still in flight. */
  pending: number;
}

// Kept on the host, under a registered symbol, so every caller writing through one host shares one
// order, even from two copies of this module (two bundles in one page).
const LAST_WRITE = /* @__PURE__ */ Symbol.for("hostbridge:widgetStateWrite");
type OrderedHost = WidgetStateHost & { [LAST_WRITE]?: LastWrite | undefined };

// @example-source packages/core/examples/widget-state-updates.ts#latestWidgetState
/**
 * The newest widget state of `host`: the last write made through `updateWidgetState` while one is
 * still in flight or the host has reported nothing newer since, else the host's own
 * `getSnapshot().widgetState`. Read it instead of the snapshot to build the next state on, so a
 * write is never based on a state that an earlier write already replaced, whether the host shows a
 * write in its snapshot at once (`createHost` does, as ChatGPT's `window.openai` does) or later.
 *
 * @example
 * ```ts
 * // The newest state, even while a write is still on its way to the host: build on this one.
 * const saved = latestWidgetState(host) as { selectedId: string } | null;
 * if (saved) document.getElementById(saved.selectedId)?.classList.add("selected");
 * ```
 */
export function latestWidgetState(host: WidgetStateHost): WidgetState | StructuredWidgetState | null {
  const current = host.getSnapshot().widgetState;
  const last = (host as OrderedHost)[LAST_WRITE];
  return last && (last.pending > 0 || current === last.seen) ? last.written : current;
}

// @example-source packages/core/examples/widget-state-updates.ts#updateWidgetState
/**
 * Writes widget state through `host.setWidgetState`. A function is called with the newest state
 * (see `latestWidgetState`), so two functional updates in one tick both apply, in order. The write
 * reaches the host synchronously; the promise is `setWidgetState`'s (it rejects with
 * `StorageError`, `ClosedError`, ... as that does; a refused write is forgotten, so the next
 * update builds on the state the host kept).
 *
 * @example
 * ```ts
 * type Cart = { items: string[] };
 * const add = (item: string) => updateWidgetState<Cart>(host, (cart) => ({ items: [...(cart?.items ?? []), item] }));
 * add("margherita");
 * add("diavola"); // builds on the first: { items: ["margherita", "diavola"] }
 * ```
 */
export function updateWidgetState<T extends WidgetState | StructuredWidgetState = WidgetState>(
  host: WidgetStateHost,
  update: WidgetStateUpdate<T>,
): Promise<void> {
  // An updater that throws throws to the caller, and nothing is written.
  const state = typeof update === "function" ? update(latestWidgetState(host) as T | null) : update;
  const ordered = host as OrderedHost;
  // `written` and `seen` are set below, before anyone can read them.
  ordered[LAST_WRITE] ??= { pending: 0 } as LastWrite;
  const last = ordered[LAST_WRITE];
  last.written = state;
  last.pending++;
  // The async function's body runs now, so a host that stores widget state at once updates its
  // snapshot before the next line; a host that throws instead of rejecting still gives a rejection.
  const call = (async () => host.setWidgetState(state))();
  last.seen = host.getSnapshot().widgetState;
  return call
    .catch((error: unknown) => {
      // A refused write (e.g. `StorageError`: nothing changed) is no one's newest state; unless a
      // later write replaced it, the next update builds on what the host kept.
      if (last.written === state && ordered[LAST_WRITE] === last) ordered[LAST_WRITE] = undefined;
      throw error;
    })
    .finally(() => {
      last.pending--;
    });
}
