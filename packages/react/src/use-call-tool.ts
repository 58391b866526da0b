import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { CallOptions, ToolResult, UnknownObject } from "@hostbridge/core";
import { type CallToolStatus, createToolCaller } from "@hostbridge/core/call";
import { useHostInstance } from "./host-context.js";
import { useHostSupports } from "./use-supports.js";

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

// @example-source packages/react/examples/hooks.tsx#useCallTool
/**
 * Calls a tool of the widget's server (`tools/call` in MCP Apps, `window.openai.callTool` in
 * ChatGPT) and tracks the latest call.
 * @example
 * ```tsx
 * export function RefreshButton({ city }: { city: string }) {
 *   const refresh = useCallTool<{ city: string }, PizzaListOutput>("show_pizzas");
 *   if (!refresh.isSupported) return null;
 *   return (
 *     <>
 *       <button
 *         type="button"
 *         disabled={refresh.status === "pending"}
 *         onClick={() => refresh.call({ city }, { timeoutMs: 10_000 })}
 *       >
 *         {refresh.status === "pending" ? "Refreshing…" : "Refresh"}
 *       </button>
 *       {refresh.error && <p role="alert">{refresh.error.message}</p>}
 *       {refresh.output && <PizzaNames pizzas={refresh.output.pizzas} />}
 *     </>
 *   );
 * }
 * ```
 */
export function useCallTool<Args extends UnknownObject = UnknownObject, Output extends UnknownObject = UnknownObject>(
  name: string,
): CallToolState<Args, Output> {
  const host = useHostInstance();
  const isSupported = useHostSupports(host, "callTool");
  const caller = useMemo(() => createToolCaller<Args>(host, name), [host, name]);
  // Unmounted (or host/name changed): a call still running finishes without updating anything.
  useEffect(() => () => caller.reset(), [caller]);
  const state = useSyncExternalStore(caller.subscribe, caller.getSnapshot, caller.getSnapshot);
  const output = (state.data?.structuredContent ?? null) as Output | null;
  return { call: caller.call, ...state, output, reset: caller.reset, isSupported };
}
