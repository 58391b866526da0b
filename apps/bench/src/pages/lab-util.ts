import type { LeakResult, LiveCounts } from "./view-api.js";

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Resolves once `el`'s text contains `text` (checked at once, then on every DOM change). */
export function waitForText(el: Element, text: string, timeoutMs = 5000): Promise<void> {
  if (el.textContent?.includes(text)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`"${text}" did not appear within ${timeoutMs} ms`));
    }, timeoutMs);
    const observer = new MutationObserver(() => {
      if (!el.textContent?.includes(text)) return;
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    });
    observer.observe(el, { subtree: true, childList: true, characterData: true });
  });
}

/** Full garbage collections (needs Chromium's `--js-flags=--expose-gc`), with turns in between so WeakRefs can clear. */
export async function forceGc(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error("gc() is missing: launch Chromium with --js-flags=--expose-gc");
  for (let i = 0; i < 4; i += 1) {
    await sleep(20);
    gc();
  }
}

const live = (): LiveCounts => (window as unknown as { __benchProbe: { live(): LiveCounts } }).__benchProbe.live();

/**
 * Runs `cycle` (mount a widget, wait for the tool output, unmount) `cycles` times after a few
 * warm-up cycles, then reports what stayed behind: listener growth and instances still alive.
 */
export async function measureLeaks(
  cycles: number,
  cycle: (container: HTMLElement, track: (instance: object) => void, mounted: () => void) => Promise<void>,
): Promise<LeakResult> {
  const container = document.createElement("div");
  document.body.append(container);
  // Warm-up: React attaches its root listeners to a container once; lazy singletons settle.
  const ignore = () => {};
  for (let i = 0; i < 5; i += 1) await cycle(container, ignore, ignore);
  await forceGc();
  const before = live();
  const refs: WeakRef<object>[] = [];
  const t0 = performance.now();
  let whileMounted: LiveCounts | undefined;
  const track = (instance: object) => refs.push(new WeakRef(instance));
  // The first measured cycle samples what a mounted widget holds: proof the counters see it.
  const sample = () => (whileMounted ??= live());
  for (let i = 0; i < cycles; i += 1) await cycle(container, track, i === 0 ? sample : ignore);
  const ms = performance.now() - t0;
  await sleep(100);
  await forceGc();
  const after = live();
  container.remove();
  const diff = (a: LiveCounts, b: LiveCounts): LiveCounts => ({
    window: a.window - b.window,
    messagePort: a.messagePort - b.messagePort,
    other: a.other - b.other,
    resizeObservers: a.resizeObservers - b.resizeObservers,
  });
  return {
    cycles,
    ms,
    added: diff(after, before),
    whileMounted: diff(whileMounted ?? before, before),
    retained: refs.filter((ref) => ref.deref() !== undefined).length,
  };
}
