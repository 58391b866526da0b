import type { ChildProcess } from "node:child_process";

/** Whether this platform has process groups (`detached` children lead one; Windows has none). */
export const HAS_PROCESS_GROUPS = process.platform !== "win32";

/**
 * Sends `signal` to every process of the group `child` leads (started with `detached`), or to
 * `child` alone where there are no groups. Works after the leader exited, as long as a member is
 * left; `false` when none is (signal 0 only asks).
 */
export function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  try {
    if (child.pid && HAS_PROCESS_GROUPS) {
      process.kill(-child.pid, signal);
      return true;
    }
    return signal === 0 ? child.exitCode === null && child.signalCode === null : child.kill(signal);
  } catch {
    return false;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until no process of the group is left, for at most `ms`; `true` when it is gone. */
async function groupGone(leader: ChildProcess, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (signalGroup(leader, 0)) {
    if (Date.now() >= deadline) return false;
    await pause(50);
  }
  return true;
}

/** Resolves when `child` has exited, or after `ms`, whichever comes first. */
export function exitOrTimeout(child: ChildProcess, ms: number): Promise<unknown> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return Promise.race([new Promise((resolve) => child.once("exit", resolve)), pause(ms)]);
}

/**
 * Ends every process of the group `child` leads: SIGTERM, and SIGKILL for whatever is still there
 * `graceMs` later (a helper that ignores SIGTERM, a server slow to leave). Also when the leader (the
 * shell) already exited: what it started may still run in its group.
 */
export async function endProcessGroup(child: ChildProcess, graceMs: number): Promise<void> {
  if (!signalGroup(child, "SIGTERM") || (await groupGone(child, graceMs))) return;
  signalGroup(child, "SIGKILL");
  await groupGone(child, graceMs);
}
