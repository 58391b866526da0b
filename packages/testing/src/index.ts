export { createChatGptHost } from "./jsdom/chatgpt-host.js";
export type { ChatGptHost, ChatGptHostOptions } from "./jsdom/chatgpt-host.js";
export {
  DEFAULT_FILE_LIBRARY,
  DEFAULT_MAX_HEIGHT,
  DEFAULT_CONVERSATION_URL,
  initialGlobals,
  toolResultGlobals,
  userAgentFor,
} from "./model/globals-defaults.js";
export type {
  ChatGptActivity,
  ChatGptHandlers,
  ChatGptOptions,
  FollowUpMessage,
  OpenedLink,
  UploadedFile,
} from "./model/chatgpt-model.js";
export { createMcpAppsHost, initialHostContext, DEFAULT_HOST_CAPABILITIES } from "./jsdom/mcp-apps-host.js";
export type { MaybePromise } from "./model/tools.js";
export type {
  McpAppsHost,
  McpAppsHostOptions,
  McpAppsHandlers,
  RecordedNotification,
  RecordedRequest,
} from "./jsdom/mcp-apps-host.js";
export { AppToolsNotDeclaredError } from "./model/app-tools.js";
export { HostShowsNoWidgetError } from "./model/host-shows-no-widget.js";
export type { AppToolDefinition, AppToolResult, AppToolsMethod, AppToolsRefusal } from "./model/app-tools.js";
export { portTransport } from "./model/port-transport.js";
export type { PortTransportTaps } from "./model/port-transport.js";
export {
  SET_GLOBALS_EVENT_TYPE,
  STATE_KEYS,
  CONTEXT_KEYS,
  GLOBAL_KEYS,
  RUNTIME_FUNCTIONS,
  EXTENSION_FUNCTIONS,
  createOpenAiObject,
  applyGlobals,
  dispatchSetGlobals,
} from "./model/openai-object.js";
export type {
  GlobalKey,
  OpenAi,
  OpenAiApi,
  OpenAiFunction,
  OpenAiGlobals,
  OpenAiObjectInit,
  RuntimeFunction,
  ExtensionFunction,
} from "./model/openai-object.js";
export type { CallLog, CallRecord } from "./model/call-log.js";
export type { ToolHandler, ToolMap } from "./model/tools.js";
export { cleanup } from "./jsdom/cleanup.js";
export { renderWidget } from "./jsdom/render-widget.js";
export type { HostMode, RenderWidgetOptions, RenderWidgetResult } from "./jsdom/render-widget-types.js";
