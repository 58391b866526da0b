/**
 * Runs `run` soon after `schedule()` is called, at most once per `intervalMs`: calls in one task
 * share one run (a microtask later), and calls that keep coming in separate tasks (a server sending
 * a log line per task) share one run per interval instead of one each. Nothing scheduled is dropped.
 */
export function coalesce(run: () => void, intervalMs: number, clock: () => number = Date.now): () => void {
  let queued = false;
  let lastRun = Number.NEGATIVE_INFINITY;
  const fire = () => {
    queued = false;
    lastRun = clock();
    run();
  };
  return () => {
    if (queued) return;
    queued = true;
    const wait = lastRun + intervalMs - clock();
    if (wait <= 0) queueMicrotask(fire);
    else setTimeout(fire, wait);
  };
}
