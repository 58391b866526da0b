type Disposer = () => void | Promise<void>;

const active = new Set<Disposer>();

/** Vitest's `onTestFinished`, once loaded (only under Vitest without global hooks). */
let onTestFinished: ((callback: () => unknown) => void) | undefined;

/** Registers something to undo in `cleanup()`; returns the function that unregisters it. */
export function track(dispose: Disposer): () => void {
  active.add(dispose);
  try {
    // Undone when the current test ends; outside a test (module scope, beforeAll) this throws.
    onTestFinished?.(() => (active.has(dispose) ? dispose() : undefined));
  } catch {
    // Not in a test: left to cleanup() or the caller.
  }
  return () => {
    active.delete(dispose);
  };
}

/**
 * Uninstalls every fake host and unmounts every widget the kit created and not yet disposed
 * (newest first). Runs after each test on its own when the runner exposes a global `afterEach`
 * (Jest, Vitest with `globals: true`); under Vitest without globals each fake created inside a
 * test is undone by `onTestFinished`.
 */
export async function cleanup(): Promise<void> {
  const pending = [...active].reverse();
  active.clear();
  const errors: unknown[] = [];
  for (const dispose of pending) {
    try {
      await dispose();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, "Several fakes failed to clean up.");
}

/** How many fakes are still installed (for tests of the kit itself). */
export function activeCount(): number {
  return active.size;
}

// Like @testing-library/react: clean up after each test when the runner offers a global hook.
const globalAfterEach = (globalThis as { afterEach?: (callback: () => Promise<void>) => void }).afterEach;
/** `true` when this module registered `cleanup` with a global `afterEach`. */
export const autoCleanupRegistered = typeof globalAfterEach === "function";
if (typeof globalAfterEach === "function") globalAfterEach(() => cleanup());

const underVitest = typeof process !== "undefined" && !!process.env?.VITEST;
const vitestSpecifier = "vitest";
/** Resolves once Vitest's `onTestFinished` is hooked (at once elsewhere); the import starts at module load. */
export const testHooksReady: Promise<void> =
  autoCleanupRegistered || !underVitest
    ? Promise.resolve()
    : import(/* @vite-ignore */ vitestSpecifier).then(
        (vitest: { onTestFinished?: (callback: () => unknown) => void }) => {
          onTestFinished = vitest.onTestFinished;
        },
        () => undefined,
      );
