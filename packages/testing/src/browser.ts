/**
 * `@hostbridge/testing/browser`: the fake hosts for real pages (playground, Playwright, a dev host).
 * Frame side: `installOpenAiInFrame` (or the `frame-entry` script). Host page: `connectOpenAiFrame`,
 * `connectMcpAppsFrame`, and `toolResultGlobals` for a page that builds its own globals. The
 * envelope the two `window.openai` sides exchange is documented in the README, not exported.
 */
export { installOpenAiInFrame } from "./browser/browser-frame.js";
export type { OpenAiFrame } from "./browser/browser-frame.js";
export { connectOpenAiFrame } from "./browser/browser-host.js";
export type { ConnectOpenAiFrameOptions, OpenAiFrameHost } from "./browser/browser-host.js";
export type { OpenAiFrameInit } from "./browser/frame-envelope.js";
export { toolResultGlobals } from "./model/globals-defaults.js";
export type { OpenAi, OpenAiGlobals, OpenAiFunction } from "./model/openai-object.js";
export type { ChatGptHandlers } from "./model/chatgpt-model.js";
export type { CallRecord } from "./model/call-log.js";
export { connectMcpAppsFrame } from "./browser/browser-mcp-host.js";
export type { ConnectMcpAppsFrameOptions, McpAppsFrameHost } from "./browser/browser-mcp-host.js";
export type { McpAppsHandlers, McpAppsHostOptions } from "./jsdom/mcp-apps-host.js";
