/**
 * The sources the host profiles cite, one constant each, so a citation is written once. Issues and
 * pull requests are named with their first post's date, as the project's field research has them.
 */

/** The ui/initialize answers captured from hosts we ran (basic-host, MCP-UI, MCP Inspector), 2026-12-01. */
export const MEASURED_THIRD_PARTY = "measured run: ui/initialize answer captured from the host (2026-12-01)";
/** The demo widgets run in eight foreign hosts in Chromium, 2026-12-02. */
export const MEASURED_FOREIGN_HOSTS = "measured run: demo widgets in the host in Chromium (2026-12-02)";
/** The ext-apps bridge probe's host presets ("seeded from public docs and observations"). */
export const EXT_APPS_PROBE_PRESETS =
  "ext-apps src/probe/presets.ts @9d46bc7d (unreleased; 'seeded from public docs and observations')";
/** The Apps SDK reference. */
export const APPS_SDK_REFERENCE = "https://developers.openai.com/apps-sdk/reference";
/** OpenAI: MCP Apps in ChatGPT. */
export const MCP_APPS_IN_CHATGPT = "https://developers.openai.com/apps-sdk/mcp-apps-in-chatgpt";
/** skybridge's typing of window.openai (modal mode, mobile pip coerced to fullscreen). */
export const SKYBRIDGE_OPENAI_TYPES = "alpic-ai/skybridge packages/core/src/web/bridges/apps-sdk/types.ts @98c726be";
/** ChatGPT replays an emptied tool result on reload, or none. */
export const CHATGPT_RELOAD_REPLAY =
  "https://github.com/openai/openai-apps-sdk-examples/issues/195 (comment of 2026-08-01)";
/** Claude answers a refused pip with inline. */
export const CLAUDE_PIP_REFUSAL = "https://github.com/anthropics/claude-ai-mcp/issues/60 (2026-02-17)";
/** claude.ai needs the flat key, a fixed ui.domain and `initialized`. */
export const CLAUDE_FLAT_KEY = "https://github.com/teng-lin/notebooklm-py/pull/1891 (2026-07-15)";
/** Claude renders Apps only for remote connectors. */
export const CLAUDE_REMOTE_ONLY = "https://github.com/anthropics/claude-code/issues/88881 (2026-08-22)";
/** Claude Code advertises no UI. */
export const CLAUDE_CODE_NO_UI = "https://github.com/anthropics/claude-code/issues/95149 (2026-09-17)";
/** Display modes differ per host; editor panes are narrow with a small maxHeight. */
export const CANVAS_SIZE_ISSUE = "https://github.com/modelcontextprotocol/ext-apps/issues/688 (2026-06-11)";
/** A view broken after a tab reload in Claude. */
export const CLAUDE_RELOAD_ISSUE = "https://github.com/alpic-ai/skybridge/issues/985";
/** VS Code's MCP Apps: inline only. */
export const VSCODE_APPS = "https://github.com/microsoft/vscode/pull/290483 (2026-01-26)";
/** VS Code required the flat key. */
export const VSCODE_FLAT_KEY = "https://github.com/jongalloway/dotnet-mcp/pull/413 (2026-03-21)";
/** The Codex app renders MCP Apps in an expanded side panel. */
export const CODEX_PANEL = "https://github.com/openai/codex/issues/44156 (2026-09-09)";
/** Cursor was tested with the JSON-RPC bridge plus MCP-UI's legacy ready/resize messages. */
export const CURSOR_LEGACY = "https://mcp-toolkit.nuxt.dev/apps/testing-publishing";
/** Goose sent viewport instead of containerDimensions and ignored width. */
export const GOOSE_VIEWPORT = "https://github.com/aaif-goose/goose/issues/6366 (2026-01-06)";
/** Goose added fullscreen and pip. */
export const GOOSE_MODES = "https://github.com/aaif-goose/goose/pull/7312 (merged 2026-02-19)";
/** Goose maps ui.permissions to the iframe's allow. */
export const GOOSE_PERMISSIONS = "https://github.com/aaif-goose/goose/pull/6947";
/** MCP-UI's AppRenderer hard-codes its hostInfo. */
export const MCP_UI_HOST_INFO = "https://github.com/MCP-UI-Org/mcp-ui/issues/175";
/** CopilotKit's host: no display modes, no model context, no theme. */
export const COPILOTKIT_GAPS = "https://github.com/CopilotKit/CopilotKit/issues/6824";
/** assistant-ui: one host context per renderer. */
export const ASSISTANT_UI_CONTEXT = "https://github.com/assistant-ui/assistant-ui/issues/6241";
/** LibreChat's MCP Apps pull request (open). */
export const LIBRECHAT_APPS = "https://github.com/danny-avila/LibreChat/pull/13831 (open, 2026-06-30)";
/** The Inspector v2 added styles, displayMode, availableDisplayModes and containerDimensions. */
export const INSPECTOR_CONTEXT = "https://github.com/modelcontextprotocol/inspector/issues/1567 (closed 2026-07)";
/** The MCP Apps spec. */
export const SPEC = "the MCP Apps spec (ext-apps 2.0.4, protocol 2026-01-26)";

/** The prefix of a fact nobody has established; the value then is a stand-in, said where it comes from. */
export const UNKNOWN = "unknown";
