import { afterEach, describe, expect, it, vi } from "vitest";
import { coalesce } from "./coalesce.js";

afterEach(() => {
  vi.useRealTimers();
});

describe("coalesce", () => {
  it("runs once for calls in one task, a microtask later", async () => {
    const run = vi.fn();
    const schedule = coalesce(run, 100);
    schedule();
    schedule();
    schedule();
    expect(run).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs at most once per interval for calls in separate tasks, and never drops the last", async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const schedule = coalesce(run, 100);
    // 1,000 calls 1 ms apart, each in its own task: about one run per 100 ms, not 1,000.
    for (let call = 0; call < 1000; call++) {
      schedule();
      await vi.advanceTimersByTimeAsync(1);
    }
    await vi.advanceTimersByTimeAsync(100);
    expect(run.mock.calls.length).toBeGreaterThanOrEqual(10);
    expect(run.mock.calls.length).toBeLessThanOrEqual(12);
    const runs = run.mock.calls.length;
    schedule();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(runs + 1);
  });
});
