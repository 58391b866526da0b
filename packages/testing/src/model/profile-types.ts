/**
 * The shape of a host profile (`@hostbridge/testing/profiles`): what one chat host does to a widget,
 * fact by fact, each with its source. Types only.
 */
import type { McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { HostProfileId } from "./profile-ids.js";

/** The display modes of MCP Apps and ChatGPT. */
export type ProfileDisplayMode = "inline" | "fullscreen" | "pip";

/**
 * How the host restricts what the widget frame may load: `"spec-default"` applies the MCP Apps
 * default CSP widened only by the resource's declared `_meta.ui.csp` (a strict host); `"meta-tag"`
 * injects that policy as a `<meta>` tag into the widget's HTML (scripts before it run unrestricted);
 * `"unmeasured"` means nobody checked, so the profile does not enforce one.
 */
export type ProfileCsp = "spec-default" | "meta-tag" | "unmeasured";

/** A capability a host may serve without advertising it. */
export type UnadvertisedCapability = "message" | "logging" | "updateModelContext" | "openLinks" | "downloadFile";

/** The menu groups the profiles come in (the dev host's picker, the matrix, the docs). */
export type ProfileGroup = "chatgpt" | "claude" | "editors" | "agents" | "libraries" | "reference";

/**
 * How the host answers `ui/request-display-mode` for a mode it does not grant:
 * `"current-mode"`: the spec's answer, `{ mode: <the current mode> }`;
 * `"inline"`: `{ mode: "inline" }` whatever was asked, and no error (claude.ai, VS Code);
 * `"method-not-found"`: the host has no such method and answers -32601.
 */
export type DisplayModeRefusal = "current-mode" | "inline" | "method-not-found";

/** Whether the widget frame has working `localStorage` / `sessionStorage`. */
export type FrameStorage = "available" | "none";

/**
 * What the host does when the widget's frame (or the page around it) reloads:
 * `"resends-result"`: answers the new `ui/initialize` and sends the tool input and result again;
 * `"replays-emptied-result"`: sends the tool result again, emptied (`structuredContent: {}`, a text
 * block of `{}`, no `_meta`), as ChatGPT does on many reloads;
 * `"sends-nothing"`: answers the new `ui/initialize` but never re-sends the tool input or result;
 * `"frame-not-restored"`: the frame comes back empty (the HTML was written into it once).
 */
export type ReloadBehaviour = "resends-result" | "replays-emptied-result" | "sends-nothing" | "frame-not-restored";

/** The `_meta` keys a host may read to find a tool's UI resource. */
export type ResourceUriKey = "ui.resourceUri" | "ui/resourceUri" | "openai/outputTemplate";

/** The facts a profile states; `unknown` lists the ones nobody has established. */
export type ProfileFact =
  | "hostInfo"
  | "capabilities"
  | "answersUnadvertised"
  | "refusedMethods"
  | "hostContext"
  | "openai"
  | "displayModes"
  | "displayModeRefusal"
  | "container"
  | "frameStorage"
  | "reload"
  | "resourceUriKeys"
  | "csp";

/** Where each fact of a profile comes from: a doc URL, an issue, a measured run, or "unknown". */
export type HostProfileSources = Record<ProfileFact, string>;

/** The space the host gives the widget, in CSS pixels (absent: the host sets no limit). */
export interface ProfileContainer {
  /** The frame's width. */
  width?: number;
  /** The most height the widget may take (`containerDimensions.maxHeight`). */
  maxHeight?: number;
}

/** One host, as a widget sees it. */
export interface HostProfile {
  /** The profile's id, e.g. `basic-host`. */
  id: HostProfileId;
  /** A human name ("MCP-UI AppRenderer"). */
  name: string;
  /** The menu group. */
  group: ProfileGroup;
  /** One sentence: what the host is and what it lacks. */
  description: string;
  /** Whether the host shows MCP Apps at all; when false the user sees the tool result's text instead. */
  rendersUi: boolean;
  /** `hostInfo` in the host's `ui/initialize` answer. */
  hostInfo: {
    /** The host's name. */
    name: string;
    /** The host's version. */
    version: string;
  };
  /** Whether ChatGPT's `window.openai` exists in the widget frame. */
  openai: boolean;
  /**
   * ChatGPT only: the `window.openai.view` the widget is mounted with (`{ mode: "modal", params }`
   * inside a modal opened by `requestModal`); absent: inline in the conversation.
   */
  openaiView?: {
    /** `"modal"`. */
    mode: "modal";
    /** What `requestModal` passed as `params` (a sample in the profile). */
    params: Record<string, unknown>;
  };
  /** `hostCapabilities` of the `ui/initialize` answer, as the host advertises them. */
  capabilities: McpUiHostCapabilities;
  /** Requests the host answers although it does not advertise their capability. */
  answersUnadvertised: readonly UnadvertisedCapability[];
  /** Methods the host answers with -32601 (method not found), whatever its capabilities say. */
  refusedMethods: readonly string[];
  /** `hostContext` of the `ui/initialize` answer (only the keys the host sends). */
  hostContext: McpUiHostContext;
  /** Modes the host offers (`availableDisplayModes`); empty when it sends none and shows the widget inline only. */
  displayModes: readonly ProfileDisplayMode[];
  /** How the host answers a request for a mode it does not grant. */
  displayModeRefusal: DisplayModeRefusal;
  /** Modes the host turns into another one when asked (ChatGPT on mobile: pip becomes fullscreen). */
  coercedDisplayModes: Partial<Record<ProfileDisplayMode, ProfileDisplayMode>>;
  /** The space the host gives the widget. */
  container: ProfileContainer;
  /** Whether the widget frame has storage. */
  frameStorage: FrameStorage;
  /** What the host does when the widget's frame reloads. */
  reload: ReloadBehaviour;
  /** The `_meta` keys the host reads to find the tool's UI; put all of them on a tool to be shown. */
  resourceUriKeys: readonly ResourceUriKey[];
  /** How the host applies a widget's CSP. */
  csp: ProfileCsp;
  /** What the widget frame's sandbox is like, in a sentence. */
  sandbox: string;
  /** What breaks widgets silently in this host, one sentence each. */
  quirks: readonly string[];
  /**
   * Facts nobody has established for this host. The profile still needs a value to play the host:
   * it takes the generic spec host's (or says which), and `sources[fact]` starts with "unknown".
   */
  unknown: readonly ProfileFact[];
  /** Where each fact comes from. */
  sources: HostProfileSources;
}
