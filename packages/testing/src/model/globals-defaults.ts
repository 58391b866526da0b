import {
  DISPLAY_MODES,
  type DeviceType,
  type FileRef,
  type OpenAiGlobalName,
  type ToolResult,
  type UserAgent,
} from "@hostbridge/core";
import { defaultOpenAiGlobals } from "@hostbridge/core/testing";
import { STATE_KEYS, type OpenAiGlobals } from "./openai-object.js";

// The display modes are core's, defined once.
export { DISPLAY_MODES };
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

// `null` is a meaningful value for the state globals (no tool output yet), so only `undefined`
// takes the default there; a context signal (theme, locale, ...) is never null in ChatGPT.
const NULLABLE: ReadonlySet<OpenAiGlobalName> = new Set(STATE_KEYS);

/**
 * The initial globals for `options`: core's `defaultOpenAiGlobals()` (the one set of defaults every
 * fake ChatGPT shares) under the globals given, `device` choosing the user agent and
 * `pendingApproval` holding back `toolInput`. Each call returns fresh objects, so fakes share nothing.
 */
export function initialGlobals(
  options: Partial<OpenAiGlobals> & { pendingApproval?: boolean; device?: DeviceType; toolResult?: ToolResult } = {},
): OpenAiGlobals {
  if (options.toolResult) options = { ...toolResultGlobals(options.toolResult), ...definedOnly(options) };
  const globals = defaultOpenAiGlobals();
  if (options.device) globals.userAgent = userAgentFor(options.device);
  for (const key of Object.keys(globals) as OpenAiGlobalName[]) {
    const value = options[key];
    if (value === undefined || (value === null && !NULLABLE.has(key))) continue;
    (globals as Record<OpenAiGlobalName, unknown>)[key] = value;
  }
  if (options.pendingApproval) globals.toolInput = null;
  return globals;
}

function definedOnly<T extends object>(source: T): Partial<T> {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined)) as Partial<T>;
}
