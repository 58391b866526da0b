/**
 * The snapshot's types and defaults. Every `window.openai` global keeps its seed name; the keys
 * after them are what the MCP Apps host context and tool notifications add.
 */

export type Theme = "light" | "dark";
export type DisplayMode = "inline" | "pip" | "fullscreen";
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

/** The seed's widget state: any object, commonly with a `selectedId`. */
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

export interface HostStyles {
  variables?: Record<string, string | undefined>;
  css?: { fonts?: string };
}

export interface HostSnapshot {
  // window.openai globals, under their seed names
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
});
