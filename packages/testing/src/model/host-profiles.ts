/**
 * `@hostbridge/testing/profiles`: what each host a widget will meet offers, as plain data (no DOM,
 * no React, no runtime imports). The jsdom fake (`createMcpAppsHost({ preset })`), the Playwright
 * fixtures and the dev host all read it, so a profile is written down once.
 *
 * Every fact carries a `sources` entry saying where it comes from: a measurement of the real host
 * (the ui/initialize answer it sent), the spec, or an assumption when nothing was measured.
 */
import type { McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import { STANDARD_STYLE_VARIABLES, styleVariableSubset } from "./host-style-variables.js";

/** The profiles there are. */
export const HOST_PROFILE_IDS = [
  "chatgpt",
  "mcp-apps",
  "basic-host",
  "mcp-ui",
  "mcp-inspector",
  "claude-like",
] as const;

/** A profile's id: `createMcpAppsHost({ preset })`, the fixtures' `host`, the dev host's picker. */
export type HostProfileId = (typeof HOST_PROFILE_IDS)[number];

/** The display modes of MCP Apps and ChatGPT. */
export type ProfileDisplayMode = "inline" | "fullscreen" | "pip";

/**
 * How the host restricts what the widget frame may load: `"spec-default"` applies the MCP Apps
 * default CSP widened only by the resource's declared `_meta.ui.csp` (a strict host); `"unmeasured"`
 * means nobody checked, so the profile does not enforce one.
 */
export type ProfileCsp = "spec-default" | "unmeasured";

/** A capability a host may serve without advertising it. */
export type UnadvertisedCapability = "message" | "logging" | "updateModelContext" | "openLinks" | "downloadFile";

/** Where each fact of a profile comes from (short citations, one per fact). */
export interface HostProfileSources {
  /** Where the advertised capabilities come from. */
  capabilities: string;
  /** Where the unadvertised answers were seen. */
  answersUnadvertised: string;
  /** Where the host context comes from. */
  hostContext: string;
  /** Why the widget frame has (or lacks) `window.openai`. */
  openai: string;
  /** Where the display modes come from. */
  displayModes: string;
  /** Where the CSP behaviour comes from. */
  csp: string;
}

/** One host, as a widget sees it. */
export interface HostProfile {
  /** The profile's id, e.g. `basic-host`. */
  id: HostProfileId;
  /** A human name ("MCP-UI AppRenderer"). */
  name: string;
  /** One sentence: what the host is and what it lacks. */
  description: string;
  /** `hostInfo` in the host's `ui/initialize` answer. */
  hostInfo: {
    /** The host's name. */
    name: string;
    /** The host's version. */
    version: string;
  };
  /** Whether ChatGPT's `window.openai` exists in the widget frame. */
  openai: boolean;
  /** `hostCapabilities` of the `ui/initialize` answer, exactly as the host advertises them. */
  capabilities: McpUiHostCapabilities;
  /**
   * Requests the host answers although it does not advertise their capability (measured: both
   * third-party hosts answer a raw `ui/message` and take `notifications/message`).
   */
  answersUnadvertised: readonly UnadvertisedCapability[];
  /** `hostContext` of the `ui/initialize` answer (only the keys the host sends). */
  hostContext: McpUiHostContext;
  /** Modes the host offers (`availableDisplayModes`); empty when it sends none and shows the widget inline only. */
  displayModes: readonly ProfileDisplayMode[];
  /** How the host applies a widget's CSP. */
  csp: ProfileCsp;
  /** Where each of the facts above comes from. */
  sources: HostProfileSources;
}

const THIRD_PARTY = "reference findings third-party-hosts.md (captured ui/initialize answer, 2026-12-01)";
const EMULATORS = "reference findings peer-emulators.md (captured ui/initialize answer, 2026-12-01)";

const chatgpt: HostProfile = {
  id: "chatgpt",
  name: "ChatGPT",
  description: "ChatGPT today: window.openai in the frame and the MCP Apps bridge beside it.",
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
  csp: "spec-default",
  sources: {
    capabilities:
      "not measured in ChatGPT: the standard equivalents of what window.openai offers (the Apps SDK reference: callTool, sendFollowUpMessage, openExternal, widget state to the model)",
    answersUnadvertised: "not measured",
    hostContext:
      "the Apps SDK reference's context globals (theme, displayMode, maxHeight, safeArea, userAgent, locale) in MCP Apps form",
    openai: "the Apps SDK reference: window.openai holds ChatGPT's aliases and ChatGPT-only extensions",
    displayModes: "the Apps SDK reference: requestDisplayMode takes inline, pip or fullscreen",
    csp: "the Apps SDK reference: ui.csp / openai/widgetCSP declare every domain the widget may reach",
  },
};

const mcpApps: HostProfile = {
  id: "mcp-apps",
  name: "Generic MCP Apps host",
  description: "A host that follows the MCP Apps spec to the letter and offers every capability.",
  hostInfo: { name: "hostbridge-fake-mcp-host", version: "0.1.0" },
  openai: false,
  capabilities: {
    openLinks: {},
    downloadFile: {},
    serverTools: {},
    serverResources: {},
    logging: {},
    updateModelContext: { text: {}, structuredContent: {} },
    message: { text: {} },
  },
  answersUnadvertised: [],
  hostContext: {
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
  },
  displayModes: ["inline", "fullscreen", "pip"],
  csp: "spec-default",
  sources: {
    capabilities:
      "reference mcp-apps.md McpUiHostCapabilities: every capability the fake host serves (sampling excluded)",
    answersUnadvertised: "it advertises everything it answers",
    hostContext: "reference mcp-apps.md section 4: every McpUiHostContext field but toolInfo and userAgent",
    openai: "MCP Apps defines no window.openai",
    displayModes: "reference mcp-apps.md section 4: inline, fullscreen, pip",
    csp: "reference mcp-apps.md 5.1: the default CSP hosts MUST use",
  },
};

const basicHost: HostProfile = {
  id: "basic-host",
  name: "ext-apps basic-host",
  description:
    "The ext-apps example host: standard style variables and fullscreen, no follow-up messages, no logging, no toolInfo.",
  hostInfo: { name: "MCP Apps Host", version: "1.0.0" },
  openai: false,
  capabilities: {
    openLinks: {},
    serverTools: { listChanged: true },
    serverResources: { listChanged: true },
    updateModelContext: { text: {} },
  },
  answersUnadvertised: ["message", "logging"],
  hostContext: {
    theme: "light",
    styles: { variables: { ...STANDARD_STYLE_VARIABLES } },
    displayMode: "inline",
    availableDisplayModes: ["inline", "fullscreen"],
    platform: "web",
    containerDimensions: { maxHeight: 6000 },
  },
  displayModes: ["inline", "fullscreen"],
  csp: "unmeasured",
  sources: {
    capabilities: `${THIRD_PARTY}: host A caps openLinks, serverTools{listChanged}, serverResources{listChanged}, updateModelContext{text}; no message, no logging`,
    answersUnadvertised: `${THIRD_PARTY}: raw ui/message answered {} and shown; raw notifications/message reached host A's log handler`,
    hostContext: `${THIRD_PARTY}: host A sent 76 style variables, containerDimensions.maxHeight 6000, platform web, no toolInfo, locale or timeZone (style values here are ours)`,
    openai: "basic-host is a plain MCP Apps host",
    displayModes: `${THIRD_PARTY}: host A modes inline+fullscreen; fullscreen checked`,
    csp: "not measured (no CSP violation was seen with the demo widgets)",
  },
};

const mcpUi: HostProfile = {
  id: "mcp-ui",
  name: "MCP-UI AppRenderer",
  description:
    "@mcp-ui/client's AppRenderer: tools, resources and links only; a context of theme alone, no display modes.",
  hostInfo: { name: "MCP-UI Host", version: "1.0.0" },
  openai: false,
  capabilities: { openLinks: {}, serverTools: {}, serverResources: {} },
  answersUnadvertised: ["message", "logging"],
  hostContext: { theme: "light" },
  displayModes: [],
  csp: "unmeasured",
  sources: {
    capabilities: `${THIRD_PARTY}: host B (@mcp-ui/client 7.1.1) caps openLinks, serverTools, serverResources`,
    answersUnadvertised: `${THIRD_PARTY}: raw ui/message answered {} and shown; raw notifications/message reached host B's log handler`,
    hostContext: `${THIRD_PARTY}: host B context {theme} only`,
    openai: "AppRenderer is a plain MCP Apps host",
    displayModes: `${THIRD_PARTY}: host B offers no display modes (fullscreen and pip disabled)`,
    csp: "not measured (MCP-UI's own sandbox proxy; no CSP violation was seen)",
  },
};

const mcpInspector: HostProfile = {
  id: "mcp-inspector",
  name: "MCP Inspector",
  description: "The MCP Inspector's Apps tab: downloads and logging, but no follow-up messages and no model context.",
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
  hostContext: {
    theme: "light",
    styles: { variables: styleVariableSubset(26) },
    displayMode: "inline",
    availableDisplayModes: ["inline", "fullscreen"],
    containerDimensions: { maxWidth: 392, maxHeight: 650 },
  },
  displayModes: ["inline", "fullscreen"],
  csp: "unmeasured",
  sources: {
    capabilities: `${EMULATORS}: MCP Inspector 2.12.0 caps openLinks, downloadFile, serverTools, serverResources, logging, sandbox.csp; no message, no updateModelContext`,
    answersUnadvertised: `${EMULATORS}: the Inspector answers a raw ui/message`,
    hostContext: `${EMULATORS}: 26 style variables (which 26 was not recorded: here the first 26 standard names), container 392x650 (read here as maxWidth/maxHeight)`,
    openai: "the Inspector's Apps tab is a plain MCP Apps host",
    displayModes: `${EMULATORS}: the display demo passed; the modes offered were not recorded (assumed inline+fullscreen)`,
    csp: "advertises sandbox.csp; the policy it applies was not measured",
  },
};

const claudeLike: HostProfile = {
  id: "claude-like",
  name: "Claude-like",
  description:
    "A strict MCP Apps host in the manner of Claude: no window.openai, the spec's CSP, no picture-in-picture.",
  hostInfo: { name: "claude-like", version: "1.0.0" },
  openai: false,
  capabilities: {
    openLinks: {},
    serverTools: {},
    serverResources: {},
    logging: {},
    updateModelContext: { text: {} },
    message: { text: {} },
  },
  answersUnadvertised: [],
  hostContext: {
    theme: "light",
    styles: { variables: { ...STANDARD_STYLE_VARIABLES } },
    displayMode: "inline",
    availableDisplayModes: ["inline", "fullscreen"],
    locale: "en-US",
    timeZone: "UTC",
    platform: "web",
    containerDimensions: { maxHeight: 500 },
  },
  displayModes: ["inline", "fullscreen"],
  csp: "spec-default",
  sources: {
    capabilities: `not measured in Claude: ${EMULATORS} (sunpeak's Claude shell advertises message and updateModelContext) plus the spec's standard set`,
    answersUnadvertised: "it advertises everything it answers",
    hostContext: "an assumption: a full standard context without toolInfo",
    openai: "Claude speaks MCP Apps only (reference design.md: ChatGPT, Claude, VS Code, Goose speak MCP Apps)",
    displayModes: "an assumption: inline and fullscreen, no pip",
    csp: "reference mcp-apps.md 5.1: the default CSP, widened only by the resource's ui.csp",
  },
};

/** Every profile by id. Treat it as read-only; `hostProfile(id)` hands out a copy to change. */
export const HOST_PROFILES: Readonly<Record<HostProfileId, HostProfile>> = {
  chatgpt,
  "mcp-apps": mcpApps,
  "basic-host": basicHost,
  "mcp-ui": mcpUi,
  "mcp-inspector": mcpInspector,
  "claude-like": claudeLike,
};

/** Thrown for a profile id that does not exist. */
export class UnknownHostProfileError extends Error {
  /** Always `unknown_host_profile`. */
  readonly code = "unknown_host_profile";
  constructor(
    /** The id that matched no profile. */
    readonly id: string,
  ) {
    super(`Unknown host profile "${id}". Known profiles: ${HOST_PROFILE_IDS.join(", ")}.`);
    this.name = "UnknownHostProfileError";
  }
}

/** Whether `id` names a profile. */
export function isHostProfileId(id: unknown): id is HostProfileId {
  return typeof id === "string" && (HOST_PROFILE_IDS as readonly string[]).includes(id);
}

/** A deep copy of the profile `id` (safe to change); throws `UnknownHostProfileError` otherwise. */
export function hostProfile(id: HostProfileId): HostProfile {
  if (!isHostProfileId(id)) throw new UnknownHostProfileError(String(id));
  return structuredClone(HOST_PROFILES[id]);
}
