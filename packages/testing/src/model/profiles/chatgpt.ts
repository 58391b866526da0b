/** ChatGPT: on the web, on mobile (pip becomes fullscreen), and inside a modal. */
import {
  APPS_SDK_REFERENCE,
  CHATGPT_RELOAD_REPLAY,
  MCP_APPS_IN_CHATGPT,
  SKYBRIDGE_OPENAI_TYPES,
  UNKNOWN,
} from "../profile-sources.js";
import { defineProfile, standIn } from "../profile-define.js";
import type { HostProfile } from "../profile-types.js";

export const chatgpt: HostProfile = defineProfile({
  id: "chatgpt",
  name: "ChatGPT (web)",
  group: "chatgpt",
  description: "ChatGPT on the web: window.openai in the frame and the MCP Apps bridge beside it.",
  rendersUi: true,
  hostInfo: { name: "chatgpt-like", version: "1.0.0" },
  openai: true,
  capabilities: {
    openLinks: {},
    serverTools: {},
    serverResources: {},
    updateModelContext: { text: {}, structuredContent: {} },
    message: { text: {} },
  },
  answersUnadvertised: [],
  refusedMethods: [],
  hostContext: {
    theme: "light",
    displayMode: "inline",
    availableDisplayModes: ["inline", "fullscreen", "pip"],
    locale: "en-US",
    platform: "web",
    deviceCapabilities: { touch: false, hover: true },
    containerDimensions: { maxHeight: 500 },
    safeAreaInsets: { top: 0, right: 0, bottom: 0, left: 0 },
  },
  displayModes: ["inline", "fullscreen", "pip"],
  displayModeRefusal: "current-mode",
  coercedDisplayModes: {},
  container: { maxHeight: 500 },
  frameStorage: "available",
  reload: "replays-emptied-result",
  resourceUriKeys: ["ui.resourceUri", "openai/outputTemplate"],
  csp: "spec-default",
  sandbox: "not measured here",
  quirks: [
    "On reload the tool result is often replayed emptied (structuredContent {}, a text block of {}, no _meta), else not at all: treat {} as no data and keep what matters in widget state.",
    "window.openai.widgetState is kept by the host across reloads.",
  ],
  sources: {
    hostInfo: `${UNKNOWN}: ChatGPT's MCP Apps hostInfo was not captured (a stand-in name)`,
    capabilities: `${UNKNOWN}: not captured; the standard equivalents of what window.openai offers (${APPS_SDK_REFERENCE})`,
    answersUnadvertised: `${UNKNOWN}: not measured`,
    refusedMethods: `${MCP_APPS_IN_CHATGPT}: the bridge table (tool-input, tool-result, tools/call, ui/message, ui/update-model-context)`,
    hostContext: `${APPS_SDK_REFERENCE}: the context globals (theme, displayMode, maxHeight, safeArea, userAgent, locale) in MCP Apps form`,
    openai: `${APPS_SDK_REFERENCE}: window.openai holds ChatGPT's aliases and ChatGPT-only extensions`,
    displayModes: `${APPS_SDK_REFERENCE}: requestDisplayMode takes inline, pip or fullscreen`,
    displayModeRefusal: standIn(`${SKYBRIDGE_OPENAI_TYPES}: requestDisplayMode resolves {mode}, the mode granted`),
    container: `${UNKNOWN}: the maxHeight global exists (${APPS_SDK_REFERENCE}); its value is a stand-in`,
    frameStorage: standIn("not measured"),
    reload: CHATGPT_RELOAD_REPLAY,
    resourceUriKeys: `${MCP_APPS_IN_CHATGPT}; ${APPS_SDK_REFERENCE}: openai/outputTemplate is ChatGPT's alias of ui.resourceUri`,
    csp: `${APPS_SDK_REFERENCE}: ui.csp / openai/widgetCSP declare every domain the widget may reach`,
  },
});

export const chatgptMobile: HostProfile = defineProfile({
  ...chatgpt,
  id: "chatgpt-mobile",
  name: "ChatGPT (mobile)",
  description: "ChatGPT in the mobile app: a touch device, and picture-in-picture is always turned into fullscreen.",
  hostContext: {
    ...chatgpt.hostContext,
    platform: "mobile",
    deviceCapabilities: { touch: true, hover: false },
  },
  coercedDisplayModes: { pip: "fullscreen" },
  quirks: ["A request for pip is granted as fullscreen.", ...chatgpt.quirks],
  sources: {
    ...chatgpt.sources,
    hostContext: `${chatgpt.sources.hostContext}; platform mobile, touch and no hover for a phone`,
    displayModes: `${SKYBRIDGE_OPENAI_TYPES}: on mobile PiP is "always coerced to fullscreen"`,
  },
});

export const chatgptModal: HostProfile = defineProfile({
  ...chatgpt,
  id: "chatgpt-modal",
  name: "ChatGPT (modal open)",
  description:
    "A widget ChatGPT mounted through requestModal: window.openai.displayMode is modal and view.params carries the modal's params.",
  openaiView: { mode: "modal", params: { source: "requestModal" } },
  quirks: [
    'window.openai.displayMode is "modal" (not one of the three modes a widget may request) and view.params holds what requestModal passed.',
    ...chatgpt.quirks,
  ],
  sources: {
    ...chatgpt.sources,
    hostContext: `${UNKNOWN}: what the MCP Apps host context says in a modal (the web profile's here); window.openai has displayMode "modal" and view {mode, params} per ${SKYBRIDGE_OPENAI_TYPES}`,
  },
});
