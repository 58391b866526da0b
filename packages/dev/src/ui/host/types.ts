import type { CallToolResult, Tool } from "@modelcontextprotocol/client";

/** What the dev host page is told at start (`/hostbridge-dev.json`, written by the hostbridge command). */
export interface DevHostConfig {
  /** The server as the developer named it (URL, or the stdio command). */
  serverLabel: string;
  /** This page's own MCP endpoint, relayed (or bridged) to the server. */
  mcpPath: string;
  transport: "http" | "stdio";
  /** The MCP server's own origin (its `/files` stands in for ChatGPT's file storage), if any. */
  serverOrigin: string | null;
  /** The sandbox proxy page, on the server's own sandbox origin. */
  sandboxUrl: string;
  profile: string;
  theme: Theme;
  locale: string;
}

export type HostMode = "mcp-apps" | "chatgpt";
export type DisplayMode = "inline" | "pip" | "fullscreen";
export type Theme = "light" | "dark";
export type DeviceType = "desktop" | "tablet" | "mobile";
export type FrameLabel = "main" | "modal";

export interface SafeAreaInsets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** What the host's controls decide; both host modes derive their context from it. */
export interface HostControls {
  theme: Theme;
  /** A BCP 47 tag, canonical (`Intl.getCanonicalLocales`). */
  locale: string;
  /** An IANA time zone (`timeZone` in the host context). */
  timeZone: string;
  displayMode: DisplayMode;
  maxHeight: number;
  /** The container's width limit in px (`containerDimensions.maxWidth`); `null`: the profile's. */
  maxWidth: number | null;
  safeArea: SafeAreaInsets;
  device: DeviceType;
  /** The `platform` the host context reports; `null`: from the profile and the device. */
  platform: "web" | "desktop" | "mobile" | null;
  /** Whether the device has touch; `null`: from the device (tablet and mobile do). */
  touch: boolean | null;
  /** Whether the device can hover; `null`: from the device (desktop can). */
  hover: boolean | null;
  requireApproval: boolean;
}

/** The conversation a logged message belongs to: the page and the MCP server, a widget's bridge, or `window.openai`. */
export type LogChannel = "server" | "widget" | "openai";

/** One message as the page saw it go out or come in. */
export interface LogMessage {
  /** `in`: to the host page (from a widget, or from the server); `out`: from the host page. */
  direction: "in" | "out";
  kind: "json-rpc" | "openai" | "csp" | "other";
  /** JSON-RPC method, `response`, or the `window.openai` function name. */
  label: string;
  data: unknown;
}

/** What a log row says about its message: a request waiting or answered, an error, or neither. */
export type LogStatus = "pending" | "ok" | "error" | "none";

/** A message to log, with where it travelled (the channel defaults from its kind: openai, else widget). */
export interface LogInput extends LogMessage {
  channel?: LogChannel;
  /** The widget frame it went to or came from (none for the server channel). */
  frame?: FrameLabel;
}

/** One row of the message log: a message and, for a JSON-RPC request, the response paired with it. */
export interface LogEntry extends LogMessage {
  id: number;
  /** When the page saw it, in epoch milliseconds. */
  at: number;
  channel: LogChannel;
  frame: FrameLabel | null;
  status: LogStatus;
  /** The response to this request, once it came (it gets no row of its own). */
  response: (LogMessage & { at: number }) | null;
  /** Milliseconds from the request to its response. */
  latencyMs: number | null;
}

/** One tool call shown in the conversation. */
export interface ToolRun {
  id: string;
  tool: Tool;
  args: Record<string, unknown>;
  /** Tool input held back until the user approves it. */
  approved: boolean;
  result: CallToolResult | null;
  /** Why the call failed or was cancelled, as the page shows it. */
  error: string | null;
  /** The reason the widget is given in `ui/notifications/tool-cancelled` (`null`: it is not sent). */
  cancelled: string | null;
  /** `ui://` URI of the widget, if the tool has one. */
  templateUri: string | null;
  /** Bumped to remount (reload) the widget. */
  mountKey: number;
  /** Whether the tool call is still running (it can be cancelled). */
  pending: boolean;
  /** The partial inputs sent so far while the input is held (`tool-input-partial`). */
  partialsSent: number;
}
