/** Reference hosts: the generic spec host, the ext-apps basic-host and the MCP Inspector. */
import type { McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import { STANDARD_STYLE_VARIABLES, styleVariableSubset } from "../host-style-variables.js";
import { INSPECTOR_CONTEXT, MEASURED_FOREIGN_HOSTS, MEASURED_THIRD_PARTY, SPEC, UNKNOWN } from "../profile-sources.js";
import { defineProfile, standIn } from "../profile-define.js";
import type { HostProfile } from "../profile-types.js";

/** Every capability the generic host serves (sampling excluded): the stand-in where a host's are unknown. */
export const GENERIC_CAPABILITIES: McpUiHostCapabilities = {
  openLinks: {},
  downloadFile: {},
  serverTools: {},
  serverResources: {},
  logging: {},
  updateModelContext: { text: {}, structuredContent: {} },
  message: { text: {} },
};

/** The generic host's full context: the stand-in where a host's context is unknown. */
export const GENERIC_CONTEXT: McpUiHostContext = {
  theme: "light",
  styles: { variables: { ...STANDARD_STYLE_VARIABLES } },
  displayMode: "inline",
  availableDisplayModes: ["inline", "fullscreen", "pip"],
  locale: "en-US",
  timeZone: "UTC",
  platform: "web",
  deviceCapabilities: { touch: false, hover: true },
  containerDimensions: { maxHeight: 500 },
  safeAreaInsets: { top: 0, right: 0, bottom: 0, left: 0 },
};

/** How the generic spec host behaves: the stand-in for a host whose behaviour nobody measured. */
export const GENERIC_BEHAVIOUR = {
  rendersUi: true,
  openai: false,
  capabilities: GENERIC_CAPABILITIES,
  answersUnadvertised: [],
  refusedMethods: [],
  hostContext: GENERIC_CONTEXT,
  displayModes: ["inline", "fullscreen", "pip"],
  displayModeRefusal: "current-mode",
  coercedDisplayModes: {},
  container: { maxHeight: 500 },
  frameStorage: "available",
  reload: "resends-result",
  resourceUriKeys: ["ui.resourceUri"],
} satisfies Partial<HostProfile>;

export const mcpApps: HostProfile = defineProfile({
  ...GENERIC_BEHAVIOUR,
  id: "mcp-apps",
  name: "Generic MCP Apps host",
  group: "reference",
  description: "A host that follows the MCP Apps spec to the letter and offers every capability.",
  hostInfo: { name: "hostbridge-fake-mcp-host", version: "0.1.0" },
  csp: "spec-default",
  sandbox: "a sandbox proxy on another origin, the widget in an inner frame (allow-scripts allow-same-origin)",
  quirks: [],
  sources: {
    hostInfo: "ours: the fake host's name",
    capabilities: `${SPEC}, McpUiHostCapabilities: every capability (sampling excluded)`,
    answersUnadvertised: "it advertises everything it answers",
    refusedMethods: "it answers every method it advertises",
    hostContext: `${SPEC}, section 4: every McpUiHostContext field but toolInfo and userAgent`,
    openai: "MCP Apps defines no window.openai",
    displayModes: `${SPEC}: inline, fullscreen, pip`,
    displayModeRefusal: `${SPEC}: a mode the host cannot grant is answered with the current one`,
    container: "ours: a flexible frame up to 500 px high",
    frameStorage: "the spec does not say; the generic host's sandbox origin has storage",
    reload: "the spec does not say; the generic host restores a reloaded widget (tool input and result again)",
    resourceUriKeys: `${SPEC}: _meta.ui.resourceUri`,
    csp: `${SPEC}, 5.1: the default CSP hosts MUST use`,
  },
});

export const basicHost: HostProfile = defineProfile({
  id: "basic-host",
  name: "ext-apps basic-host",
  group: "reference",
  description:
    "The ext-apps example host: standard style variables and fullscreen, no follow-up messages, no logging, no toolInfo.",
  rendersUi: true,
  hostInfo: { name: "MCP Apps Host", version: "1.0.0" },
  openai: false,
  capabilities: {
    openLinks: {},
    serverTools: { listChanged: true },
    serverResources: { listChanged: true },
    updateModelContext: { text: {} },
  },
  answersUnadvertised: ["message", "logging"],
  refusedMethods: [],
  hostContext: {
    theme: "light",
    styles: { variables: { ...STANDARD_STYLE_VARIABLES } },
    displayMode: "inline",
    availableDisplayModes: ["inline", "fullscreen"],
    platform: "web",
    containerDimensions: { maxHeight: 6000 },
  },
  displayModes: ["inline", "fullscreen"],
  displayModeRefusal: "current-mode",
  coercedDisplayModes: {},
  container: { maxHeight: 6000 },
  frameStorage: "available",
  reload: "frame-not-restored",
  resourceUriKeys: ["ui.resourceUri"],
  csp: "unmeasured",
  sandbox: "its sandbox proxy writes the HTML into an about:blank frame with document.write",
  quirks: [
    "A reloaded widget frame stays empty: the proxy wrote the HTML into it once.",
    "Answers ui/message without advertising message.",
  ],
  sources: {
    hostInfo: `${MEASURED_THIRD_PARTY}: hostInfo MCP Apps Host 1.0.0`,
    capabilities: `${MEASURED_THIRD_PARTY}: openLinks, serverTools{listChanged}, serverResources{listChanged}, updateModelContext{text}; no message, no logging`,
    answersUnadvertised: `${MEASURED_THIRD_PARTY}: a raw ui/message answered {} and shown; notifications/message reached its log`,
    refusedMethods: `${MEASURED_FOREIGN_HOSTS}: every standard call the demo widgets make was answered`,
    hostContext: `${MEASURED_THIRD_PARTY}: 76 style variables, maxHeight 6000, platform web; no toolInfo, locale or timeZone (style values here are ours)`,
    openai: "basic-host is a plain MCP Apps host",
    displayModes: `${MEASURED_FOREIGN_HOSTS}: inline and fullscreen offered, fullscreen granted; no pip`,
    displayModeRefusal: standIn("no refused mode was asked for"),
    container: `${MEASURED_THIRD_PARTY}: containerDimensions.maxHeight 6000`,
    frameStorage: `${MEASURED_FOREIGN_HOSTS}: state stored per instance in the sandbox origin's localStorage`,
    reload: `${MEASURED_FOREIGN_HOSTS}: a frame reload leaves an empty frame (document.write into about:blank)`,
    resourceUriKeys: `${MEASURED_FOREIGN_HOSTS}: rendered from _meta.ui.resourceUri`,
    csp: `${UNKNOWN}: no CSP violation was seen with the demo widgets; the policy was not measured`,
  },
});

export const mcpInspector: HostProfile = defineProfile({
  id: "mcp-inspector",
  name: "MCP Inspector",
  group: "reference",
  description: "The MCP Inspector's Apps tab: downloads and logging, but no follow-up messages and no model context.",
  rendersUi: true,
  hostInfo: { name: "MCP Inspector", version: "2.0.0" },
  openai: false,
  capabilities: {
    openLinks: {},
    downloadFile: {},
    serverTools: {},
    serverResources: {},
    logging: {},
    sandbox: { csp: {} },
  },
  answersUnadvertised: ["message"],
  refusedMethods: ["ui/update-model-context"],
  hostContext: {
    theme: "light",
    styles: { variables: styleVariableSubset(26) },
    displayMode: "inline",
    availableDisplayModes: ["inline", "fullscreen"],
    containerDimensions: { maxWidth: 392, maxHeight: 650 },
  },
  displayModes: ["inline", "fullscreen"],
  displayModeRefusal: "current-mode",
  coercedDisplayModes: {},
  container: { width: 392, maxHeight: 650 },
  frameStorage: "none",
  reload: "sends-nothing",
  resourceUriKeys: ["ui.resourceUri"],
  csp: "unmeasured",
  sandbox: "an opaque-origin frame: localStorage throws SecurityError",
  quirks: [
    "The widget frame has an opaque origin: no storage, so widget state is lost on reload.",
    "After a frame reload it answers ui/initialize again but never re-sends the tool input or result.",
    "Answers ui/update-model-context with -32601 (Method not found).",
  ],
  sources: {
    hostInfo: `${MEASURED_THIRD_PARTY}: MCP Inspector 2.12.0 (hostInfo version here is ours)`,
    capabilities: `${MEASURED_THIRD_PARTY}: MCP Inspector 2.12.0 caps openLinks, downloadFile, serverTools, serverResources, logging, sandbox.csp; no message, no updateModelContext`,
    answersUnadvertised: `${MEASURED_FOREIGN_HOSTS}: ui/message answered {"result":{}}`,
    refusedMethods: `${MEASURED_FOREIGN_HOSTS}: ui/update-model-context answered -32601 Method not found`,
    hostContext: `${MEASURED_THIRD_PARTY}: 26 style variables (which 26 was not recorded: the first 26 standard names here), container 392x650; ${INSPECTOR_CONTEXT}`,
    openai: "the Inspector's Apps tab is a plain MCP Apps host",
    displayModes: `${MEASURED_FOREIGN_HOSTS}: fullscreen granted ({"mode":"fullscreen"}, 392x650 to 748x650)`,
    displayModeRefusal: standIn("no refused mode was asked for"),
    container: `${MEASURED_FOREIGN_HOSTS}: the frame 392x650 inline`,
    frameStorage: `${MEASURED_FOREIGN_HOSTS}: opaque-origin frame, localStorage SecurityError`,
    reload: `${MEASURED_FOREIGN_HOSTS}: 6 ui/initialize answers, 4 tool results; a reloaded widget waits on its skeleton`,
    resourceUriKeys: `${MEASURED_FOREIGN_HOSTS}: rendered from _meta.ui.resourceUri`,
    csp: `${UNKNOWN}: advertises sandbox.csp; the policy it applies was not measured`,
  },
});
