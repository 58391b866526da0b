import { isRecord } from "./paths.js";
import type { ToolResult } from "./types.js";

// Every result of a widget tool carries `_meta.viewUUID`: a fresh id per call, so a plain MCP Apps
// host (no `openai/widgetSessionId`, maybe no `toolInfo`) still gives each rendered widget its own
// identity. @hostbridge/core keys a widget's state by it. This is the pattern of the official
// ext-apps examples (e.g. examples/map-server/server.ts returns `_meta: { viewUUID: randomUUID() }`).
//
// It also carries the tool's template (`ui.resourceUri`, the flat `ui/resourceUri` and
// `openai/outputTemplate`): mcp-use's inspector replaces a tool's `_meta` with its result's, so a
// result without them lost the template of every widget there (measured: with these keys it renders
// again, and the MCP Inspector and basic-host still do).

/**
 * `result` with `_meta.viewUUID` (a fresh random UUID unless it has one) and the tool's template
 * URI under `ui.resourceUri`, `ui/resourceUri` and `openai/outputTemplate`; keys the handler set
 * are kept as they are.
 */
export function withWidgetMeta(result: ToolResult, templateUri: string): ToolResult {
  if (typeof result !== "object" || result === null) return result;
  const meta = result._meta ?? {};
  const uiMeta = meta.ui === undefined ? {} : meta.ui;
  return {
    ...result,
    _meta: {
      "ui/resourceUri": templateUri,
      "openai/outputTemplate": templateUri,
      ...meta,
      ui: isRecord(uiMeta) ? { resourceUri: templateUri, ...uiMeta } : uiMeta,
      viewUUID: meta.viewUUID ?? globalThis.crypto.randomUUID(),
    },
  };
}
