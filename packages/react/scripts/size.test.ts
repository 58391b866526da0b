// @vitest-environment node
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { BUDGET_BYTES, measure } from "./size.mjs";

describe("bundle size", () => {
  // The design's budget (design.md "Size budgets"); the script's constant cannot loosen it.
  it("core + react with every hook imported stays within 10,240 B min+gzip", async () => {
    const { minified, gzip } = (await measure()) as { minified: number; gzip: number };
    // A real bundle, not an empty one.
    expect(minified).toBeGreaterThan(5000);
    expect(gzip).toBeLessThanOrEqual(Math.min(10240, BUDGET_BYTES));
  });
});
