import { type ChildProcess, spawn } from "node:child_process";
import { PassThrough } from "node:stream";
import { type JSONRPCMessage, ReadBuffer, serializeMessage, type Transport } from "@modelcontextprotocol/client";
import { endProcessGroup, exitOrTimeout, HAS_PROCESS_GROUPS, signalGroup } from "./process-group.js";
import { shellCommand } from "./server-command.js";

export interface ProcessGroupStdioOptions {
  /** The shell command that starts the stdio server. */
  command: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** How long the server may take to exit after its stdin closes, and after SIGTERM (default 2000 ms each). */
  graceMs?: number;
}

const DEFAULT_GRACE_MS = 2000;

/**
 * An MCP client transport over a command's stdin/stdout, like the SDK's `StdioClientTransport`,
 * but the command runs in a process group of its own and closing ends the whole group: the shell
 * that runs the command line, the server, and whatever the server started (`npm run` layers,
 * workers), even when the server keeps a timer and ignores its closed stdin. Closing first closes
 * stdin and waits `graceMs` for the server to leave, then sends SIGTERM to the group, and after
 * `graceMs` more, SIGKILL. On Windows (no process groups) only the shell process is ended.
 */
export class ProcessGroupStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  readonly #options: ProcessGroupStdioOptions;
  readonly #readBuffer = new ReadBuffer();
  readonly #stderr = new PassThrough();
  #child: ChildProcess | null = null;
  #closing: Promise<void> | null = null;

  constructor(options: ProcessGroupStdioOptions) {
    this.#options = options;
  }

  /** The command's stderr, readable before `start()` so that no early line is lost. */
  get stderr(): PassThrough {
    return this.#stderr;
  }

  /** The process group's id (the shell's pid) once started. */
  get pid(): number | null {
    return this.#child?.pid ?? null;
  }

  start(): Promise<void> {
    if (this.#child) return Promise.reject(new Error("ProcessGroupStdioTransport already started"));
    const { command, args } = shellCommand(this.#options.command);
    const child = spawn(command, args, {
      cwd: this.#options.cwd,
      env: this.#options.env ?? process.env,
      stdio: ["pipe", "pipe", "pipe"],
      detached: HAS_PROCESS_GROUPS,
      windowsHide: true,
    });
    this.#child = child;
    child.stderr?.pipe(this.#stderr);
    child.stdin?.on("error", (error) => this.onerror?.(error));
    child.stdout?.on("data", (chunk: Buffer) => this.#receive(chunk));
    child.on("close", () => {
      // The server left on its own (or was ended): nothing it started may outlive it.
      if (HAS_PROCESS_GROUPS) signalGroup(child, "SIGKILL");
      this.onclose?.();
    });
    return new Promise((resolve, reject) => {
      child.once("spawn", () => resolve());
      child.once("error", (error) => {
        reject(error);
        this.onerror?.(error);
      });
    });
  }

  #receive(chunk: Buffer): void {
    this.#readBuffer.append(chunk);
    for (;;) {
      let message: JSONRPCMessage | null;
      try {
        message = this.#readBuffer.readMessage();
      } catch (error) {
        this.onerror?.(error as Error);
        continue;
      }
      if (message === null) return;
      this.onmessage?.(message);
    }
  }

  send(message: JSONRPCMessage): Promise<void> {
    const stdin = this.#child?.stdin;
    if (!stdin || this.#closing) return Promise.reject(new Error("the stdio server is not running"));
    return new Promise((resolve) => {
      if (stdin.write(serializeMessage(message))) resolve();
      else stdin.once("drain", () => resolve());
    });
  }

  /** Ends the server and every process of its group (idempotent). */
  close(): Promise<void> {
    this.#closing ??= this.#end();
    return this.#closing;
  }

  async #end(): Promise<void> {
    const child = this.#child;
    if (!child?.pid) return;
    const graceMs = this.#options.graceMs ?? DEFAULT_GRACE_MS;
    child.stdin?.end();
    await exitOrTimeout(child, graceMs);
    await endProcessGroup(child, graceMs);
    this.#readBuffer.clear();
  }
}
