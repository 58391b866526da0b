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
  // @example-source packages/core/examples/host-members.ts#kind
  /**
   * Which bridge the widget found: `"chatgpt"` (window.openai, with or without the bridge),
   * `"mcp-apps"`, `"standalone"`.
   *
   * @example
   * ```ts
   * // Opened on its own (a preview page, a test): there is no host to call tools on.
   * if (host.kind === "standalone") {
   *   document.body.textContent = "Open this widget from a chat to see your pizzas.";
   * }
   * document.documentElement.dataset.host = host.kind; // "chatgpt" | "mcp-apps" | "standalone"
   * ```
   */
  readonly kind: HostKind;
  // @example-source packages/core/examples/host-members.ts#ready
  /**
   * Resolves once the MCP Apps handshake is done (at once for ChatGPT-only and standalone hosts);
   * rejects when it failed. A host that answers late still connects: watch `handshake` in the snapshot.
   *
   * @example
   * ```ts
   * try {
   *   await host.ready; // the MCP Apps handshake; at once in ChatGPT-only and standalone pages
   * } catch (error) {
   *   // TimeoutError or ProtocolVersionError: window.openai (if any) still works, and a host that
   *   // answers late still connects, so watch `handshake` in the snapshot rather than give up.
   *   console.warn("MCP Apps handshake failed:", error);
   * }
   * ```
   */
  readonly ready: Promise<void>;
  // @example-source packages/core/examples/host-members.ts#getSnapshot
  /**
   * The frozen snapshot of everything the host said; a new object after each change.
   *
   * @example
   * ```ts
   * // One frozen object: a new one after each change, so read it when rendering.
   * const { toolOutput, toolStatus, theme, locale } = host.getSnapshot();
   * document.documentElement.dataset.theme = theme; // "light" | "dark"
   * document.documentElement.lang = locale; // e.g. "en-US"
   * // toolOutput: the structuredContent of the tool call that opened the widget
   * document.body.textContent = toolStatus === "success" ? JSON.stringify(toolOutput) : "Looking for pizzerias…";
   * ```
   */
  getSnapshot(): HostSnapshot;
  // @example-source packages/core/examples/host-members.ts#subscribe
  /**
   * Calls `listener(changedKeys)` after each change; returns the unsubscribe function.
   *
   * @example
   * ```ts
   * // The listener gets the names of the keys that changed: re-render only for those this view shows.
   * const unsubscribe = host.subscribe((changed) => {
   *   if (!changed.has("toolOutput") && !changed.has("displayMode")) return;
   *   const snapshot = host.getSnapshot();
   *   document.body.classList.toggle("expanded", snapshot.displayMode === "fullscreen");
   *   document.body.textContent = JSON.stringify(snapshot.toolOutput);
   * });
   * host.onTeardown(unsubscribe);
   * ```
   */
  subscribe(listener: SnapshotListener): Unsubscribe;
  // @example-source packages/core/examples/host-members.ts#supports
  /**
   * Whether a call of `feature` can be served now, derived from the snapshot (handshake, learned
   * -32601 answers, `closed`): subscribe and ask again to stay current. False for bridge features
   * while the handshake is pending.
   *
   * @example
   * ```ts
   * // Show the upload button only where the host can serve it, and keep asking: the answer changes
   * // when the handshake ends, when the host answers -32601, and after close().
   * const uploadButton = document.querySelector<HTMLButtonElement>("#upload");
   * const showUploadButton = () => {
   *   if (uploadButton) uploadButton.hidden = !host.supports("uploadFile"); // ChatGPT only
   * };
   * host.subscribe(showUploadButton);
   * showUploadButton();
   * ```
   */
  supports(feature: Feature): boolean;

  // @example-source packages/core/examples/host-members.ts#callTool
  /**
   * Calls a tool of the widget's server (`tools/call`); rejects with `InvalidResultError` when the
   * answer is not a CallToolResult.
   *
   * @example
   * ```ts
   * try {
   *   const result = await host.callTool("search_pizzerias", { city: "Naples", limit: 5 }, { timeoutMs: 10_000 });
   *   // A tool that failed still answers: `isError`, with the reason in `content`.
   *   if (result.isError) console.warn("search_pizzerias failed:", result.content);
   *   else document.body.textContent = JSON.stringify(result.structuredContent);
   * } catch (error) {
   *   // No answer at all: no bridge (UnsupportedError), too slow (TimeoutError), refused (HostError).
   *   if (!(error instanceof TimeoutError)) throw error;
   *   document.body.textContent = "The pizza server is slow today; try again.";
   * }
   * ```
   */
  callTool(name: string, args?: UnknownObject, options?: CallOptions): Promise<ToolResult>;
  // @example-source packages/core/examples/host-members.ts#sendFollowUpMessage
  /**
   * Posts a user message into the conversation (`ui/message`).
   *
   * @example
   * ```ts
   * if (host.supports("sendFollowUpMessage")) {
   *   // Posted as if the user wrote it, so the model answers it in the conversation.
   *   await host.sendFollowUpMessage({ prompt: "Compare the three cheapest pizzerias", scrollToBottom: false });
   * }
   * ```
   */
  sendFollowUpMessage(options: SendFollowUpMessageOptions): Promise<void>;
  // @example-source packages/core/examples/host-members.ts#setWidgetState
  /**
   * Stores the widget state: the snapshot at once, then `window.openai.setWidgetState`, or (plain
   * MCP Apps and standalone) the saved entry of this widget instance plus the model context.
   * `null` clears it. Rejects with `StorageError` (nothing changed) when the state cannot be saved.
   *
   * @example
   * ```ts
   * try {
   *   // Restored with the view: the model may read `modelContent`, only the widget sees `privateContent`.
   *   await host.setWidgetState({ modelContent: { selectedId: "da-michele" }, privateContent: { scrollTop: 240 } });
   * } catch (error) {
   *   if (!(error instanceof StorageError)) throw error;
   *   console.warn("The selection was not saved (nothing changed):", error.cause);
   * }
   * ```
   */
  setWidgetState(state: WidgetState | StructuredWidgetState | null): Promise<void>;
  // @example-source packages/core/examples/host-members.ts#uploadFile
  /**
   * ChatGPT: uploads a file (`window.openai.uploadFile`).
   *
   * @example
   * ```ts
   * const photoInput = document.querySelector<HTMLInputElement>("input[type=file]");
   * photoInput?.addEventListener("change", async () => {
   *   const photo = photoInput.files?.[0];
   *   if (!photo || !host.supports("uploadFile")) return;
   *   const { fileId } = await host.uploadFile(photo, { library: true }); // also kept in the user's library
   *   // Image ids in the widget state let the model see the photo on its next turn.
   *   await host.setWidgetState({ modelContent: { note: "The user's pizza photo" }, imageIds: [fileId] });
   * });
   * ```
   */
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
  // @example-source packages/core/examples/host-members.ts#selectFiles
  /**
   * ChatGPT: lets the user pick files from their library (`window.openai.selectFiles`).
   *
   * @example
   * ```ts
   * if (host.supports("selectFiles")) {
   *   // ChatGPT's library picker; the files come back already authorised for this app ([] if cancelled).
   *   const picked = await host.selectFiles();
   *   const menus = picked.filter((file) => file.mimeType === "application/pdf");
   *   document.body.textContent = menus.map((file) => file.fileName).join(", ");
   * }
   * ```
   */
  selectFiles(): Promise<FileRef[]>;
  // @example-source packages/core/examples/host-members.ts#getFileDownloadUrl
  /**
   * ChatGPT: a temporary download URL of an uploaded file.
   *
   * @example
   * ```ts
   * // `fileId` comes from uploadFile or selectFiles; the URL is short-lived, so fetch it when needed.
   * export async function showPhoto(fileId: string) {
   *   const { downloadUrl } = await host.getFileDownloadUrl({ fileId });
   *   const image = document.createElement("img");
   *   image.src = downloadUrl;
   *   document.body.append(image);
   * }
   * ```
   */
  getFileDownloadUrl(options: {
    /** The id from `uploadFile` or `selectFiles`. */
    fileId: string;
  }): Promise<{
    /** A short-lived URL of the file. */
    downloadUrl: string;
  }>;
  // @example-source packages/core/examples/host-members.ts#requestDisplayMode
  /**
   * Asks for a display mode; resolves with the mode in effect. A mode the host does not offer is
   * not requested: it resolves with the current mode (which may be `"modal"`, never requested).
   *
   * @example
   * ```ts
   * // The host may refuse or choose another mode (on mobile, pip may become fullscreen):
   * // lay out for the mode it answers, not the one asked for.
   * const { mode } = await host.requestDisplayMode({ mode: "fullscreen" });
   * document.body.classList.toggle("expanded", mode === "fullscreen");
   * ```
   */
  requestDisplayMode(options: {
    /** The mode wanted. */
    mode: DisplayMode;
  }): Promise<{
    /** The mode in effect after the request. */
    mode: CurrentDisplayMode;
  }>;
  // @example-source packages/core/examples/host-members.ts#requestModal
  /**
   * ChatGPT: opens a template of the same server as a modal. The widget mounted there sees
   * `displayMode: "modal"` and `view: { mode: "modal", params }` in its snapshot.
   *
   * @example
   * ```ts
   * if (host.supports("requestModal")) {
   *   await host.requestModal({ template: "ui://widget/pizza-details.html", params: { pizzaId: "margherita" } });
   * }
   * // In the modal, the widget mounted from that template reads the params back:
   * const { view } = host.getSnapshot();
   * if (view.mode === "modal") console.log(view.params); // { pizzaId: "margherita" }
   * ```
   */
  requestModal(options: RequestModalOptions): Promise<void>;
  // @example-source packages/core/examples/host-members.ts#requestCheckout
  /**
   * ChatGPT: opens its checkout for the given session (`window.openai.requestCheckout`, the
   * Checkout API, in private beta); resolves with what ChatGPT answers. No MCP Apps equivalent:
   * elsewhere it rejects with `UnsupportedError`.
   *
   * @example
   * ```ts
   * if (host.supports("requestCheckout")) {
   *   // The server creates the checkout session; ChatGPT shows its checkout for it.
   *   const { structuredContent: session } = await host.callTool("create_checkout_session", { cartId: "cart-42" });
   *   if (session) console.log("Checkout answered:", await host.requestCheckout(session));
   * }
   * ```
   */
  requestCheckout(options: UnknownObject): Promise<unknown>;
  // @example-source packages/core/examples/host-members.ts#requestClose
  /**
   * Asks the host to close the widget (`window.openai.requestClose`, else
   * `ui/notifications/request-teardown`).
   *
   * @example
   * ```ts
   * document.querySelector("#done")?.addEventListener("click", async () => {
   *   // The host decides; an MCP Apps host that agrees sends ui/resource-teardown (see onTeardown).
   *   if (host.supports("requestClose")) await host.requestClose();
   * });
   * ```
   */
  requestClose(): Promise<void>;
  // @example-source packages/core/examples/host-members.ts#notifyIntrinsicHeight
  /**
   * Reports the widget's height in px (`window.openai.notifyIntrinsicHeight`, else
   * `ui/notifications/size-changed`, which also carries `width` when given). `observeSize` from
   * `@hostbridge/core/resize` measures and calls this on every change.
   *
   * @example
   * ```ts
   * // After a render that changed the height: `observeSize` of @hostbridge/core/resize does this on
   * // every change, so call it by hand only where that is not used.
   * host.notifyIntrinsicHeight(document.documentElement.scrollHeight);
   * ```
   */
  notifyIntrinsicHeight(height: number, width?: number): void;
  // @example-source packages/core/examples/host-members.ts#openExternal
  /**
   * Opens a link outside the widget (`window.openai.openExternal`, else `ui/open-link`).
   *
   * @example
   * ```ts
   * document.querySelector("a.menu")?.addEventListener("click", async (event) => {
   *   event.preventDefault(); // the sandboxed iframe cannot navigate away: the host opens the link
   *   await host.openExternal({ href: "https://pizzeria.example/menu" });
   * });
   * ```
   */
  openExternal(options: OpenExternalOptions): Promise<void>;
  // @example-source packages/core/examples/host-members.ts#setOpenInAppUrl
  /**
   * ChatGPT: the URL the "open in app" button goes to.
   *
   * @example
   * ```ts
   * // In fullscreen, ChatGPT's "open in app" button goes here (the iframe's own path when unset).
   * export async function showPizzeria(pizzeriaId: string) {
   *   if (host.supports("setOpenInAppUrl")) {
   *     await host.setOpenInAppUrl({ href: `https://pizzeria.example/places/${pizzeriaId}` });
   *   }
   * }
   * ```
   */
  setOpenInAppUrl(options: { href: string }): Promise<void>;
  // @example-source packages/core/examples/host-members.ts#updateModelContext
  /**
   * Replaces what the model knows of the widget (`ui/update-model-context`); no model turn.
   *
   * @example
   * ```ts
   * if (host.supports("updateModelContext")) {
   *   // Replaces what the model knows of the widget; it reads it on the user's next message.
   *   await host.updateModelContext({
   *     content: [{ type: "text", text: "The user is reading the menu of Da Michele." }],
   *     structuredContent: { pizzeriaId: "da-michele", visiblePizzas: ["margherita", "marinara"] },
   *   });
   * }
   * ```
   */
  updateModelContext(options: UpdateModelContextOptions): Promise<void>;
  // @example-source packages/core/examples/host-members.ts#readResource
  /**
   * Reads a resource of the widget's server (`resources/read`); rejects with `InvalidResultError`
   * on a malformed answer.
   *
   * @example
   * ```ts
   * try {
   *   const { contents } = await host.readResource({ uri: "menu://pizzerias/da-michele" });
   *   const menu = contents[0]?.text; // a text resource; a binary one has `blob` (base64) instead
   *   if (menu) document.body.textContent = menu;
   * } catch (error) {
   *   if (!(error instanceof UnsupportedError)) throw error;
   *   console.info("This host does not read the server's resources.");
   * }
   * ```
   */
  readResource(options: { uri: string }): Promise<ReadResourceResult>;
  // @example-source packages/core/examples/host-members.ts#log
  /**
   * Sends a log message to the host (`notifications/message`); rejects when `data` cannot be
   * cloned.
   *
   * @example
   * ```ts
   * if (host.supports("log")) {
   *   // For the host's logs (debugging, telemetry); it never enters the conversation.
   *   await host.log({ level: "warning", logger: "pizza-list", data: { message: "No photo", pizzaId: "diavola" } });
   * }
   * ```
   */
  log(options: LogOptions): Promise<void>;
  // @example-source packages/core/examples/host-members.ts#downloadFile
  /**
   * Asks the host to download files for the user (`ui/download-file`).
   *
   * @example
   * ```ts
   * if (host.supports("downloadFile")) {
   *   // The sandbox cannot download by itself: the host asks the user, then saves the file.
   *   const csv = "pizza,count\nmargherita,2\ndiavola,1";
   *   await host.downloadFile({
   *     contents: [{ type: "resource", resource: { uri: "file:///order-42.csv", mimeType: "text/csv", text: csv } }],
   *   });
   * }
   * ```
   */
  downloadFile(options: DownloadFileOptions): Promise<void>;

  // @example-source packages/core/examples/host-members.ts#onTeardown
  /**
   * Register a callback run before the host's `ui/resource-teardown` is answered.
   *
   * @example
   * ```ts
   * // The host waits for this before it removes the widget: save what the user was typing.
   * host.onTeardown(async () => {
   *   const draft = document.querySelector("textarea")?.value ?? "";
   *   await host.setWidgetState({ draft });
   * });
   * ```
   */
  onTeardown(callback: () => void | Promise<void>): Unsubscribe;
  // @example-source packages/core/examples/host-members.ts#handleRequest
  /**
   * Answers a request the MCP Apps host sends the widget (e.g. `tools/call`): the handler's value
   * is the result, a throw becomes a JSON-RPC error. Returns the undo; without a bridge it does
   * nothing. Unhandled methods are answered -32601.
   *
   * @example
   * ```ts
   * // The host calls a tool the widget offers (`registerAppTools` of @hostbridge/core/tools does this
   * // for a list of tools); what the handler returns is the result, a throw a JSON-RPC error.
   * host.handleRequest("tools/call", (params) => {
   *   const { name } = params as { name: string };
   *   if (name !== "get_selection") throw new Error(`Unknown tool: ${name}`);
   *   return { content: [{ type: "text", text: "margherita, diavola" }] };
   * });
   * ```
   */
  handleRequest(method: string, handler: (params: unknown) => unknown): Unsubscribe;
  // @example-source packages/core/examples/host-members.ts#sendRequest
  /**
   * Sends a JSON-RPC request over the MCP Apps bridge as it is (after the handshake) and resolves
   * with the host's result; the low-level counterpart of the routed calls, for extensions such as
   * `@hostbridge/core/probe`. Rejects with `UnsupportedError` without a connected bridge,
   * `ClosedError` once closed, and the host's `HostError` (its `rpcCode` as sent) or a
   * `TimeoutError` otherwise. A -32601 answer to the method of a `Feature` is remembered:
   * `supports(feature)` says false from then on.
   *
   * @example
   * ```ts
   * try {
   *   // A request the Host has no method for, sent as it is once the bridge is connected.
   *   const listed = await host.sendRequest("resources/list", {}, { timeoutMs: 5000 });
   *   console.log(listed); // the host's result, unchecked
   * } catch (error) {
   *   if (error instanceof HostError) console.warn(`The host refused: ${error.rpcCode} ${error.message}`);
   *   else if (!(error instanceof UnsupportedError)) throw error; // UnsupportedError: no bridge here
   * }
   * ```
   */
  sendRequest(method: string, params?: UnknownObject, options?: CallOptions): Promise<unknown>;
  // @example-source packages/core/examples/host-members.ts#sendNotification
  /**
   * Sends a notification the spec defines for the View but this Host has no method for (e.g.
   * `notifications/tools/list_changed`), once the bridge is connected; without a bridge, or once
   * closed, it does nothing. The low-level counterpart of `handleRequest`, for extensions such as
   * `@hostbridge/core/tools`.
   *
   * @example
   * ```ts
   * // The widget now offers another tool: tell the host to list them again (registerAppTools of
   * // @hostbridge/core/tools does this itself). Without a bridge it does nothing.
   * host.sendNotification("notifications/tools/list_changed");
   * ```
   */
  sendNotification(method: string, params?: UnknownObject): void;
  // @example-source packages/core/examples/host-members.ts#close
  /**
   * Removes every listener and rejects pending calls with `ClosedError`; `supports()` says false
   * from then on.
   *
   * @example
   * ```ts
   * // At the end of a test, or when the page goes away: pending calls reject with ClosedError.
   * await host.close();
   * console.log(host.supports("callTool")); // false from now on
   * console.log(host.getSnapshot().closed); // true
   * ```
   */
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
