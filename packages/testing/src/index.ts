/**
 * `@hostbridge/testing`: what a widget's tests need and nothing else (the list is in the README's
 * "What it exports" and guarded by `exports.test.ts`). The fake hosts, `renderWidget`, `cleanup`,
 * the errors a test can catch and the defaults of options a test compares against; their option,
 * controller and record types. The defaults of the `window.openai` globals are
 * `defaultOpenAiGlobals()` of `@hostbridge/core/testing`.
 */
export { createChatGptHost } from "./jsdom/chatgpt-host.js";
export type { ChatGptHost, ChatGptHostOptions } from "./jsdom/chatgpt-host.js";
export { createMcpAppsHost } from "./jsdom/mcp-apps-host.js";
export type {
  McpAppsHost,
  McpAppsHostOptions,
  McpAppsHandlers,
  RecordedNotification,
  RecordedRequest,
} from "./jsdom/mcp-apps-host.js";
export { renderWidget } from "./jsdom/render-widget.js";
export type { HostMode, RenderWidgetOptions, RenderWidgetResult } from "./jsdom/render-widget-types.js";
export { cleanup } from "./jsdom/cleanup.js";
export { AppToolsNotDeclaredError } from "./model/app-tools.js";
export { HostShowsNoWidgetError } from "./model/host-shows-no-widget.js";
export { DEFAULT_CONVERSATION_URL, DEFAULT_FILE_LIBRARY } from "./model/globals-defaults.js";
export type {
  ChatGptActivity,
  ChatGptHandlers,
  ChatGptOptions,
  FollowUpMessage,
  OpenedLink,
  UploadedFile,
} from "./model/chatgpt-model.js";
export type {
  OpenAi,
  OpenAiApi,
  OpenAiFunction,
  OpenAiGlobals,
  RuntimeFunction,
  ExtensionFunction,
} from "./model/openai-object.js";
export type { AppToolDefinition, AppToolResult, AppToolsMethod, AppToolsRefusal } from "./model/app-tools.js";
export type { CallLog, CallRecord } from "./model/call-log.js";
export type { MaybePromise, ToolHandler, ToolMap } from "./model/tools.js";
