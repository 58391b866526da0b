/** `Target` with read-only `keys` of `Source` added. */
export type WithLive<Target, Source, Key extends keyof Source> = Target & { readonly [K in Key]: Source[K] };

/**
 * Adds `keys` to `target` as getters that read `source`, so a record read later sees what the fake
 * host noted since (the fakes reassign counters and latest values, not only push to arrays).
 */
export function withLiveProperties<Target extends object, Source extends object, Key extends keyof Source>(
  target: Target,
  source: Source,
  keys: readonly Key[],
): WithLive<Target, Source, Key> {
  for (const key of keys) {
    // Enumerable and configurable, as an object literal's getter is.
    Object.defineProperty(target, key, { get: () => source[key], enumerable: true, configurable: true });
  }
  return target as WithLive<Target, Source, Key>;
}
