/** Desktop agents: Goose. */
import {
  CANVAS_SIZE_ISSUE,
  GOOSE_MODES,
  GOOSE_PERMISSIONS,
  GOOSE_VIEWPORT,
  MCP_UI_HOST_INFO,
  UNKNOWN,
} from "../profile-sources.js";
import { defineProfile, notMeasured, standIn } from "../profile-define.js";
import type { HostProfile } from "../profile-types.js";
import { GENERIC_CAPABILITIES, GENERIC_CONTEXT } from "./reference.js";

const { containerDimensions: _standard, ...withoutContainer } = GENERIC_CONTEXT;

export const goose: HostProfile = defineProfile({
  id: "goose",
  name: "Goose",
  group: "agents",
  description:
    "Goose: fullscreen and pip, but it sent viewport instead of containerDimensions and ignored the width of size reports.",
  rendersUi: true,
  hostInfo: { name: "MCP-UI Host", version: "1.0.0" },
  openai: false,
  capabilities: GENERIC_CAPABILITIES,
  answersUnadvertised: [],
  refusedMethods: [],
  // Goose's `viewport` (an older draft's key) instead of containerDimensions; the size is a stand-in.
  hostContext: { ...withoutContainer, viewport: { width: 760, height: 500 } },
  displayModes: ["inline", "fullscreen", "pip"],
  displayModeRefusal: "current-mode",
  coercedDisplayModes: {},
  container: { width: 760, maxHeight: 500 },
  frameStorage: "available",
  reload: "resends-result",
  resourceUriKeys: ["ui.resourceUri"],
  csp: "unmeasured",
  sandbox: "ui.permissions are mapped to the frame's allow attribute",
  quirks: [
    "Sends hostContext.viewport instead of containerDimensions: a widget reading only containerDimensions gets no size.",
    "Ignores the width of ui/notifications/size-changed.",
    "Fullscreen hides the chat.",
    'Its @mcp-ui/client AppRenderer says hostInfo {name: "MCP-UI Host"}: the host cannot be told apart by name.',
  ],
  sources: {
    hostInfo: `${MCP_UI_HOST_INFO}: AppRenderer hard-coded hostInfo {name:'MCP-UI Host'} (version a stand-in)`,
    capabilities: standIn("not captured"),
    answersUnadvertised: `${UNKNOWN}: not measured`,
    refusedMethods: `${GOOSE_MODES}: ui/request-display-mode is answered`,
    hostContext: `${GOOSE_VIEWPORT}: viewport sent instead of containerDimensions (the rest, and the numbers, stand-ins)`,
    openai: "Goose speaks MCP Apps only",
    displayModes: `${GOOSE_MODES}: fullscreen and pip added; ${CANVAS_SIZE_ISSUE}: its fullscreen hides the chat`,
    displayModeRefusal: standIn("not measured"),
    container: standIn(`the numbers are not measured; ${GOOSE_VIEWPORT}: width of size-changed ignored`),
    ...notMeasured("frameStorage", "reload", "resourceUriKeys"),
    csp: `${UNKNOWN}: not measured; permissions to allow per ${GOOSE_PERMISSIONS}`,
  },
});
