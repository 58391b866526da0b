import type { ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** A TCP port that was free on 127.0.0.1 a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * Resolves with the first match of `pattern` in the child's stdout and stderr together (a start
 * line such as the URL it prints); rejects when the child exits first, with what it printed.
 */
export function waitForOutput(child: ChildProcess, pattern: RegExp, name: string): Promise<RegExpExecArray> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = pattern.exec(output);
      if (found) resolve(found);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

/** Stops a child as Ctrl-C does and waits until it is gone. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGINT");
  });
}
