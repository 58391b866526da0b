import { useCallback, useMemo, useRef, useSyncExternalStore } from "react";
import { DEFAULT_SNAPSHOT, type HostSnapshot } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";

// @example-source packages/react/examples/hooks.tsx#useHost
/**
 * Reads a slice of the host snapshot; the component re-renders only when the selected value
 * changes (by `isEqual`, default `Object.is`). The selection is memoised per snapshot, so an inline
 * selector is fine.
 * @example
 * ```tsx
 * export function HostName() {
 *   // Re-renders only when the selected value changes, not on every snapshot change.
 *   const hostName = useHost((snapshot) => snapshot.hostInfo?.name ?? null);
 *   const timeZone = useHost((snapshot) => snapshot.timeZone);
 *   return (
 *     <small>
 *       {hostName ?? "Unknown host"} {timeZone && `(${timeZone})`}
 *     </small>
 *   );
 * }
 * ```
 */
export function useHost<T>(
  selector: (snapshot: HostSnapshot) => T,
  isEqual: (previous: T, next: T) => boolean = Object.is,
): T {
  const host = useHostInstance();
  const subscribe = useCallback((onChange: () => void) => host.subscribe(onChange), [host]);
  // The last value handed to React: a fresh selector (inline arrow) reuses it when equal.
  const last = useRef<{ value: T } | null>(null);
  const [getSelection, getServerSelection] = useMemo(() => {
    let memoSnapshot: HostSnapshot | undefined;
    let memoValue: T;
    const select = (snapshot: HostSnapshot): T => {
      if (snapshot === memoSnapshot) return memoValue;
      const next = selector(snapshot);
      const previous = memoSnapshot ? { value: memoValue } : last.current;
      memoSnapshot = snapshot;
      memoValue = previous && isEqual(previous.value, next) ? previous.value : next;
      return memoValue;
    };
    return [() => select(host.getSnapshot()), () => select(DEFAULT_SNAPSHOT as HostSnapshot)];
  }, [host, selector, isEqual]);
  const value = useSyncExternalStore(subscribe, getSelection, getServerSelection);
  last.current = { value };
  return value;
}
