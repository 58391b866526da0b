import { describe, expect, it } from "vitest";
import { rowOffsets, virtualWindow } from "./virtual-window.js";

describe("virtualWindow", () => {
  const offsets = rowOffsets(Array.from({ length: 10_000 }, (_, index) => (index === 5 ? 300 : 40)));

  it("sums the heights, an expanded row included", () => {
    expect(offsets[5]).toBe(200);
    expect(offsets[6]).toBe(500);
    expect(offsets[10_000]).toBe(9_999 * 40 + 300);
  });

  it("renders the rows in view and the overscan, and keeps the rest as space", () => {
    const window = virtualWindow(offsets, 4_000, 600, { overscan: 200, renderAllUpTo: 400 });
    // rows from 6 on start at 500 + (i - 6) * 40: y 3800 is in row 88, y 4800 in row 113
    expect(window.start).toBe(88);
    expect(window.end).toBe(114);
    expect(window.before).toBe(offsets[88]);
    expect(window.before + (offsets[114]! - offsets[88]!) + window.after).toBe(offsets[10_000]);
  });

  it("starts at the top and stops at the end", () => {
    expect(virtualWindow(offsets, 0, 600, { overscan: 200, renderAllUpTo: 400 }).start).toBe(0);
    const bottom = virtualWindow(offsets, offsets[10_000]! - 600, 600, { overscan: 200, renderAllUpTo: 400 });
    expect(bottom.end).toBe(10_000);
    expect(bottom.after).toBe(0);
  });

  it("renders a short log whole", () => {
    const short = rowOffsets([40, 40, 40]);
    expect(virtualWindow(short, 0, 40, { overscan: 0, renderAllUpTo: 400 })).toEqual({
      start: 0,
      end: 3,
      before: 0,
      after: 0,
    });
    expect(virtualWindow(rowOffsets([]), 0, 600, { overscan: 0, renderAllUpTo: 0 })).toEqual({
      start: 0,
      end: 0,
      before: 0,
      after: 0,
    });
  });
});
