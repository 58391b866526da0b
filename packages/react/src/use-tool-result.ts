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

const selectLifecycle = (s: HostSnapshot) => s;
// Only the lifecycle keys matter: the theme changing must not re-render a tool-result reader.
const sameLifecycle = (a: HostSnapshot, b: HostSnapshot) =>
  a.toolStatus === b.toolStatus &&
  a.toolInput === b.toolInput &&
  a.toolInputPartial === b.toolInputPartial &&
  a.toolOutput === b.toolOutput &&
  a.toolResponseMetadata === b.toolResponseMetadata &&
  a.toolResult === b.toolResult &&
  a.toolCancelReason === b.toolCancelReason;

function errorText(result: ToolResult | null): string {
  const text = (result?.content ?? [])
    .map((block) => (block.type === "text" && typeof block.text === "string" ? block.text : ""))
    .filter(Boolean)
    .join("\n");
  return text || "The tool call failed.";
}

/** The tool call that rendered this widget, through its whole lifecycle. */
export function useToolResult<
  Input extends UnknownObject = UnknownObject,
  Output extends UnknownObject = UnknownObject,
  Metadata extends UnknownObject = UnknownObject,
>(): ToolResultState<Input, Output, Metadata> {
  const s = useHost(selectLifecycle, sameLifecycle);
  // One object per lifecycle change, so it can be an effect dependency.
  return useMemo(() => lifecycle<Input, Output, Metadata>(s), [s]);
}

function lifecycle<Input, Output, Metadata>(s: HostSnapshot): ToolResultState<Input, Output, Metadata> {
  const isError = s.toolStatus === "error" || s.toolResult?.isError === true;
  return {
    status: s.toolStatus,
    input: s.toolInput as Input | null,
    partialInput: s.toolInputPartial as Partial<Input> | null,
    output: s.toolOutput as Output | null,
    metadata: s.toolResponseMetadata as Metadata | null,
    result: s.toolResult,
    error: isError ? errorText(s.toolResult) : null,
    isError,
    isCancelled: s.toolStatus === "cancelled",
    cancelReason: s.toolCancelReason,
  };
}
