/**
 * The snapshot's types and defaults. Every `window.openai` global keeps its name from the Apps SDK
 * reference; the keys after them are what the MCP Apps host context, the tool notifications and
 * the handshake add.
 */

/** The host's colour scheme (`theme` in both the Apps SDK reference and the MCP Apps host context). */
export type Theme = "light" | "dark";

/** The display modes of both the Apps SDK reference and the MCP Apps spec, defined once. */
export const DISPLAY_MODES = ["inline", "pip", "fullscreen"] as const;
/** A mode a widget can request and a host offers: in the conversation, picture-in-picture, or full screen. */
export type DisplayMode = (typeof DISPLAY_MODES)[number];
/**
 * How the host shows the widget now: a `DisplayMode`, or `"modal"` while ChatGPT shows it in a modal
 * opened by `requestModal` (a mode the host sets, never one a widget requests; `view.params` then
 * holds the modal's params).
 */
export type CurrentDisplayMode = DisplayMode | "modal";

/** The eleven `window.openai` globals of the Apps SDK reference, defined once (also the first snapshot keys). */
export const OPENAI_GLOBAL_NAMES = [
  "toolInput",
  "toolOutput",
  "toolResponseMetadata",
  "widgetState",
  "theme",
  "displayMode",
  "maxHeight",
  "safeArea",
  "view",
  "userAgent",
  "locale",
] as const;
/** The name of one `window.openai` global (see `OPENAI_GLOBAL_NAMES`). */
export type OpenAiGlobalName = (typeof OPENAI_GLOBAL_NAMES)[number];

/** The event ChatGPT dispatches on `window` when globals change (`detail.globals` names them). */
export const SET_GLOBALS_EVENT = "openai:set_globals";
/** `userAgent.device.type` of the Apps SDK reference. */
export type DeviceType = "mobile" | "tablet" | "desktop" | "unknown";
/** The host context's `platform` (MCP Apps): where the host application runs. */
export type Platform = "web" | "desktop" | "mobile";

/** Pixels the widget should keep clear on each side (notches, host chrome). */
export interface SafeAreaInsets {
  /** Pixels to keep clear at the top. */
  top: number;
  /** Pixels to keep clear at the bottom. */
  bottom: number;
  /** Pixels to keep clear on the left. */
  left: number;
  /** Pixels to keep clear on the right. */
  right: number;
}

/** `safeArea` of the Apps SDK reference (the MCP Apps host context's `safeAreaInsets` are mapped into it). */
export interface SafeArea {
  /** The insets to keep clear. */
  insets: SafeAreaInsets;
}

/** `userAgent` of the Apps SDK reference: the kind of device and how the user points at things. */
export interface UserAgent {
  /** The device class. */
  device: {
    /** `"mobile"`, `"tablet"`, `"desktop"` or `"unknown"`. */
    type: DeviceType;
  };
  /** Input capabilities, e.g. to size touch targets. */
  capabilities: {
    /** The pointer can hover. */
    hover: boolean;
    /** The screen takes touch. */
    touch: boolean;
  };
}

/** `view` in ChatGPT: how the widget is being rendered (`modal` when opened by `requestModal`). */
export interface View {
  /** `"inline"`, `"modal"`, or another mode a host names. */
  mode: "inline" | "modal" | (string & {});
  /** The `params` given to `requestModal`, when the view is a modal. */
  params?: unknown;
}

/** A plain object whose keys are not known in advance (the SDK's stand-in for "any JSON object"). */
export type UnknownObject = Record<string, unknown>;

/** Widget state as in the Apps SDK reference: any object, commonly with a `selectedId`. */
export type WidgetState = UnknownObject;

/** The structured form of widget state: what the model may see, what it may not, and image ids. */
export interface StructuredWidgetState {
  /** What the model may read on its next turn. */
  modelContent?: unknown;
  /** What only the widget sees (kept from the model). */
  privateContent?: unknown;
  /** Ids of uploaded images (from `uploadFile`) the model may see. */
  imageIds?: string[];
}

/** An MCP content block (text, image, audio, resource, resource_link, ...). */
export interface ContentBlock {
  /** The block kind, e.g. `"text"` or `"image"`. */
  type: string;
  [key: string]: unknown;
}

/** An MCP `CallToolResult`. */
export interface ToolResult {
  /** What the model reads: text, images and other content blocks. */
  content?: ContentBlock[];
  /** The structured data the widget renders (and the tool's `outputSchema` describes). */
  structuredContent?: UnknownObject;
  /** The tool failed; `content` says why. */
  isError?: boolean;
  /** Metadata for the widget only, e.g. `viewUUID` (the model does not see it). */
  _meta?: UnknownObject;
  [key: string]: unknown;
}

/**
 * Where the tool call that created the view stands: `"idle"` before anything arrives,
 * `"input-streaming"` while partial arguments stream in (MCP Apps), `"pending"` once the input is
 * complete, then `"success"`, `"error"` (the result has `isError`) or `"cancelled"` (the host
 * cancelled the call).
 */
export type ToolStatus = "idle" | "input-streaming" | "pending" | "success" | "error" | "cancelled";

/** The host's `hostInfo` from the MCP Apps `ui/initialize` answer. */
export interface HostInfo {
  /** The host application's name. */
  name: string;
  /** The host application's version. */
  version: string;
  [key: string]: unknown;
}

/** The host context's `toolInfo`: the call that created the view (`id`: its JSON-RPC id, a string or a number). */
export interface ToolInfo {
  /** The JSON-RPC id of the `tools/call`. */
  id?: string | number;
  /** The tool that was called, as the host describes it. */
  tool: {
    /** The tool's name. */
    name: string;
    /** The tool's `_meta` (e.g. its `ui.resourceUri`). */
    _meta?: UnknownObject;
    [key: string]: unknown;
  };
}

/** The host context's `styles` (MCP Apps): CSS variables and fonts for the widget to look native. */
export interface HostStyles {
  /** CSS custom properties by name (e.g. `--color-background-primary`); `applyHostStyles` sets them. */
  variables?: Record<string, string | undefined>;
  /** Extra CSS the host provides. */
  css?: {
    /** `@font-face` rules or font imports, as CSS text. */
    fonts?: string;
  };
}

/**
 * Where the MCP Apps handshake stands: `"none"` without a bridge (ChatGPT-only or standalone),
 * `"pending"` until the host answers `ui/initialize`, then `"ready"` or `"failed"` (no answer in
 * time, or a protocol version this SDK does not speak). A late answer turns `"failed"` into `"ready"`.
 */
export type HandshakeStatus = "none" | "pending" | "ready" | "failed";

/**
 * The host context's `containerDimensions`, as the host gave them: a fixed `height`/`width`, or a
 * flexible container bounded by `maxHeight`/`maxWidth` (the widget reports its size there).
 */
export interface ContainerDimensions {
  /** A fixed height in pixels. */
  height?: number;
  /** The most height the widget may take, in pixels. */
  maxHeight?: number;
  /** A fixed width in pixels. */
  width?: number;
  /** The most width the widget may take, in pixels. */
  maxWidth?: number;
}

/**
 * Everything the host has told the widget, as one immutable object: `host.getSnapshot()` returns
 * it and `host.subscribe` reports each new one. The same keys in every host; what a host does not
 * say keeps its `DEFAULT_SNAPSHOT` value.
 */
export interface HostSnapshot {
  // window.openai globals, under their names in the Apps SDK reference
  /** The arguments of the tool call that created the view. */
  toolInput: UnknownObject | null;
  /** The tool result's `structuredContent`. */
  toolOutput: UnknownObject | null;
  /** The tool result's `_meta` as `window.openai` gives it (null outside ChatGPT). */
  toolResponseMetadata: UnknownObject | null;
  /** The widget's own saved state, restored when the view comes back. */
  widgetState: WidgetState | null;
  /** The host's colour scheme. */
  theme: Theme;
  /** How the host shows the widget now (`"modal"` inside a ChatGPT modal). */
  displayMode: CurrentDisplayMode;
  /** The most height the widget may take, in pixels, or null when the host gives no bound. */
  maxHeight: number | null;
  /** Insets to keep clear. */
  safeArea: SafeArea;
  /** How the widget is rendered (inline or in a modal). */
  view: View;
  /** The device and its input capabilities. */
  userAgent: UserAgent;
  /** The user's BCP 47 locale, e.g. `"en-US"`. */
  locale: string;
  // what MCP Apps adds
  /** Where the tool call that created the view stands. */
  toolStatus: ToolStatus;
  /** The partial arguments streamed so far (MCP Apps `tool-input-partial`), or null. */
  toolInputPartial: UnknownObject | null;
  /** The whole tool result (content, structuredContent, isError, _meta), or null until it arrives. */
  toolResult: ToolResult | null;
  /** Reason given by the host when the tool call was cancelled. */
  toolCancelReason: string | null;
  /** The display modes the host offers (see `offeredDisplayModes` for the rule that reads it). */
  availableDisplayModes: DisplayMode[];
  /** The user's IANA time zone, e.g. `"Europe/Paris"`, or null when the host does not say. */
  timeZone: string | null;
  /** Where the host application runs, or null when the host does not say. */
  platform: Platform | null;
  /** The host's CSS variables and fonts, or null. */
  styles: HostStyles | null;
  /** The host's name and version from the handshake, or null. */
  hostInfo: HostInfo | null;
  /** The host context's `containerDimensions` as given (numbers only), or null. */
  containerDimensions: ContainerDimensions | null;
  /** The host context's `toolInfo`: the `tools/call` that created this view (its JSON-RPC `id`) and the tool. */
  toolInfo: ToolInfo | null;
  /** The host context's `userAgent`: the host application's name, e.g. `"Claude/1.0"` (not the browser's). */
  hostUserAgent: string | null;
  /** The whole host context as the host sent it (merged over its changes), unvalidated; null without a bridge. */
  hostContext: UnknownObject | null;
  /** The bridge's tool-result `_meta` (e.g. `viewUUID`), also in ChatGPT, where `toolResponseMetadata` stays window.openai's. */
  toolResultMeta: UnknownObject | null;
  // what the handshake and the calls teach
  /** Where the MCP Apps handshake stands. */
  handshake: HandshakeStatus;
  /** The `hostCapabilities` of the `ui/initialize` answer, as given (hints, see the routing rule). */
  hostCapabilities: UnknownObject | null;
  /** Features the host answered with -32601 (method not found); `supports()` says false for them. */
  unsupportedFeatures: readonly string[];
  /** `close()` was called: nothing is supported any more. */
  closed: boolean;
}

/** The name of one snapshot key. */
export type SnapshotKey = keyof HostSnapshot;

const freeze = Object.freeze;

/** No insets: the safe area before a host gives one. */
export const DEFAULT_SAFE_AREA: SafeArea = freeze({
  insets: freeze({ top: 0, bottom: 0, left: 0, right: 0 }),
}) as SafeArea;

/** An unknown device with a hovering pointer and no touch: the user agent before a host gives one. */
export const DEFAULT_USER_AGENT: UserAgent = freeze({
  device: freeze({ type: "unknown" }),
  capabilities: freeze({ hover: true, touch: false }),
}) as UserAgent;

/** What every hook sees on the server and before a host has said anything. */
export const DEFAULT_SNAPSHOT: Readonly<HostSnapshot> = freeze({
  toolInput: null,
  toolOutput: null,
  toolResponseMetadata: null,
  widgetState: null,
  theme: "light",
  displayMode: "inline",
  maxHeight: null,
  safeArea: DEFAULT_SAFE_AREA,
  view: freeze({ mode: "inline" }) as View,
  userAgent: DEFAULT_USER_AGENT,
  locale: "en-US",
  toolStatus: "idle",
  toolInputPartial: null,
  toolResult: null,
  toolCancelReason: null,
  availableDisplayModes: freeze(["inline"]) as unknown as DisplayMode[],
  timeZone: null,
  platform: null,
  styles: null,
  hostInfo: null,
  containerDimensions: null,
  toolInfo: null,
  hostUserAgent: null,
  hostContext: null,
  toolResultMeta: null,
  handshake: "none",
  hostCapabilities: null,
  unsupportedFeatures: freeze([]) as readonly string[],
  closed: false,
});
