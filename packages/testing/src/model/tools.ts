import type { ToolResult, UnknownObject } from "@hostbridge/core";

/** A fake server tool: a fixed result, or a function of the call's arguments. */
export type ToolHandler = ToolResult | ((args: UnknownObject) => ToolResult | Promise<ToolResult>);

/** Fake server tools by name, shared by both fake hosts. */
export type ToolMap = Record<string, ToolHandler>;

/**
 * Answers a tool call the way both fakes do: the tool's handler when `tools` has it; an empty
 * success when no `tools` were configured; otherwise an `isError` result naming the unknown tool.
 */
export async function runTool(
  tools: ToolMap | undefined,
  name: string,
  args: UnknownObject | undefined,
): Promise<ToolResult> {
  if (!tools) return { content: [], structuredContent: {} };
  const tool = Object.hasOwn(tools, name) ? tools[name] : undefined;
  if (tool === undefined) {
    return { isError: true, content: [{ type: "text", text: `Unknown tool "${name}".` }] };
  }
  return typeof tool === "function" ? await tool(args ?? {}) : structuredClone(tool);
}

/** A value, or a promise of it: what a handler may return. */
export type MaybePromise<T> = T | Promise<T>;
