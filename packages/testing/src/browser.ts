/**
 * `@hostbridge/testing/browser`: the fake ChatGPT host for real pages (playground, Playwright).
 * Frame side: `installOpenAiInFrame` (or the `frame-entry` script). Host page: `connectOpenAiFrame`.
 */
export { installOpenAiInFrame } from "./browser/browser-frame.js";
export type { OpenAiFrame } from "./browser/browser-frame.js";
export { connectOpenAiFrame } from "./browser/browser-host.js";
export type { ConnectOpenAiFrameOptions, OpenAiFrameHost } from "./browser/browser-host.js";
export { isCallEnvelope, isReplyEnvelope, isSetGlobalsEnvelope } from "./browser/frame-envelope.js";
export type {
  CallEnvelope,
  OpenAiEnvelope,
  OpenAiFrameInit,
  ReplyEnvelope,
  SetGlobalsEnvelope,
} from "./browser/frame-envelope.js";
export { SET_GLOBALS_EVENT_TYPE } from "./model/openai-object.js";
export { toolResultGlobals } from "./model/globals-defaults.js";
export type { OpenAi, OpenAiGlobals, OpenAiFunction } from "./model/openai-object.js";
export type { ChatGptHandlers } from "./model/chatgpt-model.js";
export type { CallRecord } from "./model/call-log.js";
export { connectMcpAppsFrame } from "./browser/browser-mcp-host.js";
export type { ConnectMcpAppsFrameOptions, McpAppsFrameHost } from "./browser/browser-mcp-host.js";
export type { McpAppsHandlers, McpAppsHostOptions } from "./jsdom/mcp-apps-host.js";
