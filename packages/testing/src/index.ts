export { createChatGptHost } from "./chatgpt-host.js";
export type { ChatGptHost, ChatGptHostOptions } from "./chatgpt-host.js";
export {
  DEFAULT_FILE_LIBRARY,
  DEFAULT_MAX_HEIGHT,
  DEFAULT_CONVERSATION_URL,
  initialGlobals,
  toolResultGlobals,
  userAgentFor,
} from "./globals-defaults.js";
export type {
  ChatGptActivity,
  ChatGptHandlers,
  ChatGptOptions,
  FollowUpMessage,
  OpenedLink,
  UploadedFile,
} from "./chatgpt-model.js";
export { createMcpAppsHost, initialHostContext, DEFAULT_HOST_CAPABILITIES } from "./mcp-apps-host.js";
export type {
  MaybePromise,
  McpAppsHost,
  McpAppsHostOptions,
  McpAppsHandlers,
  RecordedNotification,
  RecordedRequest,
} from "./mcp-apps-host.js";
export { portTransport } from "./port-transport.js";
export type { PortTransportTaps } from "./port-transport.js";
export {
  SET_GLOBALS_EVENT_TYPE,
  STATE_KEYS,
  CONTEXT_KEYS,
  GLOBAL_KEYS,
  RUNTIME_FUNCTIONS,
  createOpenAiObject,
  applyGlobals,
  dispatchSetGlobals,
} from "./openai-object.js";
export type {
  GlobalKey,
  OpenAi,
  OpenAiApi,
  OpenAiFunction,
  OpenAiGlobals,
  OpenAiObjectInit,
  RuntimeFunction,
} from "./openai-object.js";
export type { CallLog, CallRecord } from "./call-log.js";
export type { ToolHandler, ToolMap } from "./tools.js";
export { cleanup } from "./cleanup.js";
export { renderWidget } from "./render-widget.js";
export type { HostMode, RenderWidgetOptions, RenderWidgetResult } from "./render-widget-types.js";
