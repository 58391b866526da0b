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
