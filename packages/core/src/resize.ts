import type { Host } from "./host-types.js";

/**
 * Reports the element's height (default `document.body`) through `host.notifyIntrinsicHeight`:
 * once at start, then on every resize, at most once per frame and only when it changed.
 */
export function observeSize(host: Pick<Host, "notifyIntrinsicHeight">, element?: Element): () => void {
  const el = element ?? (typeof document === "undefined" ? undefined : document.body);
  if (!el) return () => {};
  const view = el.ownerDocument.defaultView;
  const frame = view?.requestAnimationFrame?.bind(view) ?? ((f: () => void) => setTimeout(f, 16));
  let last = -1;
  let scheduled = false;
  let stopped = false;
  const report = () => {
    scheduled = false;
    if (stopped) return;
    const h = Math.ceil(el.getBoundingClientRect().height);
    if (h !== last) host.notifyIntrinsicHeight((last = h));
  };
  const schedule = () => {
    if (!scheduled) {
      scheduled = true;
      frame(report);
    }
  };
  const RO = view?.ResizeObserver;
  const ro = RO ? new RO(schedule) : undefined;
  ro?.observe(el);
  report();
  return () => {
    stopped = true;
    ro?.disconnect();
  };
}
