// @vitest-environment node
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { BUDGET_BYTES, CEILING_BYTES, measure } from "./size.mjs";

describe("bundle size", () => {
  it("the design budget for core + every hook is 9,216 B", () => {
    expect(BUDGET_BYTES).toBe(9216);
  });

  // Not met (see size.mjs): this ceiling guards against growth.
  it("core + react with every hook imported does not grow past its ceiling", async () => {
    const { minified, gzip } = (await measure()) as { minified: number; gzip: number };
    // A real bundle, not an empty one.
    expect(minified).toBeGreaterThan(5000);
    expect(gzip).toBeLessThanOrEqual(CEILING_BYTES);
  });
});
