import { useRef } from "react";

/**
 * A ref that holds what the latest render saw. Callbacks that read it can stay stable (created
 * once) and still act on current state, so frames and sessions never need new handlers.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  ref.current = value;
  return ref;
}
