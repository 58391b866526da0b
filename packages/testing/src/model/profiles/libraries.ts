/** Host libraries other apps embed: CopilotKit, assistant-ui, LibreChat and MCP-UI's AppRenderer. */
import {
  ASSISTANT_UI_CONTEXT,
  COPILOTKIT_GAPS,
  LIBRECHAT_APPS,
  MCP_UI_HOST_INFO,
  MEASURED_FOREIGN_HOSTS,
  MEASURED_THIRD_PARTY,
  UNKNOWN,
} from "../profile-sources.js";
import { defineProfile, notMeasured, standIn } from "../profile-define.js";
import type { HostProfile } from "../profile-types.js";
import { GENERIC_CAPABILITIES, GENERIC_CONTEXT, GENERIC_BEHAVIOUR } from "./reference.js";

const { updateModelContext: _noModelContext, ...withoutModelContext } = GENERIC_CAPABILITIES;
const { theme: _noTheme, styles: _noStyles, ...withoutTheme } = GENERIC_CONTEXT;

export const copilotkit: HostProfile = defineProfile({
  id: "copilotkit",
  name: "CopilotKit",
  group: "libraries",
  description: "CopilotKit's React host on the AppBridge: no display modes, no model context, no theme.",
  rendersUi: true,
  hostInfo: { name: "copilotkit", version: "1.0.0" },
  openai: false,
  capabilities: withoutModelContext,
  answersUnadvertised: [],
  refusedMethods: ["ui/request-display-mode", "ui/update-model-context"],
  hostContext: { ...withoutTheme, availableDisplayModes: [] },
  displayModes: [],
  displayModeRefusal: "method-not-found",
  coercedDisplayModes: {},
  container: { maxHeight: 500 },
  frameStorage: "available",
  reload: "resends-result",
  resourceUriKeys: ["ui.resourceUri"],
  csp: "unmeasured",
  sandbox: "the official AppBridge's; not measured",
  quirks: [
    "No ui/request-display-mode (a pull request is open; pip would fall back to inline) and no ui/update-model-context: both -32601.",
    "No theme propagation: the widget gets no theme or style variables.",
  ],
  sources: {
    hostInfo: `${UNKNOWN}: not captured (a stand-in name)`,
    capabilities: standIn(`not captured; without updateModelContext per ${COPILOTKIT_GAPS}`),
    answersUnadvertised: `${UNKNOWN}: not measured`,
    refusedMethods: `${COPILOTKIT_GAPS}: request-display-mode (PR #6834 open) and update-model-context missing`,
    hostContext: standIn(`not captured; no theme per ${COPILOTKIT_GAPS}`),
    openai: "CopilotKit hosts MCP Apps only",
    displayModes: `${COPILOTKIT_GAPS}: no request-display-mode`,
    displayModeRefusal: `${COPILOTKIT_GAPS}: the method is missing, so -32601`,
    ...notMeasured("container", "frameStorage", "reload", "resourceUriKeys"),
    csp: `${UNKNOWN}: not measured`,
  },
});

export const assistantUi: HostProfile = defineProfile({
  ...copilotkit,
  id: "assistant-ui",
  name: "assistant-ui",
  description:
    "assistant-ui: one host context per renderer, so every app on screen is told the same display mode; no display modes, no model context.",
  hostInfo: { name: "assistant-ui", version: "1.0.0" },
  hostContext: { ...GENERIC_CONTEXT, availableDisplayModes: [] },
  quirks: [
    "hostContext is set per renderer, not per app: every app on screen is told the same displayMode.",
    "No ui/request-display-mode and no ui/update-model-context: both -32601.",
  ],
  sources: {
    ...copilotkit.sources,
    capabilities: standIn("not captured; without updateModelContext as below"),
    refusedMethods: `${UNKNOWN}: the project's issue 21 says it lacks display modes and model context; the field research names only the per-renderer context (${ASSISTANT_UI_CONTEXT})`,
    hostContext: `${UNKNOWN}: its fields are stand-ins; one context per renderer per ${ASSISTANT_UI_CONTEXT}`,
    openai: "assistant-ui hosts MCP Apps only",
    displayModes: "as refusedMethods",
    displayModeRefusal: "as refusedMethods",
  },
});

export const librechat: HostProfile = defineProfile({
  ...GENERIC_BEHAVIOUR,
  id: "librechat",
  name: "LibreChat",
  group: "libraries",
  description: "LibreChat's MCP Apps (an open pull request): the CSP is a <meta> tag injected into the widget's HTML.",
  hostInfo: { name: "librechat", version: "1.0.0" },
  csp: "meta-tag",
  sandbox: "ui.permissions are mapped to the frame's allow attribute",
  quirks: [
    "Not released: MCP Apps support is an open pull request.",
    "The CSP is a <meta> tag injected into the HTML: scripts that run before it are not restricted.",
  ],
  sources: {
    hostInfo: `${UNKNOWN}: not captured (a stand-in name)`,
    capabilities: standIn("not captured"),
    answersUnadvertised: `${UNKNOWN}: not measured`,
    refusedMethods: standIn("not measured"),
    hostContext: standIn("not captured"),
    openai: "LibreChat hosts MCP Apps only",
    ...notMeasured("displayModes", "displayModeRefusal", "container", "frameStorage", "reload", "resourceUriKeys"),
    csp: `${LIBRECHAT_APPS}: CSP by an injected <meta> tag (review found early scripts could run before it); permissions mapped to allow`,
  },
});

export const mcpUi: HostProfile = defineProfile({
  id: "mcp-ui",
  name: "MCP-UI AppRenderer",
  group: "libraries",
  description:
    "@mcp-ui/client's AppRenderer: tools, resources and links only; a context of theme alone, no display modes.",
  rendersUi: true,
  hostInfo: { name: "MCP-UI Host", version: "1.0.0" },
  openai: false,
  capabilities: { openLinks: {}, serverTools: {}, serverResources: {} },
  answersUnadvertised: ["message", "logging"],
  refusedMethods: ["ui/update-model-context"],
  hostContext: { theme: "light" },
  displayModes: [],
  displayModeRefusal: "current-mode",
  coercedDisplayModes: {},
  container: {},
  frameStorage: "available",
  reload: "frame-not-restored",
  resourceUriKeys: ["ui.resourceUri"],
  csp: "unmeasured",
  sandbox: "MCP-UI's sandbox proxy writes the HTML into an about:blank frame with document.write",
  quirks: [
    "A context of theme alone: no style variables, no display modes, no container size.",
    "Answers ui/message without advertising message; ui/update-model-context gets -32601.",
    "A reloaded widget frame stays empty.",
  ],
  sources: {
    hostInfo: `${MEASURED_THIRD_PARTY}: MCP-UI Host 1.0.0; ${MCP_UI_HOST_INFO}`,
    capabilities: `${MEASURED_THIRD_PARTY}: @mcp-ui/client 7.1.1 caps openLinks, serverTools, serverResources`,
    answersUnadvertised: `${MEASURED_THIRD_PARTY}: a raw ui/message answered {} and shown; notifications/message reached its log`,
    refusedMethods: `${MEASURED_FOREIGN_HOSTS}: ui/update-model-context answered -32601 No handler for method`,
    hostContext: `${MEASURED_THIRD_PARTY}: context {theme} only`,
    openai: "AppRenderer is a plain MCP Apps host",
    displayModes: `${MEASURED_FOREIGN_HOSTS}: no display modes offered (fullscreen and pip disabled)`,
    displayModeRefusal: standIn("no mode was asked for"),
    container: `${MEASURED_THIRD_PARTY}: no containerDimensions`,
    frameStorage: `${MEASURED_FOREIGN_HOSTS}: state stored per instance in the sandbox origin's localStorage`,
    reload: `${MEASURED_FOREIGN_HOSTS}: a frame reload leaves an empty frame (document.write into about:blank)`,
    resourceUriKeys: `${MEASURED_FOREIGN_HOSTS}: rendered from _meta.ui.resourceUri`,
    csp: `${UNKNOWN}: MCP-UI's own sandbox proxy; no CSP violation was seen`,
  },
});
