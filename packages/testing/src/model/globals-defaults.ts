import { DISPLAY_MODES, type DeviceType, type FileRef, type ToolResult, type UserAgent } from "@hostbridge/core";
import type { OpenAiGlobals } from "./openai-object.js";

// The display modes are core's, defined once.
export { DISPLAY_MODES };
/** The fake ChatGPT host's `maxHeight` unless one is given, in CSS pixels. */
export const DEFAULT_MAX_HEIGHT = 500;
/** The conversation URL `openExternal` appends as `redirectUrl` unless one is given. */
export const DEFAULT_CONVERSATION_URL = "https://chatgpt.com/c/fake-conversation";
/** The files in the fake user's library unless `fileLibrary` is given (`selectFiles` returns them). */
export const DEFAULT_FILE_LIBRARY: readonly FileRef[] = [
  { fileId: "file-library-1", fileName: "report.pdf", mimeType: "application/pdf" },
  { fileId: "file-library-2", fileName: "photo.png", mimeType: "image/png" },
];

/** The userAgent ChatGPT reports for a device. */
export function userAgentFor(device: DeviceType = "desktop"): UserAgent {
  const touch = device === "mobile" || device === "tablet";
  return { device: { type: device }, capabilities: { hover: !touch, touch } };
}

/**
 * The globals ChatGPT derives from a finished tool call: `toolOutput` is its `structuredContent`;
 * `toolResponseMetadata` holds `status`, `call_tool_result` and `mcp_tool_result`, the latter keeping
 * the whole MCP result including the hidden `_meta` (the Apps SDK reference). The fake puts the same
 * result in both.
 */
export function toolResultGlobals(result: ToolResult): Pick<OpenAiGlobals, "toolOutput" | "toolResponseMetadata"> {
  return {
    toolOutput: result.structuredContent ?? null,
    toolResponseMetadata: {
      status: result.isError ? "error" : "success",
      call_tool_result: result,
      mcp_tool_result: result,
    },
  };
}

/** The initial globals for `options` (each default a fresh object, so fakes share nothing). */
export function initialGlobals(
  options: Partial<OpenAiGlobals> & { pendingApproval?: boolean; device?: DeviceType; toolResult?: ToolResult } = {},
): OpenAiGlobals {
  if (options.toolResult) options = { ...toolResultGlobals(options.toolResult), ...definedOnly(options) };
  return {
    // `null` is a meaningful value for these, so only `undefined` takes the default.
    toolInput: options.pendingApproval ? null : options.toolInput !== undefined ? options.toolInput : {},
    toolOutput: options.toolOutput !== undefined ? options.toolOutput : null,
    toolResponseMetadata: options.toolResponseMetadata !== undefined ? options.toolResponseMetadata : null,
    widgetState: options.widgetState !== undefined ? options.widgetState : null,
    theme: options.theme ?? "light",
    displayMode: options.displayMode ?? "inline",
    maxHeight: options.maxHeight ?? DEFAULT_MAX_HEIGHT,
    safeArea: options.safeArea ?? { insets: { top: 0, bottom: 0, left: 0, right: 0 } },
    view: options.view ?? { mode: "inline" },
    userAgent: options.userAgent ?? userAgentFor(options.device),
    locale: options.locale ?? "en-US",
  };
}

function definedOnly<T extends object>(source: T): Partial<T> {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as Partial<T>;
}
