import { InvalidResultError, ProtocolVersionError, TimeoutError } from "../errors.js";
import { DISPLAY_MODES, type DisplayMode, type HostSnapshot, type UnknownObject } from "../globals.js";
import type { Port } from "../port.js";
import { createRpc, type RequestOptions } from "../rpc.js";
import type { Store } from "../store.js";
import { hasData, hasFieldsOfType, isFiniteNumber, isObject, isString, type Check } from "../util.js";
import {
  isContainerDimensions,
  isCurrentDisplayMode,
  isDisplayModeList,
  isInsets,
  isPlatform,
  isTheme,
  isToolInfo,
  isToolResult,
} from "../validate.js";

// Method names, as in the MCP Apps spec (2026-01-26) and the official SDK.
export const INITIALIZE = "ui/initialize";
export const INITIALIZED = "ui/notifications/initialized";
export const TOOL_INPUT = "ui/notifications/tool-input";
export const TOOL_INPUT_PARTIAL = "ui/notifications/tool-input-partial";
export const TOOL_RESULT = "ui/notifications/tool-result";
export const TOOL_CANCELLED = "ui/notifications/tool-cancelled";
export const HOST_CONTEXT_CHANGED = "ui/notifications/host-context-changed";
export const RESOURCE_TEARDOWN = "ui/resource-teardown";
export const TOOLS_CALL = "tools/call";
export const MESSAGE = "ui/message";
export const OPEN_LINK = "ui/open-link";
export const REQUEST_DISPLAY_MODE = "ui/request-display-mode";
export const UPDATE_MODEL_CONTEXT = "ui/update-model-context";
export const RESOURCES_READ = "resources/read";
export const LOG = "notifications/message";
export const REQUEST_TEARDOWN = "ui/notifications/request-teardown";
export const DOWNLOAD_FILE = "ui/download-file";
export const SIZE_CHANGED = "ui/notifications/size-changed";

/** The MCP Apps protocol version this SDK speaks (the stable spec). */
export const PROTOCOL_VERSION = "2026-01-26";

export interface McpAppsOptions {
  timeoutMs?: number;
  handshakeTimeoutMs?: number;
  appInfo?: { name: string; version: string };
  /** The display modes the widget declares in its `appCapabilities` (default: every one it can request). */
  availableDisplayModes?: readonly DisplayMode[];
  appCapabilities?: UnknownObject;
  /** Whether tool-result `_meta` also goes to `toolResponseMetadata` (not in ChatGPT, where window.openai owns it). */
  ownsToolResponseMetadata?: boolean;
  /** Run before `ui/resource-teardown` is answered. */
  teardown?: () => Promise<unknown>; // never rejects
}

export interface McpAppsAdapter {
  /** Resolves after `ui/initialize` succeeded and `initialized` was sent; rejects when the handshake failed. */
  readonly ready: Promise<void>;
  /** Resolves when the handshake ends, either way, with `handshake` in the snapshot set (never rejects). */
  readonly settled: Promise<void>;
  /** Resolves once the bridge is up, also after a late answer; rejects when the handshake fails for good. */
  readonly connected: Promise<void>;
  request(method: string, params?: unknown, options?: RequestOptions): Promise<unknown>;
  /** Answers the host's requests for `method` with `handler` (replacing any); returns the undo. */
  handleRequest(method: string, handler: (params: unknown) => unknown): () => void;
  /** Sends a notification now; throws what posting throws (e.g. data that cannot be cloned). */
  notify(method: string, params?: unknown): void;
  close(): void;
}

/** Host-context keys copied as they are when their value has the right type. */
const CONTEXT_CHECKS: Partial<Record<keyof HostSnapshot, Check>> = {
  theme: isTheme,
  displayMode: isCurrentDisplayMode,
  availableDisplayModes: isDisplayModeList,
  locale: isString,
  timeZone: isString,
  platform: isPlatform,
  styles: isObject,
  containerDimensions: isContainerDimensions,
  toolInfo: isToolInfo,
};

/** Maps the (merged) host context to snapshot keys, keeping only values of the right type. */
function fromHostContext(context: UnknownObject): Partial<HostSnapshot> {
  const snapshot: Record<string, unknown> = { hostContext: context };
  for (const [key, check] of Object.entries(CONTEXT_CHECKS)) if (check(context[key])) snapshot[key] = context[key];
  if (isString(context.userAgent)) snapshot.hostUserAgent = context.userAgent;
  if (isInsets(context.safeAreaInsets)) snapshot.safeArea = { insets: context.safeAreaInsets };
  const dimensions = snapshot.containerDimensions as HostSnapshot["containerDimensions"];
  const maxHeight = dimensions?.maxHeight ?? dimensions?.height;
  if (isFiniteNumber(maxHeight)) snapshot.maxHeight = maxHeight;
  const deviceCapabilities = context.deviceCapabilities;
  const platform = snapshot.platform;
  if (platform || isObject(deviceCapabilities)) {
    const capabilities = isObject(deviceCapabilities) ? deviceCapabilities : {};
    snapshot.userAgent = {
      device: { type: platform === "mobile" || platform === "desktop" ? platform : "unknown" },
      capabilities: { hover: capabilities.hover !== false, touch: capabilities.touch === true },
    };
  }
  return snapshot as Partial<HostSnapshot>;
}

/** The View side of the MCP Apps bridge: handshake, notifications into the store, standard calls. */
export function createMcpAppsAdapter(
  port: Port,
  store: Store<HostSnapshot>,
  options: McpAppsOptions = {},
): McpAppsAdapter {
  let hostContext: UnknownObject = {};
  const isBeforeInput = () => ["idle", "input-streaming"].includes(store.get().toolStatus);
  const mergeHostContext = (params: unknown) => {
    if (!isObject(params)) return;
    hostContext = { ...hostContext, ...params }; // spread, not assign: a "__proto__" key stays a plain data property
    store.set(fromHostContext(hostContext));
  };

  const requests: Record<string, (params: unknown) => unknown> = {
    [RESOURCE_TEARDOWN]: async () => {
      await options.teardown?.();
      return {};
    },
  };
  const rpc = createRpc(port, {
    timeoutMs: options.timeoutMs,
    requests, // read per message: handlers added later answer too
    notifications: {
      [TOOL_INPUT_PARTIAL]: (params) => {
        if (isObject(params) && isObject(params.arguments) && isBeforeInput()) {
          store.set({ toolInputPartial: params.arguments, toolStatus: "input-streaming" });
        }
      },
      [TOOL_INPUT]: (params) => {
        if (!hasFieldsOfType(params, { arguments: isObject })) return;
        store.set({
          toolInput: (params.arguments as UnknownObject) ?? {},
          ...(isBeforeInput() && { toolStatus: "pending" as const }),
        });
      },
      [TOOL_RESULT]: (params) => {
        // A CallToolResult: a field of the wrong type makes the whole frame ignored.
        if (!isToolResult(params)) return;
        const result = params as HostSnapshot["toolResult"] & UnknownObject;
        // A reload may replay the result emptied (`structuredContent: {}`, no `_meta`): it never blanks data shown.
        if (hasData(store.get().toolOutput) && !hasData(result.structuredContent) && !result._meta && !result.isError)
          return;
        const meta = (result._meta as UnknownObject | undefined) ?? null;
        store.set({
          toolResult: result,
          toolOutput: result.structuredContent ?? null,
          toolResultMeta: meta,
          ...(options.ownsToolResponseMetadata && { toolResponseMetadata: meta }),
          toolStatus: result.isError ? "error" : "success",
        });
      },
      [TOOL_CANCELLED]: (params) => {
        // A cancellation that comes after the result is late: the result stands.
        if (["success", "error"].includes(store.get().toolStatus)) return;
        if (params !== undefined && !hasFieldsOfType(params, { reason: isString })) return;
        store.set({ toolStatus: "cancelled", toolCancelReason: (params?.reason as string) ?? null });
      },
      [HOST_CONTEXT_CHANGED]: mergeHostContext,
    },
  });

  /** Takes the `ui/initialize` answer; throws what fails the handshake. */
  const accept = (answer: unknown) => {
    // Tolerant of sparse hosts: a missing or odd field never fails the handshake; a foreign version
    // does, and so does an answer that is no object at all (5, null, "x"), as the official App says.
    if (!isObject(answer)) throw new InvalidResultError(INITIALIZE, answer);
    const result = answer;
    if (isString(result.protocolVersion) && result.protocolVersion !== PROTOCOL_VERSION) {
      throw new ProtocolVersionError(result.protocolVersion, PROTOCOL_VERSION);
    }
    const hostInfo = result.hostInfo;
    if (isObject(hostInfo) && isString(hostInfo.name)) store.set({ hostInfo: hostInfo as HostSnapshot["hostInfo"] });
    mergeHostContext(result.hostContext);
    store.set({
      hostCapabilities: isObject(result.hostCapabilities) ? result.hostCapabilities : {},
      handshake: "ready",
    });
    rpc.notify(INITIALIZED);
  };

  store.set({ handshake: "pending" });
  const handshakeTimeoutMs = options.handshakeTimeoutMs ?? 10_000;
  const initializeParams = {
    appInfo: options.appInfo ?? { name: "hostbridge", version: "0" },
    appCapabilities: {
      ...options.appCapabilities,
      availableDisplayModes: options.availableDisplayModes ?? DISPLAY_MODES,
    },
    protocolVersion: PROTOCOL_VERSION,
  };
  // No timeout on the request itself: a host that answers late still connects the bridge.
  const connected = rpc.request(INITIALIZE, initializeParams, { timeoutMs: 0 }).then(accept);
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new TimeoutError(INITIALIZE, handshakeTimeoutMs)), handshakeTimeoutMs);
    connected.then(resolve, reject).finally(() => clearTimeout(timer));
  });
  const settled = ready.catch(() => {
    if (store.get().handshake === "pending") store.set({ handshake: "failed" });
  });

  return {
    ready,
    settled,
    connected,
    request: rpc.request,
    handleRequest(method, handler) {
      requests[method] = handler;
      return () => {
        if (requests[method] === handler) delete requests[method];
      };
    },
    notify: rpc.notify,
    close: rpc.close,
  };
}
