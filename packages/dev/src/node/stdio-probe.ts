import { type ChildProcess, spawn } from "node:child_process";
import { DevHostError } from "./errors.js";
import { lastOutputNote } from "./last-output.js";
import { endProcessGroup, HAS_PROCESS_GROUPS } from "./process-group.js";
import { INITIALIZE_REQUEST, type ServerIdentity } from "./probe.js";
import { shellCommand } from "./server-command.js";

/** How long a probed command gets to exit after its stdin closed, before its group is killed. */
const EXIT_GRACE_MS = 1000;

/** A line of stdout as JSON-RPC: the parsed message, or `null` when the line is anything else. */
function jsonRpcMessage(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    if (typeof value === "object" && value !== null && (value as { jsonrpc?: unknown }).jsonrpc === "2.0")
      return value as Record<string, unknown>;
  } catch {
    // not JSON: output for the error message
  }
  return null;
}

/** Ends a probed command: stdin closed (a stdio server's cue to exit), then its whole process group killed. */
async function stop(child: ChildProcess): Promise<void> {
  child.stdin?.end();
  await endProcessGroup(child, EXIT_GRACE_MS);
}

/**
 * Starts the command once as a stdio MCP server, sends it an `initialize` and stops it again:
 * proof that the command speaks MCP on stdio before the dev host opens. A command that prints
 * something else, exits, or stays silent gets a message that says so and quotes its last output
 * (stderr, and whatever it printed on stdout that is not JSON-RPC).
 */
export async function probeStdioServer(
  command: string,
  cwd: string | undefined,
  timeoutMs = 15_000,
): Promise<ServerIdentity> {
  const shell = shellCommand(command);
  const child = spawn(shell.command, shell.args, {
    ...(cwd ? { cwd } : {}),
    env: process.env,
    stdio: ["pipe", "pipe", "pipe"],
    detached: HAS_PROCESS_GROUPS,
  });
  let output = "";
  let partialLine = "";
  const keep = (text: string) => {
    output = (output + text).slice(-4000);
  };

  const outcome = new Promise<ServerIdentity>((resolve, reject) => {
    const timer = setTimeout(
      () =>
        reject(
          new DevHostError(
            "not_mcp_server",
            `"${command}" did not answer an MCP initialize on stdio within ${timeoutMs} ms. If it starts an HTTP server, pass its URL with --server <url>.${lastOutputNote(output)}`,
          ),
        ),
      timeoutMs,
    );
    const settle = (done: () => void) => {
      clearTimeout(timer);
      done();
    };
    const onLine = (line: string) => {
      const message = jsonRpcMessage(line);
      if (!message) return keep(`${line}\n`);
      if (message.id !== INITIALIZE_REQUEST.id) return; // a log notification or the like
      const error = message.error as { message?: unknown } | undefined;
      const result = message.result as
        | { protocolVersion?: unknown; serverInfo?: { name?: unknown; version?: unknown } }
        | undefined;
      if (error || typeof result?.protocolVersion !== "string") {
        const what = error ? `an error: ${String(error.message)}` : "an answer without a protocolVersion";
        return settle(() =>
          reject(
            new DevHostError(
              "not_mcp_server",
              `"${command}" answered the MCP initialize with ${what}.${lastOutputNote(output)}`,
            ),
          ),
        );
      }
      settle(() =>
        resolve({
          name: typeof result.serverInfo?.name === "string" ? result.serverInfo.name : "unnamed server",
          version: typeof result.serverInfo?.version === "string" ? result.serverInfo.version : "",
          protocolVersion: result.protocolVersion as string,
        }),
      );
    };
    child.stdout?.on("data", (chunk: Buffer) => {
      const lines = (partialLine + chunk.toString("utf8")).split(/\r?\n/);
      partialLine = lines.pop() ?? "";
      for (const line of lines) if (line.trim()) onLine(line);
    });
    child.stderr?.on("data", (chunk: Buffer) => keep(chunk.toString("utf8")));
    // A command that exits at once closes its stdin before the initialize is written.
    child.stdin?.on("error", () => undefined);
    child.on("error", (error) =>
      settle(() =>
        reject(
          new DevHostError("command_failed", `"${command}" could not be started: ${error.message}.`, { cause: error }),
        ),
      ),
    );
    child.on("close", (code, signal) => {
      if (partialLine.trim()) keep(partialLine);
      partialLine = "";
      settle(() =>
        reject(
          new DevHostError(
            "command_failed",
            `"${command}" is not a working stdio MCP server: it exited (${signal ?? `code ${code}`}) without answering the MCP initialize.${lastOutputNote(output)}`,
          ),
        ),
      );
    });
  });

  child.stdin?.write(`${JSON.stringify(INITIALIZE_REQUEST)}\n`);
  try {
    return await outcome;
  } finally {
    await stop(child);
  }
}
