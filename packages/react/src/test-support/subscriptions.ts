import type { Host } from "@hostbridge/core";

/** What `trackSubscriptions` reports. */
export interface Subscriptions {
  /** Subscriptions made through `host.subscribe` and not undone yet. */
  live(): number;
  /** Every call of `host.subscribe` so far. */
  made(): number;
}

/**
 * Counts the subscriptions made through `host.subscribe` from now on (the host's own internal
 * listeners are not among them): what tells a hook that leaks a subscription from one that does not.
 */
export function trackSubscriptions(host: Host): Subscriptions {
  const subscribe = host.subscribe;
  let live = 0;
  let made = 0;
  host.subscribe = (listener) => {
    made++;
    live++;
    const unsubscribe = subscribe(listener);
    let undone = false;
    return () => {
      if (!undone) live--;
      undone = true;
      unsubscribe();
    };
  };
  return { live: () => live, made: () => made };
}
