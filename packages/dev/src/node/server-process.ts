import { type ChildProcess, spawn } from "node:child_process";
import { HAS_PROCESS_GROUPS, signalGroup } from "./process-group.js";
import { shellCommand } from "./server-command.js";

export interface ServerProcessOptions {
  /** The shell command that starts the server. */
  command: string;
  cwd?: string;
  /** Every line the server prints, with the stream it came on. */
  onOutput?: (line: string, stream: "stdout" | "stderr") => void;
  /** Told when the server exits and is started again. */
  onRestart?: (exitCode: number | null, signal: NodeJS.Signals | null) => void;
}

export interface ServerProcess {
  /** The last lines the server printed (for error messages). */
  readonly outputTail: string;
  /** Whether the current process has exited (and a restart is pending). */
  readonly exited: boolean;
  /** How many times it was started. */
  readonly starts: number;
  stop(): Promise<void>;
}

const RESTART_DELAYS_MS = [500, 1000, 2000, 5000];
const KILL_AFTER_MS = 3000;

/**
 * Runs the server's command in its own process group and starts it again whenever it exits (with a
 * growing pause, reset once it stayed up for a while), until `stop()` ends the whole group.
 */
export function startServerProcess(options: ServerProcessOptions): ServerProcess {
  let child: ChildProcess | null = null;
  let stopping = false;
  let exited = false;
  let starts = 0;
  let failures = 0;
  let tail = "";
  let restartTimer: NodeJS.Timeout | null = null;

  const keep = (text: string, stream: "stdout" | "stderr" = "stderr") => {
    tail = (tail + text).slice(-4000);
    for (const line of text.split(/\r?\n/)) if (line) options.onOutput?.(line, stream);
  };

  const launch = () => {
    const { command, args } = shellCommand(options.command);
    starts += 1;
    exited = false;
    const startedAt = Date.now();
    const current = spawn(command, args, {
      cwd: options.cwd,
      env: process.env,
      stdio: ["ignore", "pipe", "pipe"],
      detached: HAS_PROCESS_GROUPS,
    });
    child = current;
    current.stdout?.on("data", (chunk: Buffer) => keep(chunk.toString("utf8"), "stdout"));
    current.stderr?.on("data", (chunk: Buffer) => keep(chunk.toString("utf8")));
    current.on("error", (error) => keep(`${error.message}\n`));
    current.on("exit", (code, signal) => {
      exited = true;
      if (stopping) return;
      failures = Date.now() - startedAt > 10_000 ? 0 : failures + 1;
      const delay = RESTART_DELAYS_MS[Math.min(failures, RESTART_DELAYS_MS.length - 1)] ?? 5000;
      options.onRestart?.(code, signal);
      restartTimer = setTimeout(launch, delay);
    });
  };

  launch();
  return {
    get outputTail() {
      return tail;
    },
    get exited() {
      return exited;
    },
    get starts() {
      return starts;
    },
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => signalGroup(current, "SIGKILL"), KILL_AFTER_MS);
        current.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        signalGroup(current, "SIGTERM");
      });
    },
  };
}
