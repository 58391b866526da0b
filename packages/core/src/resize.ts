/** A size report: `width` only where the host's container is flexible in width. */
export interface SizeReport {
  height: number;
  width?: number;
}

/** The element shows something: a child element or text. */
const hasContent = (element: Element) => element.childElementCount > 0 || !!element.textContent?.trim();

/**
 * The element's outer size in CSS pixels: its box plus its margins (a default body has 8 px each
 * side), or undefined while its box is 0 px high though it has content (not laid out yet).
 */
function measure(element: Element, withWidth: boolean): SizeReport | undefined {
  const box = element.getBoundingClientRect();
  // scrollHeight also counts content that overflows the box (e.g. absolutely positioned children).
  const boxHeight = Math.max(box.height, element.scrollHeight || 0);
  if (boxHeight === 0 && hasContent(element)) return undefined;
  const style = getComputedStyle(element);
  const margin = (side: string) => parseFloat(style.getPropertyValue(`margin-${side}`)) || 0;
  const size: SizeReport = { height: Math.ceil(boxHeight + margin("top") + margin("bottom")) };
  if (withWidth)
    size.width = Math.ceil(Math.max(box.width, element.scrollWidth || 0) + margin("left") + margin("right"));
  return size;
}

/**
 * Reports the element's size (default `document.body`, margins included) through `report`: once at
 * start, then on every resize, at most once per frame and only when it changed. A height of 0 is
 * never reported for an element that has content (it is not laid out yet).
 */
export function observeSize(
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
