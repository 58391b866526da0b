/** Editors and coding apps: VS Code, GitHub Copilot, Cursor and the Codex app. */
import {
  CANVAS_SIZE_ISSUE,
  CODEX_PANEL,
  CURSOR_LEGACY,
  EXT_APPS_PROBE_PRESETS,
  UNKNOWN,
  VSCODE_APPS,
  VSCODE_FLAT_KEY,
} from "../profile-sources.js";
import { defineProfile, notMeasured, standIn } from "../profile-define.js";
import type { HostProfile } from "../profile-types.js";
import { GENERIC_CAPABILITIES, GENERIC_CONTEXT, GENERIC_BEHAVIOUR } from "./reference.js";

/** A narrow editor pane with a small maxHeight: the numbers are stand-ins, the shape is documented. */
const NARROW_PANE = { width: 360, maxHeight: 400 };
const NARROW_PANE_SOURCE = `${UNKNOWN}: the numbers (${NARROW_PANE.width} px wide, ${NARROW_PANE.maxHeight} px high here are stand-ins); ${CANVAS_SIZE_ISSUE}: editor panes give a narrow width (set by the side panel) and a maxHeight below the viewport`;

export const vscode: HostProfile = defineProfile({
  id: "vscode",
  name: "VS Code",
  group: "editors",
  description: "VS Code's chat: inline only, in a narrow pane with a small maxHeight; reads the flat _meta key.",
  rendersUi: true,
  hostInfo: { name: "vscode", version: "1.0.0" },
  openai: false,
  capabilities: GENERIC_CAPABILITIES,
  answersUnadvertised: [],
  refusedMethods: [],
  hostContext: {
    ...GENERIC_CONTEXT,
    availableDisplayModes: ["inline"],
    containerDimensions: { maxWidth: NARROW_PANE.width, maxHeight: NARROW_PANE.maxHeight },
  },
  displayModes: ["inline"],
  displayModeRefusal: "inline",
  coercedDisplayModes: {},
  container: NARROW_PANE,
  frameStorage: "available",
  reload: "resends-result",
  resourceUriKeys: ["ui/resourceUri"],
  csp: "unmeasured",
  sandbox: "overlay webviews, behind the chat.mcp.apps.enabled setting",
  quirks: [
    'Inline only: ui/request-display-mode answers {mode: "inline"}.',
    "A narrow pane and a maxHeight below the viewport: the widget must fit both.",
    'Required the flat _meta["ui/resourceUri"].',
    "MCP Apps are off unless chat.mcp.apps.enabled is set.",
  ],
  sources: {
    hostInfo: `${UNKNOWN}: not captured (a stand-in name)`,
    capabilities: standIn("not captured"),
    answersUnadvertised: `${UNKNOWN}: not measured`,
    refusedMethods: `${VSCODE_APPS}: ui/request-display-mode is answered`,
    hostContext: standIn("not captured; inline only and the narrow pane as below"),
    openai: "VS Code speaks MCP Apps only",
    displayModes: `${VSCODE_APPS}: inline only`,
    displayModeRefusal: `${VSCODE_APPS}: ui/request-display-mode answers {mode:'inline'}`,
    container: NARROW_PANE_SOURCE,
    ...notMeasured("frameStorage", "reload"),
    resourceUriKeys: `${VSCODE_FLAT_KEY}: VS Code required the flat key`,
    csp: `${UNKNOWN}: not measured; overlay webviews per ${VSCODE_APPS}`,
  },
});

export const githubCopilot: HostProfile = defineProfile({
  id: "github-copilot",
  name: "GitHub Copilot",
  group: "editors",
  description:
    "GitHub Copilot: only ping, tools/call, open-link and message; everything else is answered -32601 (no download-file).",
  rendersUi: true,
  hostInfo: { name: "github-copilot", version: "1.0.0" },
  openai: false,
  capabilities: { openLinks: {}, serverTools: {}, message: { text: {} } },
  answersUnadvertised: [],
  refusedMethods: [
    "tools/list",
    "resources/read",
    "ui/request-display-mode",
    "ui/update-model-context",
    "ui/download-file",
  ],
  hostContext: { ...GENERIC_CONTEXT, availableDisplayModes: [] },
  displayModes: [],
  displayModeRefusal: "method-not-found",
  coercedDisplayModes: {},
  container: { maxHeight: 500 },
  frameStorage: "available",
  reload: "resends-result",
  resourceUriKeys: ["ui.resourceUri"],
  csp: "unmeasured",
  sandbox: "not measured",
  quirks: [
    "Only ping, tools/call, ui/open-link and ui/message: resources, display modes, model context and downloads are answered -32601.",
  ],
  sources: {
    hostInfo: `${UNKNOWN}: not captured (a stand-in name)`,
    capabilities: `${EXT_APPS_PROBE_PRESETS}: the copilot preset expects ping, tools/call, open-link and message`,
    answersUnadvertised: `${UNKNOWN}: not measured`,
    refusedMethods: `${EXT_APPS_PROBE_PRESETS}: the copilot preset expects ui/download-file absent and none of the others`,
    hostContext: standIn("not captured; no display modes as the preset has no request-display-mode"),
    openai: "Copilot speaks MCP Apps only",
    displayModes: `${EXT_APPS_PROBE_PRESETS}: no request-display-mode`,
    displayModeRefusal: `${EXT_APPS_PROBE_PRESETS}: no request-display-mode, so -32601`,
    ...notMeasured("container", "frameStorage", "reload", "resourceUriKeys"),
    csp: `${UNKNOWN}: not measured`,
  },
});

export const cursor: HostProfile = defineProfile({
  ...vscode,
  id: "cursor",
  name: "Cursor",
  description:
    "Cursor's editor pane: narrow, with a maxHeight below the viewport; tested with MCP-UI's legacy messages too.",
  hostInfo: { name: "cursor", version: "1.0.0" },
  hostContext: {
    ...GENERIC_CONTEXT,
    containerDimensions: { maxWidth: NARROW_PANE.width, maxHeight: NARROW_PANE.maxHeight },
  },
  displayModes: ["inline", "fullscreen", "pip"],
  displayModeRefusal: "current-mode",
  resourceUriKeys: ["ui.resourceUri"],
  sandbox: "not measured",
  quirks: [
    "A narrow pane and a maxHeight below the viewport: the widget must fit both.",
    "Toolkits test it with the JSON-RPC bridge plus MCP-UI's legacy ready/resize messages: whether it needs them is not known.",
  ],
  sources: {
    ...vscode.sources,
    refusedMethods: standIn("not measured"),
    hostContext: standIn("not captured; the narrow pane as below"),
    openai: "Cursor speaks MCP Apps (and MCP-UI's older messages)",
    ...notMeasured("displayModes", "displayModeRefusal"),
    resourceUriKeys: standIn(`not measured; ${CURSOR_LEGACY} tests it with the bridge plus legacy ready/resize`),
    csp: `${UNKNOWN}: not measured`,
  },
});

export const codex: HostProfile = defineProfile({
  ...GENERIC_BEHAVIOUR,
  id: "codex",
  name: "Codex app",
  group: "editors",
  description: "OpenAI's Codex app renders MCP Apps, also in an expanded side panel that can go blank at some widths.",
  hostInfo: { name: "codex", version: "1.0.0" },
  csp: "unmeasured",
  sandbox: "not measured",
  quirks: ["The expanded side panel goes blank at some widths while the Sources panel is pinned."],
  sources: {
    hostInfo: `${UNKNOWN}: not captured (a stand-in name)`,
    capabilities: standIn("not captured"),
    answersUnadvertised: `${UNKNOWN}: not measured`,
    refusedMethods: standIn("not measured"),
    hostContext: standIn("not captured"),
    openai: `${UNKNOWN}: whether window.openai exists there is not known (the profile has none)`,
    displayModes: standIn(`not measured; ${CODEX_PANEL} shows an expanded side panel`),
    displayModeRefusal: standIn("not measured"),
    container: standIn(`not measured; ${CODEX_PANEL}: blank at some widths with the Sources panel pinned`),
    ...notMeasured("frameStorage", "reload", "resourceUriKeys"),
    csp: `${UNKNOWN}: not measured`,
  },
});
