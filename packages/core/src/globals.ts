/**
 * The snapshot's types and defaults. Every `window.openai` global keeps its name from the Apps SDK
 * reference; the keys after them are what the MCP Apps host context, the tool notifications and
 * the handshake add.
 */

export type Theme = "light" | "dark";

/** The display modes of both the Apps SDK reference and the MCP Apps spec, defined once. */
export const DISPLAY_MODES = ["inline", "pip", "fullscreen"] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

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
export type OpenAiGlobalName = (typeof OPENAI_GLOBAL_NAMES)[number];

/** The event ChatGPT dispatches on `window` when globals change (`detail.globals` names them). */
export const SET_GLOBALS_EVENT = "openai:set_globals";
export type DeviceType = "mobile" | "tablet" | "desktop" | "unknown";
export type Platform = "web" | "desktop" | "mobile";

export interface SafeAreaInsets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}
export interface SafeArea {
  insets: SafeAreaInsets;
}

export interface UserAgent {
  device: { type: DeviceType };
  capabilities: { hover: boolean; touch: boolean };
}

/** `view` in ChatGPT: how the widget is being rendered (`modal` when opened by `requestModal`). */
export interface View {
  mode: "inline" | "modal" | (string & {});
  params?: unknown;
}

export type UnknownObject = Record<string, unknown>;

/** Widget state as in the Apps SDK reference: any object, commonly with a `selectedId`. */
export type WidgetState = UnknownObject;

/** The structured form of widget state: what the model may see, what it may not, and image ids. */
export interface StructuredWidgetState {
  modelContent?: unknown;
  privateContent?: unknown;
  imageIds?: string[];
}

/** An MCP content block (text, image, audio, resource, resource_link, ...). */
export interface ContentBlock {
  type: string;
  [key: string]: unknown;
}

/** An MCP `CallToolResult`. */
export interface ToolResult {
  content?: ContentBlock[];
  structuredContent?: UnknownObject;
  isError?: boolean;
  _meta?: UnknownObject;
  [key: string]: unknown;
}

export type ToolStatus = "idle" | "input-streaming" | "pending" | "success" | "error" | "cancelled";

export interface HostInfo {
  name: string;
  version: string;
  [key: string]: unknown;
}

/** The host context's `toolInfo`: the call that created the view (`id`: its JSON-RPC id, a string or a number). */
export interface ToolInfo {
  id?: string | number;
  tool: { name: string; _meta?: UnknownObject; [key: string]: unknown };
}

export interface HostStyles {
  variables?: Record<string, string | undefined>;
  css?: { fonts?: string };
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
  height?: number;
  maxHeight?: number;
  width?: number;
  maxWidth?: number;
}

export interface HostSnapshot {
  // window.openai globals, under their names in the Apps SDK reference
  toolInput: UnknownObject | null;
  toolOutput: UnknownObject | null;
  toolResponseMetadata: UnknownObject | null;
  widgetState: WidgetState | null;
  theme: Theme;
  displayMode: DisplayMode;
  maxHeight: number | null;
  safeArea: SafeArea;
  view: View;
  userAgent: UserAgent;
  locale: string;
  // what MCP Apps adds
  toolStatus: ToolStatus;
  toolInputPartial: UnknownObject | null;
  toolResult: ToolResult | null;
  /** Reason given by the host when the tool call was cancelled. */
  toolCancelReason: string | null;
  availableDisplayModes: DisplayMode[];
  timeZone: string | null;
  platform: Platform | null;
  styles: HostStyles | null;
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
  handshake: HandshakeStatus;
  /** The `hostCapabilities` of the `ui/initialize` answer, as given (hints, see the routing rule). */
  hostCapabilities: UnknownObject | null;
  /** Features the host answered with -32601 (method not found); `supports()` says false for them. */
  unsupportedFeatures: readonly string[];
  /** `close()` was called: nothing is supported any more. */
  closed: boolean;
}

export type SnapshotKey = keyof HostSnapshot;

const freeze = Object.freeze;

export const DEFAULT_SAFE_AREA: SafeArea = freeze({
  insets: freeze({ top: 0, bottom: 0, left: 0, right: 0 }),
}) as SafeArea;

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
