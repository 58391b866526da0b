import { describe, expect, it } from "vitest";
import { percentile, ratio, summarize } from "./stats.js";

describe("summarize", () => {
  it("takes the middle value of an odd count and the mean of the middle two of an even count", () => {
    expect(summarize([5, 1, 3]).median).toBe(3);
    expect(summarize([4, 1, 3, 2]).median).toBe(2.5);
  });

  it("reports min, max, quartiles and a spread that ignores one outlier", () => {
    const s = summarize([10, 11, 12, 13, 1000]);
    expect(s).toMatchObject({ n: 5, min: 10, max: 1000, p25: 11, p75: 13, median: 12 });
    expect(s.mad).toBe(1);
  });

  it("drops non-finite runs and refuses an empty list", () => {
    expect(summarize([Number.NaN, 2, Number.POSITIVE_INFINITY]).n).toBe(1);
    expect(() => summarize([])).toThrow(RangeError);
  });
});

describe("percentile", () => {
  it("interpolates between ranks", () => {
    expect(percentile([0, 10], 0.25)).toBe(2.5);
    expect(() => percentile([1], 2)).toThrow(RangeError);
  });
});

describe("ratio", () => {
  it("divides, and gives null when the divisor is zero or missing", () => {
    expect(ratio(150, 3)).toBe(50);
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(null, 2)).toBeNull();
  });
});
