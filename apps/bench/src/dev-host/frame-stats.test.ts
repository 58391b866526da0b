import { describe, expect, it } from "vitest";
import { frameIntervals, frameStats } from "./frame-stats.js";

describe("frameStats", () => {
  it("turns frame times into the gaps between them", () => {
    expect(frameIntervals([0, 16, 33, 100])).toEqual([16, 17, 67]);
    expect(frameIntervals([5])).toEqual([]);
  });

  it("reports a smooth scroll as 60 Hz with no long frames", () => {
    const stats = frameStats(Array.from({ length: 100 }, () => 16.7));
    expect(stats).toMatchObject({ frames: 100, longFrames: 0 });
    expect(stats.medianMs).toBeCloseTo(16.7);
    expect(stats.p95Ms).toBeCloseTo(16.7);
  });

  it("counts the stutters and shows them in p95 and max, not in the median", () => {
    const intervals = [...Array.from({ length: 90 }, () => 16), ...Array.from({ length: 10 }, () => 120), 51];
    const stats = frameStats(intervals);
    expect(stats.longFrames).toBe(11);
    expect(stats.medianMs).toBe(16);
    expect(stats.p95Ms).toBe(120);
    expect(stats.maxMs).toBe(120);
  });

  it("refuses an empty recording instead of reporting zeros", () => {
    expect(() => frameStats([])).toThrow(RangeError);
  });
});
