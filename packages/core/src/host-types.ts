import type {
  ContentBlock,
  DisplayMode,
  HostSnapshot,
  SnapshotKey,
  StructuredWidgetState,
  ToolResult,
  UnknownObject,
  WidgetState,
} from "./globals.js";

export type HostKind = "chatgpt" | "mcp-apps" | "standalone";

/** Every action a Host offers; `host.supports(feature)` answers for each before a call. */
export type Feature =
  | "callTool"
  | "sendFollowUpMessage"
  | "setWidgetState"
  | "uploadFile"
  | "selectFiles"
  | "getFileDownloadUrl"
  | "requestDisplayMode"
  | "requestModal"
  | "requestClose"
  | "notifyIntrinsicHeight"
  | "openExternal"
  | "setOpenInAppUrl"
  | "updateModelContext"
  | "readResource"
  | "log"
  | "downloadFile";

export interface FileRef {
  fileId: string;
  fileName: string;
  mimeType: string;
}

export interface SendFollowUpMessageOptions {
  prompt: string;
  /** Default `true`; `false` keeps ChatGPT from scrolling to the new message. */
  scrollToBottom?: boolean;
}

export interface OpenExternalOptions {
  href: string;
  /** `false` skips the `?redirectUrl=...` ChatGPT appends for approved redirect targets. */
  redirectUrl?: false;
}

export interface RequestModalOptions {
  params?: unknown;
  /** URI of another template of the same server (e.g. `ui://widget/details.html`); omit for the current one. */
  template?: string;
}

export interface UpdateModelContextOptions {
  content?: ContentBlock[];
  structuredContent?: UnknownObject;
}

export interface LogOptions {
  level: "debug" | "info" | "notice" | "warning" | "error" | "critical" | "alert" | "emergency";
  data: unknown;
  logger?: string;
}

export interface DownloadFileOptions {
  contents: ContentBlock[];
}

export interface ReadResourceResult {
  contents: Array<{ uri: string; mimeType?: string; text?: string; blob?: string; [k: string]: unknown }>;
  [k: string]: unknown;
}

export interface CallOptions {
  /** Per-call timeout in ms; default from `createHost({ timeoutMs })`, 30 s if unset. */
  timeoutMs?: number;
}

export type Unsubscribe = () => void;
export type SnapshotListener = (changed: ReadonlySet<SnapshotKey>) => void;

export interface Host {
  readonly kind: HostKind;
  /** Resolves once the MCP Apps handshake is done (at once for ChatGPT-only and standalone hosts). */
  readonly ready: Promise<void>;
  getSnapshot(): HostSnapshot;
  subscribe(listener: SnapshotListener): Unsubscribe;
  supports(feature: Feature): boolean;

  callTool(name: string, args?: UnknownObject, options?: CallOptions): Promise<ToolResult>;
  sendFollowUpMessage(options: SendFollowUpMessageOptions): Promise<void>;
  /** Stores the state at once (snapshot included); `null` clears it. */
  setWidgetState(state: WidgetState | StructuredWidgetState | null): Promise<void>;
  uploadFile(file: Blob, options?: { library?: boolean }): Promise<{ fileId: string }>;
  selectFiles(): Promise<FileRef[]>;
  getFileDownloadUrl(options: { fileId: string }): Promise<{ downloadUrl: string }>;
  requestDisplayMode(options: { mode: DisplayMode }): Promise<{ mode: DisplayMode }>;
  requestModal(options: RequestModalOptions): Promise<void>;
  requestClose(): Promise<void>;
  notifyIntrinsicHeight(height: number): void;
  openExternal(options: OpenExternalOptions): Promise<void>;
  setOpenInAppUrl(options: { href: string }): Promise<void>;
  updateModelContext(options: UpdateModelContextOptions): Promise<void>;
  readResource(options: { uri: string }): Promise<ReadResourceResult>;
  log(options: LogOptions): Promise<void>;
  downloadFile(options: DownloadFileOptions): Promise<void>;

  /** Register a callback run before the host's `ui/resource-teardown` is answered. */
  onTeardown(callback: () => void | Promise<void>): Unsubscribe;
  /** Reports the element's height (default `document.body`) on every change; returns a stop function. */
  observeSize(element?: Element): Unsubscribe;
  /** Removes every listener and rejects pending calls with `ClosedError`. */
  close(): Promise<void>;
}

/** Options of `createHost()`. Every one is optional. */
export interface CreateHostOptions {
  /** The widget's window (default `globalThis.window`; absent in Node: standalone). */
  window?: Window;
  /** The MCP Apps channel (default `windowPort(window.parent)` when framed). */
  port?: import("./port.js").Port;
  /** Accept and send bridge messages only for these parent origins. */
  allowedOrigins?: string[];
  /** Throw `NoHostError` instead of running standalone. */
  strict?: boolean;
  /** Default per-request timeout in ms (30 000). */
  timeoutMs?: number;
  /** How long to wait for the `ui/initialize` answer (10 000 ms) before `ready` rejects. */
  handshakeTimeoutMs?: number;
  appInfo?: { name: string; version: string };
  /** Display modes the widget supports, announced in the handshake. */
  availableDisplayModes?: DisplayMode[];
  /** Where emulated widget state is kept (default `window.localStorage`; `null` keeps it in memory). */
  storage?: Storage | null;
  /** The standalone notice: a function to receive it, or `false` for none (default `console.info`). */
  notice?: ((message: string) => void) | false;
}
