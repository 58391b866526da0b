import type { ToolResult } from "./types.js";

// Every result of a widget tool carries `_meta.viewUUID`: a fresh id per call, so a plain MCP Apps
// host (no `openai/widgetSessionId`, maybe no `toolInfo`) still gives each rendered widget its own
// identity. @hostbridge/core keys a widget's state by it. This is the pattern of the official
// ext-apps examples (e.g. examples/map-server/server.ts returns `_meta: { viewUUID: randomUUID() }`).

/** `result` with `_meta.viewUUID` set to a fresh random UUID, unless it already has one. */
export function withViewUuid(result: ToolResult): ToolResult {
  if (typeof result !== "object" || result === null) return result;
  const meta = result._meta;
  if (meta !== undefined && meta.viewUUID !== undefined) return result;
  return { ...result, _meta: { ...meta, viewUUID: globalThis.crypto.randomUUID() } };
}
