import { useCallback, useEffect, useSyncExternalStore } from "react";
import { createStore, type StateCreator, type StoreApi } from "zustand/vanilla";
import type { Host, WidgetState } from "@hostbridge/core";
import { latestWidgetState, updateWidgetState } from "@hostbridge/core/widget-state";
import { useHostInstance } from "./host-context.js";

/** What `createWidgetStore` takes besides the initializer. */
export interface WidgetStoreOptions<T> {
  /** What to persist; default: every key whose value is not a function. */
  partialize?: (state: T) => WidgetState;
}

/** A zustand store bound to the widget state of the host it is used under. */
export type WidgetStore<T> = StoreApi<T> & {
  <U = T>(selector?: (state: T) => U): U;
  /**
   * Binds the store to `host` (the hook does this for you while a component uses the store):
   * hydrates, then writes back on change. The returned function unbinds.
   */
  bind(host: Host): () => void;
};

const identity = <T>(value: T) => value;
const isServer = () => typeof document === "undefined";

function persistable(state: object): WidgetState {
  const out: WidgetState = {};
  for (const [key, value] of Object.entries(state)) if (typeof value !== "function") out[key] = value;
  return out;
}

// @example-source packages/react/examples/hooks.tsx#createWidgetStore
/**
 * A zustand store kept in widget state: hydrated from the host's widget state (also when it arrives
 * later, as after an MCP Apps handshake), written back on every change, so a remounted widget
 * gets its state back.
 * @example
 * ```tsx
 * type Basket = { items: string[]; note: string; add(pizzaId: string): void; clear(): void };
 * // Only `items` is kept in widget state; the note is lost with the view.
 * const useBasket = createWidgetStore<Basket>(
 *   (set) => ({
 *     items: [],
 *     note: "",
 *     add: (pizzaId) => set((basket) => ({ items: [...basket.items, pizzaId] })),
 *     clear: () => set({ items: [] }),
 *   }),
 *   { partialize: (basket) => ({ items: basket.items }) },
 * );
 *
 * export function BasketSummary() {
 *   const count = useBasket((basket) => basket.items.length);
 *   const clear = useBasket((basket) => basket.clear);
 *   return (
 *     <p>
 *       {count} pizzas{" "}
 *       <button type="button" onClick={clear}>
 *         Empty
 *       </button>
 *     </p>
 *   );
 * }
 * ```
 */
export function createWidgetStore<T extends object>(
  initializer: StateCreator<T, [], []>,
  options: WidgetStoreOptions<T> = {},
): WidgetStore<T> {
  const store = createStore<T>()(initializer);
  const toWidgetState = options.partialize ?? persistable;
  let boundHost: Host | undefined;
  let unbind = () => {};
  let lastJson: string | undefined;
  // The host whose widget state the store was last filled from, and how many mounted components hold the binding.
  let hydratedFrom: Host | undefined;
  let users = 0;
  let preview: [Host, T] | undefined;

  const hydrate = (saved: unknown) => {
    if (!saved || typeof saved !== "object") return;
    const json = JSON.stringify(saved);
    if (json === lastJson) return; // our own write coming back
    lastJson = json;
    store.setState(saved as Partial<T>);
  };

  const bind = (host: Host) => {
    if (host === boundHost) return unbind;
    unbind();
    boundHost = host;
    if (hydratedFrom !== host) lastJson = undefined;
    hydratedFrom = host;
    preview = undefined;
    // What the first render showed, or newer: a change between that render and this binding.
    hydrate(latestWidgetState(host));
    const stopHost = host.subscribe((changed) => {
      if (changed.has("widgetState")) hydrate(latestWidgetState(host));
    });
    const stopStore = store.subscribe((state) => {
      const saved = toWidgetState(state);
      const json = JSON.stringify(saved);
      if (json === lastJson) return;
      lastJson = json;
      updateWidgetState(host, saved).catch(() => {});
    });
    unbind = () => {
      stopHost();
      stopStore();
      boundHost = undefined;
      users = 0;
      unbind = () => {};
    };
    return unbind;
  };

  /** Holds the binding to `host` for one mounted component; the last one to let go unbinds. */
  const retain = (host: Host) => {
    if (host !== boundHost) bind(host);
    users++;
    const release = unbind;
    return () => {
      if (release !== unbind) return; // rebound meanwhile (another host); that binding is not ours
      users--;
      if (users === 0) unbind();
    };
  };

  /** What renders under a host the store is not yet filled from: the store with the host's saved state over it. */
  const read = (host: Host): T => {
    if (isServer() || host === hydratedFrom) return store.getState();
    if (preview?.[0] !== host) preview = [host, { ...store.getState(), ...latestWidgetState(host) }];
    return preview[1];
  };

  function useWidgetStore<U = T>(selector: (state: T) => U = identity as (state: T) => U): U {
    const host = useHostInstance();
    // The first render under a host already shows its saved state, read but not written: a store
    // write during render would update other components mid-render. Binding, in an effect (so an
    // unmount or an aborted render leaks no subscription), puts it in the store.
    useEffect(() => retain(host), [host]);
    const subscribe = useCallback((onChange: () => void) => store.subscribe(onChange), []);
    const initial = store.getInitialState();
    return useSyncExternalStore(
      subscribe,
      () => selector(read(host)),
      () => selector(initial),
    );
  }

  return Object.assign(useWidgetStore, store, { bind }) as WidgetStore<T>;
}
