import { percentile } from "../lib/stats.js";

/** A frame longer than this is a visible stutter (three frames missed at 60 Hz). */
export const LONG_FRAME_MS = 50;

/** How smooth a stretch of frames was. */
export interface FrameStats {
  /** Frames between the first and the last one recorded. */
  frames: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** Frames longer than {@link LONG_FRAME_MS}. */
  longFrames: number;
}

/** The gaps between consecutive `requestAnimationFrame` times (ascending), in milliseconds. */
export function frameIntervals(times: readonly number[]): number[] {
  return times.slice(1).map((time, index) => time - times[index]!);
}

/** Median, 95th percentile, longest and long-frame count of frame intervals. */
export function frameStats(intervals: readonly number[]): FrameStats {
  if (intervals.length === 0) throw new RangeError("frameStats needs at least one frame interval");
  const sorted = [...intervals].sort((a, b) => a - b);
  return {
    frames: sorted.length,
    medianMs: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    maxMs: sorted[sorted.length - 1]!,
    longFrames: sorted.filter((interval) => interval > LONG_FRAME_MS).length,
  };
}
