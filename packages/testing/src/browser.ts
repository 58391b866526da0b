/**
 * `@hostbridge/testing/browser`: the fake ChatGPT host for real pages (playground, Playwright).
 * Frame side: `installOpenAiInFrame` (or the `frame-entry` script). Host page: `connectOpenAiFrame`.
 */
export { installOpenAiInFrame } from "./browser-frame.js";
export type { OpenAiFrame } from "./browser-frame.js";
export { connectOpenAiFrame } from "./browser-host.js";
export type { ConnectOpenAiFrameOptions, OpenAiFrameHost } from "./browser-host.js";
export { isCallEnvelope, isReplyEnvelope, isSetGlobalsEnvelope } from "./frame-envelope.js";
export type {
  CallEnvelope,
  OpenAiEnvelope,
  OpenAiFrameInit,
  ReplyEnvelope,
  SetGlobalsEnvelope,
} from "./frame-envelope.js";
export { SET_GLOBALS_EVENT_TYPE } from "./openai-object.js";
export type { OpenAi, OpenAiGlobals, OpenAiFunction } from "./openai-object.js";
export type { ChatGptHandlers } from "./chatgpt-model.js";
export type { CallRecord } from "./call-log.js";
export { connectMcpAppsFrame } from "./browser-mcp-host.js";
export type { ConnectMcpAppsFrameOptions, McpAppsFrameHost } from "./browser-mcp-host.js";
export type { McpAppsHandlers, McpAppsHostOptions } from "./mcp-apps-host.js";
