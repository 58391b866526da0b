import { useCallback, useEffect, useRef, useState } from "react";
import { HostBridgeError, type CallOptions, type ToolResult, type UnknownObject } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";
import { useHostSupports } from "./use-supports.js";

/** The tool answered with `isError: true`; `result` holds what it said. */
export class ToolCallError extends HostBridgeError {
  /** The error result as the host returned it. */
  readonly result: ToolResult;
  constructor(name: string, result: ToolResult) {
    const text = (result.content ?? []).find((block) => block.type === "text")?.text;
    super("tool_error", typeof text === "string" && text ? text : `The tool "${name}" failed.`);
    this.result = result;
  }
}

/** Where the latest call of `useCallTool` is: not started, running, or settled. */
export type CallToolStatus = "idle" | "pending" | "success" | "error";

/** What `useCallTool` returns: a `call` function and the state of its latest call. */
export interface CallToolState<Args extends UnknownObject, Output extends UnknownObject> {
  /**
   * Calls the tool; resolves with its result, or `undefined` when the call failed (the error is in
   * `error`), so an `onClick={() => call(args)}` never leaves an unhandled rejection. Only the
   * latest call updates the state.
   */
  call(args?: Args, options?: CallOptions): Promise<ToolResult | undefined>;
  /** Where the latest call is. */
  status: CallToolStatus;
  /** The latest call's result (also for a result with `isError`). */
  data: ToolResult | null;
  /** `data.structuredContent`, typed. */
  output: Output | null;
  /** Why the latest call failed (a `ToolCallError` for an `isError` result), or `null`. */
  error: Error | null;
  /** Back to `idle`; a call still running no longer updates the state. */
  reset(): void;
  /** Whether the host offers this at all (feature-detect before showing the control). */
  isSupported: boolean;
}

interface Settled {
  status: CallToolStatus;
  data: ToolResult | null;
  error: Error | null;
}
const IDLE: Settled = { status: "idle", data: null, error: null };

/**
 * Calls a tool of the widget's server (`tools/call` in MCP Apps, `window.openai.callTool` in
 * ChatGPT) and tracks the latest call.
 */
export function useCallTool<Args extends UnknownObject = UnknownObject, Output extends UnknownObject = UnknownObject>(
  name: string,
): CallToolState<Args, Output> {
  const host = useHostInstance();
  const isSupported = useHostSupports(host, "callTool");
  const [state, setState] = useState<Settled>(IDLE);
  const latest = useRef(0);
  useEffect(
    () => () => {
      latest.current++; // unmounted: let running calls finish silently
    },
    [],
  );
  const call = useCallback(
    async (args?: Args, options?: CallOptions) => {
      const id = ++latest.current;
      setState((s) => ({ ...s, status: "pending", error: null }));
      const settle = (next: Settled) => {
        if (id === latest.current) setState(next);
      };
      try {
        const result = await host.callTool(name, args ?? {}, options);
        const failed = result.isError === true;
        settle({
          status: failed ? "error" : "success",
          data: result,
          error: failed ? new ToolCallError(name, result) : null,
        });
        return result;
      } catch (error) {
        settle({ status: "error", data: null, error: error instanceof Error ? error : new Error(String(error)) });
        return undefined;
      }
    },
    [host, name],
  );
  const reset = useCallback(() => {
    latest.current++;
    setState(IDLE);
  }, []);
  const output = (state.data?.structuredContent ?? null) as Output | null;
  return { call, ...state, output, reset, isSupported };
}
