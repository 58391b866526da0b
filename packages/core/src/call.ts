// `@hostbridge/core/call`: the state of a tool call a widget makes (idle, pending, settled) as a
// framework-free observer, kept out of the main entry so `createHost` alone does not carry it.
// `useCallTool` of `@hostbridge/react` is this, read through `useSyncExternalStore`.
import { HostBridgeError } from "./errors.js";
import type { ToolResult, UnknownObject } from "./globals.js";
import type { CallOptions, Host, Unsubscribe } from "./host-types.js";

/** The tool answered with `isError: true`; `result` holds what it said (its first text is the message). */
export class ToolCallError extends HostBridgeError {
  /** Always `"tool_error"`. */
  declare readonly code: "tool_error";
  /** The error result as the host returned it. */
  readonly result: ToolResult;
  constructor(name: string, result: ToolResult) {
    const text = (result.content ?? []).find((block) => block.type === "text")?.text;
    super("tool_error", typeof text === "string" && text ? text : `The tool "${name}" failed.`);
    this.name = "ToolCallError"; // the class's name; the one derived from the code would be "ToolError"
    this.result = result;
  }
}

/** Where the latest call is: not started, running, or settled. */
export type CallToolStatus = "idle" | "pending" | "success" | "error";

/** The state of the latest call: one frozen object, replaced on each change. */
export interface ToolCallSnapshot {
  /** Where the latest call is. */
  readonly status: CallToolStatus;
  /** The latest call's result (also for a result with `isError`); kept while a new call is pending. */
  readonly data: ToolResult | null;
  /** Why the latest call failed (a `ToolCallError` for an `isError` result), or `null`. */
  readonly error: Error | null;
}

/** Calls one tool and tracks its latest call; made by `createToolCaller`. */
export interface ToolCaller<Args extends UnknownObject = UnknownObject> {
  /**
   * Calls the tool; resolves with its result, or `undefined` when the call failed (the error is in
   * the snapshot), so it never leaves an unhandled rejection. Only the latest call updates the state.
   */
  call(args?: Args, options?: CallOptions): Promise<ToolResult | undefined>;
  /** The current state; the same object until it changes. */
  getSnapshot(): ToolCallSnapshot;
  /** Calls `listener` after each change of the state; returns the unsubscribe function. */
  subscribe(listener: () => void): Unsubscribe;
  /** Back to `idle`; a call still running no longer updates the state. */
  reset(): void;
}

const IDLE: ToolCallSnapshot = Object.freeze({ status: "idle", data: null, error: null });

// @example-source packages/core/examples/tool-caller.ts#createToolCaller
/**
 * Tracks calls of the tool `name` through `host.callTool` (`tools/call` in MCP Apps,
 * `window.openai.callTool` in ChatGPT): the state of the latest call as a snapshot with
 * subscribers, for any UI framework. Nothing is sent until `call`.
 *
 * @example
 * ```ts
 * const loadMore = createToolCaller(host, "load_more_pizzas");
 * loadMore.subscribe(() => {
 *   const { status, data, error } = loadMore.getSnapshot();
 *   document.body.classList.toggle("loading", status === "pending");
 *   // A result with isError comes as a ToolCallError, its first text as the message.
 *   if (error) document.body.textContent = error.message;
 *   else if (status === "success") document.body.textContent = JSON.stringify(data?.structuredContent);
 * });
 * await loadMore.call({ page: 2 }); // never rejects: a failure lands in `error`
 * ```
 */
export function createToolCaller<Args extends UnknownObject = UnknownObject>(
  host: Pick<Host, "callTool">,
  name: string,
): ToolCaller<Args> {
  let snapshot = IDLE;
  let latestCall = 0;
  const listeners = new Set<() => void>();
  /** Publishes `next` if `callId` is still the latest call (a reset or a newer call supersedes it). */
  const publish = (callId: number, next: ToolCallSnapshot) => {
    if (callId !== latestCall) return;
    snapshot = Object.freeze(next);
    for (const listener of listeners) listener();
  };
  return {
    async call(args, options) {
      const callId = ++latestCall;
      publish(callId, { ...snapshot, status: "pending", error: null });
      try {
        const result = await host.callTool(name, args ?? {}, options);
        const failed = result.isError === true;
        publish(callId, {
          status: failed ? "error" : "success",
          data: result,
          error: failed ? new ToolCallError(name, result) : null,
        });
        return result;
      } catch (error) {
        publish(callId, {
          status: "error",
          data: null,
          error: error instanceof Error ? error : new Error(String(error)),
        });
        return undefined;
      }
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    reset: () => publish(++latestCall, IDLE),
  };
}
