/** What a view page exposes to the runner (through Playwright's frame evaluation). */
export interface ViewApi {
  /** Sequential `tools/call` round trips for `durationMs`; returns how many completed. */
  callLoop?(durationMs: number): Promise<{ calls: number; ms: number }>;
}

export interface LiveCounts {
  window: number;
  messagePort: number;
  other: number;
  resizeObservers: number;
}

export interface LeakResult {
  cycles: number;
  ms: number;
  /** Live listeners and observers after the cycles minus before them. */
  added: LiveCounts;
  /** What one mounted widget holds (first measured cycle, while mounted), relative to before the cycles. */
  whileMounted: LiveCounts;
  /** Hosts (or official `App`s) still reachable after forced garbage collection. */
  retained: number;
}

export interface RenderCountResult {
  components: number;
  /** Components that read the global that changed (the ideal render count). */
  readers: number;
  hostbridge: number;
  naiveContext: number;
}

export function exposeView(api: ViewApi): void {
  (window as unknown as { __benchView: ViewApi }).__benchView = api;
}

/** Sequential calls for a fixed time: one round trip at a time, like a widget awaiting each. */
export async function callLoop(call: (i: number) => Promise<unknown>, durationMs: number) {
  let calls = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < durationMs) {
    await call(calls);
    calls += 1;
  }
  return { calls, ms: performance.now() - t0 };
}
