import { useMemo } from "react";
import type { HostSnapshot, ToolResult, ToolStatus, UnknownObject } from "@hostbridge/core";
import { useHost } from "./use-host.js";

/** What `useToolResult` returns: the tool call that rendered the widget, as it progresses. */
export interface ToolResultState<Input, Output, Metadata> {
  /** `idle → input-streaming → pending → success | error | cancelled`. */
  status: ToolStatus;
  /** The complete arguments, once the host sent them. */
  input: Input | null;
  /** Arguments as they stream in, before `input` is complete. */
  partialInput: Partial<Input> | null;
  /** The result's `structuredContent`. */
  output: Output | null;
  /** The result's `_meta` (ChatGPT's `toolResponseMetadata`), for the widget only. */
  metadata: Metadata | null;
  /** The whole MCP `CallToolResult`, when the host delivered it. */
  result: ToolResult | null;
  /** The error result's text, or `null`. */
  error: string | null;
  /** `true` when the result has `isError`. */
  isError: boolean;
  /** `true` when the host cancelled the call. */
  isCancelled: boolean;
  /** Why the host cancelled the call, when it said. */
  cancelReason: string | null;
}

const selectLifecycle = (snapshot: HostSnapshot) => snapshot;
// Only the lifecycle keys matter: the theme changing must not re-render a tool-result reader.
const sameLifecycle = (previous: HostSnapshot, next: HostSnapshot) =>
  previous.toolStatus === next.toolStatus &&
  previous.toolInput === next.toolInput &&
  previous.toolInputPartial === next.toolInputPartial &&
  previous.toolOutput === next.toolOutput &&
  previous.toolResponseMetadata === next.toolResponseMetadata &&
  previous.toolResult === next.toolResult &&
  previous.toolCancelReason === next.toolCancelReason;

function errorText(result: ToolResult | null): string {
  const text = (result?.content ?? [])
    .map((block) => (block.type === "text" && typeof block.text === "string" ? block.text : ""))
    .filter(Boolean)
    .join("\n");
  return text || "The tool call failed.";
}

// @example-source packages/react/examples/hooks.tsx#useToolResult
/**
 * The tool call that rendered this widget, through its whole lifecycle.
 * @example
 * ```tsx
 * export function PizzaSearch() {
 *   const result = useToolResult<{ city: string }, PizzaListOutput>();
 *   if (result.status === "input-streaming") return <p>Searching {result.partialInput?.city ?? "…"}</p>;
 *   if (result.isCancelled) return <p>Cancelled: {result.cancelReason ?? "no reason given"}</p>;
 *   if (result.isError) return <p role="alert">{result.error}</p>;
 *   if (!result.output) return <p>Loading…</p>;
 *   return <PizzaNames pizzas={result.output.pizzas} />;
 * }
 * ```
 */
export function useToolResult<
  Input extends UnknownObject = UnknownObject,
  Output extends UnknownObject = UnknownObject,
  Metadata extends UnknownObject = UnknownObject,
>(): ToolResultState<Input, Output, Metadata> {
  const snapshot = useHost(selectLifecycle, sameLifecycle);
  // One object per lifecycle change, so it can be an effect dependency.
  return useMemo(() => lifecycle<Input, Output, Metadata>(snapshot), [snapshot]);
}

function lifecycle<Input, Output, Metadata>(snapshot: HostSnapshot): ToolResultState<Input, Output, Metadata> {
  const isError = snapshot.toolStatus === "error" || snapshot.toolResult?.isError === true;
  return {
    status: snapshot.toolStatus,
    input: snapshot.toolInput as Input | null,
    partialInput: snapshot.toolInputPartial as Partial<Input> | null,
    output: snapshot.toolOutput as Output | null,
    metadata: snapshot.toolResponseMetadata as Metadata | null,
    result: snapshot.toolResult,
    error: isError ? errorText(snapshot.toolResult) : null,
    isError,
    isCancelled: snapshot.toolStatus === "cancelled",
    cancelReason: snapshot.toolCancelReason,
  };
}
