/** Anthropic's hosts: claude.ai, Claude Desktop and Claude Code (which shows no UI). */
import {
  CANVAS_SIZE_ISSUE,
  CLAUDE_CODE_NO_UI,
  CLAUDE_FLAT_KEY,
  CLAUDE_PIP_REFUSAL,
  CLAUDE_RELOAD_ISSUE,
  CLAUDE_REMOTE_ONLY,
  EXT_APPS_PROBE_PRESETS,
  UNKNOWN,
} from "../profile-sources.js";
import { defineProfile, standIn } from "../profile-define.js";
import type { HostProfile } from "../profile-types.js";
import { GENERIC_CONTEXT } from "./reference.js";

export const claudeAi: HostProfile = defineProfile({
  id: "claude-ai",
  name: "claude.ai",
  group: "claude",
  description:
    "claude.ai (web and Android): reads the flat _meta key, answers a pip request with inline, renders Apps only for remote connectors.",
  rendersUi: true,
  hostInfo: { name: "claude-ai", version: "1.0.0" },
  openai: false,
  capabilities: { openLinks: {}, serverTools: {}, serverResources: {}, message: { text: {} } },
  answersUnadvertised: [],
  refusedMethods: [],
  hostContext: { ...GENERIC_CONTEXT, availableDisplayModes: ["inline", "fullscreen"] },
  displayModes: ["inline", "fullscreen"],
  displayModeRefusal: "inline",
  coercedDisplayModes: {},
  container: { maxHeight: 500 },
  frameStorage: "available",
  reload: "resends-result",
  resourceUriKeys: ["ui/resourceUri"],
  csp: "spec-default",
  sandbox:
    'the frame\'s origin is ui.domain = sha256(<server url>+"/mcp")[:32].claudemcpcontent.com; a file picker and a cross-origin upload worked in it',
  quirks: [
    'A refused display mode (pip) is answered {mode: "inline"} with no error: ask only for modes in availableDisplayModes.',
    'Reads the flat _meta["ui/resourceUri"]: put it beside _meta.ui.resourceUri.',
    'Needs ui.domain of the form sha256(url+"/mcp")[:32].claudemcpcontent.com and ui/notifications/initialized sent unconditionally, or the widget shows nothing.',
    "Renders Apps only for remote connectors: a local or config-file server (even HTTP on localhost) shows text.",
    "Fullscreen overlays the chat.",
  ],
  sources: {
    hostInfo: `${UNKNOWN}: not captured (a stand-in name)`,
    capabilities: `${UNKNOWN}: not captured; these are the methods ${EXT_APPS_PROBE_PRESETS} expects of claude-desktop (ping, tools/list, tools/call, resources/read, open-link, message)`,
    answersUnadvertised: `${UNKNOWN}: not measured`,
    refusedMethods: `${CLAUDE_PIP_REFUSAL}: ui/request-display-mode is answered (pip with inline)`,
    hostContext: standIn("not captured; fullscreen without pip as the display modes say"),
    openai: "Claude speaks MCP Apps only",
    displayModes: `${CANVAS_SIZE_ISSUE}: Claude's fullscreen overlays the chat; ${CLAUDE_PIP_REFUSAL}: pip refused`,
    displayModeRefusal: `${CLAUDE_PIP_REFUSAL}: pip answered {mode:"inline"} with no error`,
    container: standIn("not measured"),
    frameStorage: standIn("not measured (the frame has a fixed per-server origin)"),
    reload: standIn(`not measured; a view broken after a tab reload in Claude: ${CLAUDE_RELOAD_ISSUE}`),
    resourceUriKeys: `${CLAUDE_FLAT_KEY}, citing ext-apps#671: claude.ai reads the flat key`,
    csp: standIn(`not measured; ui.domain form from ${CLAUDE_FLAT_KEY}; remote connectors only: ${CLAUDE_REMOTE_ONLY}`),
  },
});

export const claudeDesktop: HostProfile = defineProfile({
  ...claudeAi,
  id: "claude-desktop",
  name: "Claude Desktop",
  description:
    "Claude Desktop: like claude.ai, but (per the ext-apps probe preset) no display-mode requests and no model context.",
  hostInfo: { name: "claude-desktop", version: "1.0.0" },
  refusedMethods: ["ui/request-display-mode", "ui/update-model-context"],
  hostContext: { ...GENERIC_CONTEXT, availableDisplayModes: [] },
  displayModes: [],
  displayModeRefusal: "method-not-found",
  quirks: [
    "Answers ui/request-display-mode and ui/update-model-context with -32601: the widget stays inline and its model context goes nowhere.",
    ...claudeAi.quirks.filter(
      (quirk) => !quirk.startsWith("A refused display mode") && quirk !== "Fullscreen overlays the chat.",
    ),
  ],
  sources: {
    ...claudeAi.sources,
    refusedMethods: `${EXT_APPS_PROBE_PRESETS}: the claude-desktop preset expects neither request-display-mode nor update-model-context (that it answers -32601 is the preset's reading, not a captured answer)`,
    displayModes: `${EXT_APPS_PROBE_PRESETS}: no request-display-mode`,
    displayModeRefusal: `${EXT_APPS_PROBE_PRESETS}: no request-display-mode, so -32601`,
  },
});

export const claudeCode: HostProfile = defineProfile({
  ...claudeAi,
  id: "claude-code",
  name: "Claude Code",
  description: "Claude Code advertises no MCP Apps UI: the user sees the tool result's text, never the widget.",
  rendersUi: false,
  hostInfo: { name: "claude-code", version: "1.0.0" },
  capabilities: {},
  refusedMethods: [],
  hostContext: {},
  displayModes: [],
  displayModeRefusal: "method-not-found",
  container: {},
  frameStorage: "none",
  reload: "sends-nothing",
  resourceUriKeys: [],
  quirks: [
    "Shows no widget: the tool result's text content is all the user sees, so make it a complete answer on its own.",
  ],
  sources: {
    hostInfo: `${UNKNOWN}: not captured (a stand-in name)`,
    capabilities: `${CLAUDE_CODE_NO_UI}: the client advertises no io.modelcontextprotocol/ui extension`,
    answersUnadvertised: "not applicable: no widget frame",
    refusedMethods: "not applicable: no widget frame",
    hostContext: "not applicable: no widget frame",
    openai: "not applicable: no widget frame",
    displayModes: "not applicable: no widget frame",
    displayModeRefusal: "not applicable: no widget frame",
    container: "not applicable: no widget frame",
    frameStorage: "not applicable: no widget frame",
    reload: "not applicable: no widget frame",
    resourceUriKeys: `${CLAUDE_CODE_NO_UI}: it reads none (text only)`,
    csp: "not applicable: no widget frame",
  },
});
