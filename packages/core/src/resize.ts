import type { Host } from "./host-types.js";

/**
 * Reports the element's height (default `document.body`) through `host.notifyIntrinsicHeight`:
 * once at start, then on every resize, at most once per frame and only when it changed.
 */
export function observeSize(host: Pick<Host, "notifyIntrinsicHeight">, element?: Element): () => void {
  const el = element ?? globalThis.document?.body;
  const frame = globalThis.requestAnimationFrame ?? setTimeout;
  let last = -1;
  let scheduled: unknown;
  let on = !!el;
  const report = () => {
    scheduled = 0;
    const h = on ? Math.ceil(el!.getBoundingClientRect().height) : last;
    if (h !== last) host.notifyIntrinsicHeight((last = h));
  };
  // jsdom and old engines lack ResizeObserver: then the one report at start is all there is.
  const ro = on && globalThis.ResizeObserver ? new ResizeObserver(() => (scheduled ||= frame(report))) : undefined;
  ro?.observe(el!);
  report();
  return () => {
    on = false;
    ro?.disconnect();
  };
}
