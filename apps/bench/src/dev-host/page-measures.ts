import type { Locator, Page } from "playwright-core";
import { type FrameStats, frameIntervals, frameStats } from "./frame-stats.js";

/** What the measuring scripts keep on the page's window between two calls. */
type BenchWindow = Window & { __benchFrames?: number[]; __benchRecording?: boolean; __benchKey?: Promise<number> };

// Page scripts with named inner functions stay strings: tsx would wrap those in a helper the page lacks.
/** Starts recording every frame's time in `window.__benchFrames` until `__benchRecording` turns false. */
const RECORD_FRAMES = `(() => {
  const frames = [];
  window.__benchFrames = frames;
  window.__benchRecording = true;
  const tick = (time) => {
    if (!window.__benchRecording) return;
    frames.push(time);
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})()`;

/** One scroll of a list from top to bottom with the mouse wheel, and how smooth it was. */
export interface WheelScroll {
  steps: number;
  /** Pixels per wheel step: the list's scroll range over the steps. */
  stepPx: number;
  /** The list's scroll range in pixels. */
  scrollRange: number;
  /** First wheel step → the list at rest at its bottom (or given up after 5 s). */
  durationMs: number;
  reachedBottom: boolean;
  frames: FrameStats;
}

/**
 * Scrolls `list` (the scroll container) from its top to its bottom in `steps` wheel steps, one
 * every `paceMs` as a quick wheel does, recording every `requestAnimationFrame` meanwhile.
 */
export async function wheelScroll(page: Page, list: Locator, steps: number, paceMs = 16): Promise<WheelScroll> {
  await list.evaluate((element) => {
    element.scrollTop = 0;
  });
  const box = await list.boundingBox();
  if (!box) throw new Error("the list to scroll is not on screen");
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  const scrollRange = await list.evaluate((element) => element.scrollHeight - element.clientHeight);
  const stepPx = Math.ceil(scrollRange / steps);
  await page.evaluate(RECORD_FRAMES);
  const started = performance.now();
  for (let step = 0; step < steps; step++) {
    await page.mouse.wheel(0, stepPx);
    await page.waitForTimeout(paceMs);
  }
  const atBottom = () =>
    list.evaluate((element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 2);
  const settleBy = performance.now() + 5000;
  let reachedBottom = await atBottom();
  while (!reachedBottom && performance.now() < settleBy) {
    await page.waitForTimeout(20);
    reachedBottom = await atBottom();
  }
  const durationMs = performance.now() - started;
  const times = await page.evaluate(() => {
    const bench = window as BenchWindow;
    bench.__benchRecording = false;
    return bench.__benchFrames ?? [];
  });
  return { steps, stepPx, scrollRange, durationMs, reachedBottom, frames: frameStats(frameIntervals(times)) };
}

/**
 * Types `text` into `input` one key at a time and returns, per key, the time from the key's event
 * to the next frame after it (the filtered rows are rendered by then when the page filters as it
 * handles the key, as React does for typing).
 */
export async function keystrokeLatencies(page: Page, input: Locator, text: string): Promise<number[]> {
  await input.click();
  const latencies: number[] = [];
  for (const key of text) {
    await input.evaluate((element) => {
      (window as BenchWindow).__benchKey = new Promise<number>((resolve) =>
        element.addEventListener(
          "keydown",
          (event) => {
            const pressed = event.timeStamp;
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - pressed), 0));
          },
          { once: true, capture: true },
        ),
      );
    });
    await page.keyboard.type(key);
    latencies.push(await page.evaluate(() => (window as BenchWindow).__benchKey ?? Promise.resolve(Number.NaN)));
  }
  return latencies;
}

/**
 * Clicks `target` and returns the page-clock time from the click to the moment `done(count)` is
 * true on the page (checked every frame; up to 10 minutes).
 */
export async function timeFromClick(
  page: Page,
  target: Locator,
  done: (count: number) => boolean,
  count: number,
): Promise<number> {
  await target.evaluate((element) => {
    element.addEventListener("click", () => sessionStorage.setItem("bench-clicked-at", String(performance.now())), {
      once: true,
      capture: true,
    });
  });
  await target.click();
  const reached = await page.waitForFunction(done, count, { polling: "raf", timeout: 600_000 });
  await reached.dispose();
  return page.evaluate(() => performance.now() - Number(sessionStorage.getItem("bench-clicked-at")));
}
