import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./reconnect-backoff.js";

describe("retryDelayMs", () => {
  it("doubles from 1 s and stops growing at 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
