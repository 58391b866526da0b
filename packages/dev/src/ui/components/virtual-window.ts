/** The rows to render for a scroll position, and the space the others take above and below. */
export interface VirtualWindow {
  start: number;
  /** One past the last row to render. */
  end: number;
  /** Height of the rows above `start`. */
  before: number;
  /** Height of the rows from `end` on. */
  after: number;
}

/** Running sums of row heights: `offsets[i]` is the top of row `i`, the last entry the total. */
export function rowOffsets(heights: readonly number[]): number[] {
  const offsets = new Array<number>(heights.length + 1);
  offsets[0] = 0;
  for (let index = 0; index < heights.length; index++) offsets[index + 1] = offsets[index]! + heights[index]!;
  return offsets;
}

/** The first row whose bottom is below `y`. */
function rowAt(offsets: readonly number[], y: number): number {
  let low = 0;
  let high = offsets.length - 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle + 1]! <= y) low = middle + 1;
    else high = middle;
  }
  return Math.max(0, low);
}

/**
 * The rows that cover `[scrollTop, scrollTop + viewport)` plus `overscan` pixels either side.
 * Up to `renderAllUpTo` rows are all rendered (find-in-page and selectors see every one of them).
 */
export function virtualWindow(
  offsets: readonly number[],
  scrollTop: number,
  viewport: number,
  options: { overscan: number; renderAllUpTo: number },
): VirtualWindow {
  const count = offsets.length - 1;
  const total = offsets[count] ?? 0;
  if (count <= options.renderAllUpTo) return { start: 0, end: count, before: 0, after: 0 };
  const start = rowAt(offsets, Math.max(0, scrollTop - options.overscan));
  const end = Math.min(count, rowAt(offsets, scrollTop + viewport + options.overscan) + 1);
  return { start, end, before: offsets[start]!, after: total - offsets[end]! };
}
