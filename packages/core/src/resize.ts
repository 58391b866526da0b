// `@hostbridge/core/resize`: measuring the widget and reporting its size, kept out of the main entry
// so a widget that never reports its size does not carry it.
import type { Host } from "./host-types.js";

/** A size report: `width` only where the host's container is flexible in width. */
export interface SizeReport {
  /** The outer height in CSS pixels. */
  height: number;
  /** The outer width in CSS pixels. */
  width?: number;
}

/** The element shows something: a child element or text. */
const hasContent = (element: Element) => element.childElementCount > 0 || !!element.textContent?.trim();

/** Content past the box shows (overflow visible), rather than scrolls or is clipped inside it. */
const overflowShows = (overflow: string) => overflow === "" || overflow === "visible";

/**
 * The element's outer size in CSS pixels: its box plus its margins (a default body has 8 px each
 * side), or undefined while its box is 0 px high though it has content (not laid out yet).
 */
function measure(element: Element, withWidth: boolean): SizeReport | undefined {
  const box = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  // scrollHeight also counts content that overflows the box (e.g. absolutely positioned children),
  // but in a scroll box that content scrolls inside and is not shown.
  const boxHeight = overflowShows(style.overflowY) ? Math.max(box.height, element.scrollHeight || 0) : box.height;
  if (boxHeight === 0 && hasContent(element)) return undefined;
  const margin = (side: string) => parseFloat(style.getPropertyValue(`margin-${side}`)) || 0;
  const size: SizeReport = { height: Math.ceil(boxHeight + margin("top") + margin("bottom")) };
  if (withWidth)
    size.width = Math.ceil(
      (overflowShows(style.overflowX) ? Math.max(box.width, element.scrollWidth || 0) : box.width) +
        margin("left") +
        margin("right"),
    );
  return size;
}

/**
 * Reports the element's size (default `document.body`, margins included) through `report`: once at
 * start, then on every resize, at most once per frame and only when it changed. A height of 0 is
 * never reported for an element that has content (it is not laid out yet).
 */
export function watchElementSize(
  report: (size: SizeReport) => void,
  element?: Element,
  measureWidth: () => boolean = () => false,
): () => void {
  const target = element ?? globalThis.document?.body;
  const nextFrame = globalThis.requestAnimationFrame ?? setTimeout;
  let last = "";
  let scheduled: unknown;
  let observing = !!target;
  const reportNow = () => {
    scheduled = 0;
    if (!observing) return;
    const size = measure(target!, measureWidth());
    const key = `${size?.height}x${size?.width}`;
    if (!size || key === last) return;
    last = key;
    report(size);
  };
  // jsdom and old engines lack ResizeObserver: then the one report at start is all there is.
  const observer =
    observing && globalThis.ResizeObserver ? new ResizeObserver(() => (scheduled ||= nextFrame(reportNow))) : undefined;
  observer?.observe(target!);
  reportNow();
  return () => {
    observing = false;
    observer?.disconnect();
  };
}

/** The host's container is flexible in width: `containerDimensions` without a fixed `width`. */
const isWidthFlexible = (host: Pick<Host, "getSnapshot">) => {
  const dimensions = host.getSnapshot().containerDimensions;
  return !!dimensions && dimensions.width === undefined;
};

// @example-source packages/core/examples/size-and-styles.ts#observeSize
/**
 * Keeps the host told about the element's size (default `document.body`, margins included): the
 * height through `host.notifyIntrinsicHeight` (ChatGPT's `notifyIntrinsicHeight`, else
 * `ui/notifications/size-changed`), and the width too where the host's container is flexible in
 * width. Once at start, then at most once per frame and only on change. Returns a stop function.
 *
 * @example
 * ```ts
 * // Keeps the host's iframe as tall as the content: now, then at most once per frame on a change.
 * const stopObserving = observeSize(host); // measures document.body; pass an element to measure another
 * host.onTeardown(stopObserving);
 * ```
 */
export function observeSize(host: Pick<Host, "getSnapshot" | "notifyIntrinsicHeight">, element?: Element): () => void {
  return watchElementSize(
    (size) => host.notifyIntrinsicHeight(size.height, size.width),
    element,
    () => isWidthFlexible(host),
  );
}
