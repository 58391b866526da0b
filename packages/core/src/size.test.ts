// @vitest-environment node
import { expect, it } from "vitest";
import { BUDGET, measure } from "../scripts/size.mjs";

it("the bundled, minified core stays within 5 KB gzip", async () => {
  const { gzip } = await measure();
  expect(BUDGET).toBe(5120);
  expect(gzip).toBeGreaterThan(1000); // it measured the real bundle, not an empty one
  expect(gzip).toBeLessThanOrEqual(BUDGET);
});
