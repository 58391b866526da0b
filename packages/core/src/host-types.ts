import type {
  ContentBlock,
  CurrentDisplayMode,
  DisplayMode,
  HostSnapshot,
  SnapshotKey,
  StructuredWidgetState,
  ToolResult,
  UnknownObject,
  WidgetState,
} from "./globals.js";

import type { Progress } from "./rpc.js";

/** Which bridge a Host found. */
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
  | "requestCheckout"
  | "updateModelContext"
  | "readResource"
  | "log"
  | "downloadFile";

/** A file the user picked with `selectFiles` (ChatGPT). */
export interface FileRef {
  /** The id to pass to `getFileDownloadUrl`. */
  fileId: string;
  /** The file's name as the user sees it. */
  fileName: string;
  /** The file's MIME type, e.g. `"image/png"`. */
  mimeType: string;
}

/** Options of `host.sendFollowUpMessage`. */
export interface SendFollowUpMessageOptions {
  /** The message text, posted as if the user wrote it. */
  prompt: string;
  /** Default `true`; `false` keeps ChatGPT from scrolling to the new message. */
  scrollToBottom?: boolean;
}

/** Options of `host.openExternal`. */
export interface OpenExternalOptions {
  /** The absolute URL to open. */
  href: string;
  /** `false` skips the `?redirectUrl=...` ChatGPT appends for approved redirect targets. */
  redirectUrl?: false;
}

/** Options of `host.requestModal`. */
export interface RequestModalOptions {
  /** Data for the modal's view, read back as `view.params`. */
  params?: unknown;
  /** URI of another template of the same server (e.g. `ui://widget/details.html`); omit for the current one. */
  template?: string;
}

/** Options of `host.updateModelContext`: what the model should know of the widget from now on. */
export interface UpdateModelContextOptions {
  /** Content blocks the model reads. */
  content?: ContentBlock[];
  /** Structured data the model reads. */
  structuredContent?: UnknownObject;
}

/** Options of `host.log`: an MCP logging message. */
export interface LogOptions {
  /** The syslog severity, as in MCP logging. */
  level: "debug" | "info" | "notice" | "warning" | "error" | "critical" | "alert" | "emergency";
  /** The message: any structured-cloneable value. */
  data: unknown;
  /** Which part of the widget logs it. */
  logger?: string;
}

/** Options of `host.downloadFile`. */
export interface DownloadFileOptions {
  /** The files, as embedded resources or resource links. */
  contents: ContentBlock[];
}

/** The answer of `host.readResource`: an MCP `ReadResourceResult`. */
export interface ReadResourceResult {
  /** The resource's contents (one or more parts). */
  contents: Array<{
    /** The URI of this part. */
    uri: string;
    /** Its MIME type. */
    mimeType?: string;
    /** Its text, for a text resource. */
    text?: string;
    /** Its bytes as base64, for a binary resource. */
    blob?: string;
    [k: string]: unknown;
  }>;
  [k: string]: unknown;
}

/** Per-call options; they apply on the MCP Apps bridge (`window.openai.callTool` takes none). */
export interface CallOptions {
  /** Per-call timeout in ms; default from `createHost({ timeoutMs })`, 30 s if unset. A timeout sends `notifications/cancelled`. */
  timeoutMs?: number;
  /** Aborting rejects the call with the signal's reason and sends `notifications/cancelled` to the host. */
  signal?: AbortSignal;
  /** Receives the host's `notifications/progress` for this call (a `progressToken` is sent in `_meta`). */
  onProgress?: (progress: Progress) => void;
}

/** Undoes a subscription or registration; calling it twice does nothing more. */
export type Unsubscribe = () => void;
/** Receives the names of the snapshot keys that changed. */
export type SnapshotListener = (changed: ReadonlySet<SnapshotKey>) => void;

/**
 * One host for the widget, in `window.openai`'s vocabulary, whichever bridge serves it. Every call
 * is routed by the rule in the README: `window.openai` where ChatGPT offers it and the bridge does
 * not advertise it, else the MCP Apps bridge once connected, else `UnsupportedError`.
 *
 * Every call that returns a promise rejects with `InvalidArgumentError` for arguments of the wrong
 * shape (nothing is sent), `UnsupportedError` when no bridge serves it, `ClosedError` after
 * `close()`, `TimeoutError` when the host does not answer in time, and `HostError` when the host
 * answers with an error.
 */
export interface Host {
  /** Which bridge the widget found: `"chatgpt"` (window.openai, with or without the bridge), `"mcp-apps"`, `"standalone"`. */
  readonly kind: HostKind;
  /**
   * Resolves once the MCP Apps handshake is done (at once for ChatGPT-only and standalone hosts);
   * rejects when it failed. A host that answers late still connects: watch `handshake` in the snapshot.
   */
  readonly ready: Promise<void>;
  /** The frozen snapshot of everything the host said; a new object after each change. */
  getSnapshot(): HostSnapshot;
  /** Calls `listener(changedKeys)` after each change; returns the unsubscribe function. */
  subscribe(listener: SnapshotListener): Unsubscribe;
  /**
   * Whether a call of `feature` can be served now, derived from the snapshot (handshake, learned
   * -32601 answers, `closed`): subscribe and ask again to stay current. False for bridge features
   * while the handshake is pending.
   */
  supports(feature: Feature): boolean;

  /** Calls a tool of the widget's server (`tools/call`); rejects with `InvalidResultError` when the answer is not a CallToolResult. */
  callTool(name: string, args?: UnknownObject, options?: CallOptions): Promise<ToolResult>;
  /** Posts a user message into the conversation (`ui/message`). */
  sendFollowUpMessage(options: SendFollowUpMessageOptions): Promise<void>;
  /**
   * Stores the widget state: the snapshot at once, then `window.openai.setWidgetState`, or (plain
   * MCP Apps and standalone) the saved entry of this widget instance plus the model context.
   * `null` clears it. Rejects with `StorageError` (nothing changed) when the state cannot be saved.
   */
  setWidgetState(state: WidgetState | StructuredWidgetState | null): Promise<void>;
  /** ChatGPT: uploads a file (`window.openai.uploadFile`). */
  uploadFile(
    file: Blob,
    options?: {
      /** Also keep the file in the user's ChatGPT library. */
      library?: boolean;
    },
  ): Promise<{
    /** The id of the uploaded file. */
    fileId: string;
  }>;
  /** ChatGPT: lets the user pick files from their library (`window.openai.selectFiles`). */
  selectFiles(): Promise<FileRef[]>;
  /** ChatGPT: a temporary download URL of an uploaded file. */
  getFileDownloadUrl(options: {
    /** The id from `uploadFile` or `selectFiles`. */
    fileId: string;
  }): Promise<{
    /** A short-lived URL of the file. */
    downloadUrl: string;
  }>;
  /**
   * Asks for a display mode; resolves with the mode in effect. A mode the host does not offer is
   * not requested: it resolves with the current mode (which may be `"modal"`, never requested).
   */
  requestDisplayMode(options: {
    /** The mode wanted. */
    mode: DisplayMode;
  }): Promise<{
    /** The mode in effect after the request. */
    mode: CurrentDisplayMode;
  }>;
  /**
   * ChatGPT: opens a template of the same server as a modal. The widget mounted there sees
   * `displayMode: "modal"` and `view: { mode: "modal", params }` in its snapshot.
   */
  requestModal(options: RequestModalOptions): Promise<void>;
  /**
   * ChatGPT: opens its checkout for the given session (`window.openai.requestCheckout`, the
   * Checkout API, in private beta); resolves with what ChatGPT answers. No MCP Apps equivalent:
   * elsewhere it rejects with `UnsupportedError`.
   */
  requestCheckout(options: UnknownObject): Promise<unknown>;
  /** Asks the host to close the widget (`window.openai.requestClose`, else `ui/notifications/request-teardown`). */
  requestClose(): Promise<void>;
  /**
   * Reports the widget's height in px (`window.openai.notifyIntrinsicHeight`, else
   * `ui/notifications/size-changed`, which also carries `width` when given). `observeSize` from
   * `@hostbridge/core/resize` measures and calls this on every change.
   */
  notifyIntrinsicHeight(height: number, width?: number): void;
  /** Opens a link outside the widget (`window.openai.openExternal`, else `ui/open-link`). */
  openExternal(options: OpenExternalOptions): Promise<void>;
  /** ChatGPT: the URL the "open in app" button goes to. */
  setOpenInAppUrl(options: { href: string }): Promise<void>;
  /** Replaces what the model knows of the widget (`ui/update-model-context`); no model turn. */
  updateModelContext(options: UpdateModelContextOptions): Promise<void>;
  /** Reads a resource of the widget's server (`resources/read`); rejects with `InvalidResultError` on a malformed answer. */
  readResource(options: { uri: string }): Promise<ReadResourceResult>;
  /** Sends a log message to the host (`notifications/message`); rejects when `data` cannot be cloned. */
  log(options: LogOptions): Promise<void>;
  /** Asks the host to download files for the user (`ui/download-file`). */
  downloadFile(options: DownloadFileOptions): Promise<void>;

  /** Register a callback run before the host's `ui/resource-teardown` is answered. */
  onTeardown(callback: () => void | Promise<void>): Unsubscribe;
  /**
   * Answers a request the MCP Apps host sends the widget (e.g. `tools/call`): the handler's value
   * is the result, a throw becomes a JSON-RPC error. Returns the undo; without a bridge it does
   * nothing. Unhandled methods are answered -32601.
   */
  handleRequest(method: string, handler: (params: unknown) => unknown): Unsubscribe;
  /**
   * Sends a JSON-RPC request over the MCP Apps bridge as it is (after the handshake) and resolves
   * with the host's result; the low-level counterpart of the routed calls, for extensions such as
   * `@hostbridge/core/probe`. Rejects with `UnsupportedError` without a connected bridge,
   * `ClosedError` once closed, and the host's `HostError` (its `rpcCode` as sent) or a
   * `TimeoutError` otherwise. A -32601 answer to the method of a `Feature` is remembered:
   * `supports(feature)` says false from then on.
   */
  sendRequest(method: string, params?: UnknownObject, options?: CallOptions): Promise<unknown>;
  /**
   * Sends a notification the spec defines for the View but this Host has no method for (e.g.
   * `notifications/tools/list_changed`), once the bridge is connected; without a bridge, or once
   * closed, it does nothing. The low-level counterpart of `handleRequest`, for extensions such as
   * `@hostbridge/core/tools`.
   */
  sendNotification(method: string, params?: UnknownObject): void;
  /** Removes every listener and rejects pending calls with `ClosedError`; `supports()` says false from then on. */
  close(): Promise<void>;
}

/** Options of `createHost()`. Every one is optional. */
export interface CreateHostOptions {
  /** The widget's window (default `globalThis.window`; absent in Node: standalone). */
  window?: Window;
  /** The MCP Apps channel (default `windowPort(window.parent)` when framed). */
  port?: import("./port.js").Port;
  /**
   * Accept and send bridge messages only for these parent origins (a trailing slash is dropped;
   * an entry that is not an origin, or `"*"` mixed with origins, throws `InvalidArgumentError`).
   */
  allowedOrigins?: string[];
  /** Throw `NoHostError` instead of running standalone. */
  strict?: boolean;
  /** Default per-request timeout in ms (30 000). */
  timeoutMs?: number;
  /**
   * How long to wait for the `ui/initialize` answer (10 000 ms) before `ready` rejects and
   * `handshake` becomes `"failed"`; an answer that comes later still connects the bridge.
   */
  handshakeTimeoutMs?: number;
  /** The widget's name and version for the handshake's `appInfo` (default `{ name: "hostbridge", version: "0" }`). */
  appInfo?: {
    /** The widget's name. */
    name: string;
    /** The widget's version. */
    version: string;
  };
  /** Display modes the widget supports, announced in the handshake (default: all three, `DISPLAY_MODES`). */
  availableDisplayModes?: readonly DisplayMode[];
  /**
   * More of the widget's capabilities for the handshake's `appCapabilities`, e.g. `{ tools: { listChanged: true } }`
   * when it registers tools the host may call (`registerAppTools` of `@hostbridge/core/tools`).
   */
  appCapabilities?: UnknownObject;
  /** Where emulated widget state is kept (default `window.localStorage`; `null` keeps it in memory). */
  storage?: Storage | null;
  /** The standalone notice: a function to receive it, or `false` for none (default `console.info`). */
  notice?: ((message: string) => void) | false;
}
