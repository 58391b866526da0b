/** Summary of repeated measurements: the median and how far the runs spread around it. */
export interface Summary {
  n: number;
  median: number;
  min: number;
  max: number;
  /** 25th and 75th percentiles (linear interpolation). */
  p25: number;
  p75: number;
  /** Median absolute deviation: a spread figure that one slow outlier cannot blow up. */
  mad: number;
}

/** Percentile `p` (0..1) of an ascending-sorted array, with linear interpolation between ranks. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new RangeError("percentile of an empty list");
  if (!(p >= 0 && p <= 1)) throw new RangeError(`percentile out of range: ${p}`);
  const rank = (sorted.length - 1) * p;
  const lo = Math.floor(rank);
  const hi = Math.ceil(rank);
  const a = sorted[lo]!;
  const b = sorted[hi]!;
  return a + (b - a) * (rank - lo);
}

export function summarize(values: readonly number[]): Summary {
  const finite = values.filter((v) => Number.isFinite(v));
  if (finite.length === 0) throw new RangeError("summarize needs at least one finite value");
  const sorted = [...finite].sort((x, y) => x - y);
  const median = percentile(sorted, 0.5);
  const deviations = sorted.map((v) => Math.abs(v - median)).sort((x, y) => x - y);
  return {
    n: sorted.length,
    median,
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
    p25: percentile(sorted, 0.25),
    p75: percentile(sorted, 0.75),
    mad: percentile(deviations, 0.5),
  };
}

/** `a / b`, or null when the ratio means nothing (b is zero or either side is missing). */
export function ratio(a: number | null | undefined, b: number | null | undefined): number | null {
  if (a == null || b == null || !Number.isFinite(a) || !Number.isFinite(b) || b === 0) return null;
  return a / b;
}
