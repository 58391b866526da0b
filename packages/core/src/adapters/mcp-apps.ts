import { HostError } from "../errors.js";
import type { DisplayMode, HostSnapshot, Platform } from "../globals.js";
import type { Port } from "../port.js";
import { createRpc, type Rpc } from "../rpc.js";
import type { Store } from "../store.js";
import { isMode, isObj, noop, num, str, type Obj } from "../util.js";

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
export const PROTOCOL_VERSION = "2026-01-26";

export interface McpAppsOptions {
  timeoutMs?: number;
  handshakeTimeoutMs?: number;
  appInfo?: { name: string; version: string };
  availableDisplayModes?: DisplayMode[];
  /** Run before `ui/resource-teardown` is answered. */
  teardown?: () => Promise<unknown>;
}

export interface McpAppsAdapter {
  /** Resolves after `ui/initialize` succeeded and `initialized` was sent. */
  readonly ready: Promise<void>;
  /** "pending" until the handshake ends; the host's capabilities after it; null if it failed. */
  caps(): Obj | "pending" | null;
  /** The merged host context (for `toolInfo`). */
  context(): Obj;
  request(method: string, params?: unknown, timeoutMs?: number): Promise<unknown>;
  /** Requests whose result may say `isError: true` (a refusal): that becomes a `HostError`. */
  act(method: string, params: unknown): Promise<void>;
  notify(method: string, params?: unknown): void;
  close(): void;
}

const PLATFORMS: Platform[] = ["web", "desktop", "mobile"];

/** Maps the (merged) host context to snapshot keys, keeping only values of the right type. */
function fromContext(c: Obj): Partial<HostSnapshot> {
  const s: Partial<HostSnapshot> = {};
  if (c.theme === "light" || c.theme === "dark") s.theme = c.theme;
  if (isMode(c.displayMode)) s.displayMode = c.displayMode;
  const m = c.availableDisplayModes;
  if (Array.isArray(m) && m.every(isMode)) s.availableDisplayModes = m;
  if (str(c.locale)) s.locale = c.locale;
  if (str(c.timeZone)) s.timeZone = c.timeZone;
  if (PLATFORMS.includes(c.platform as Platform)) s.platform = c.platform as Platform;
  if (isObj(c.styles)) s.styles = c.styles;
  const i = c.safeAreaInsets;
  if (isObj(i) && num(i.top) && num(i.right) && num(i.bottom) && num(i.left)) {
    s.safeArea = { insets: { top: i.top, right: i.right, bottom: i.bottom, left: i.left } };
  }
  const d = isObj(c.containerDimensions) ? c.containerDimensions : isObj(c.viewport) ? c.viewport : {};
  const h = num(d.maxHeight) ? d.maxHeight : d.height;
  if (num(h)) s.maxHeight = h;
  const caps = isObj(c.deviceCapabilities) ? c.deviceCapabilities : null;
  if (caps || s.platform) {
    const p = s.platform;
    s.userAgent = {
      device: { type: p === "mobile" ? "mobile" : p === "desktop" ? "desktop" : "unknown" },
      capabilities: { hover: caps?.hover !== false, touch: caps?.touch === true },
    };
  }
  return s;
}

const args = (p: unknown) => (isObj(p) && isObj(p.arguments) ? p.arguments : null);

/** The View side of the MCP Apps bridge: handshake, notifications into the store, standard calls. */
export function createMcpAppsAdapter(port: Port, store: Store<HostSnapshot>, o: McpAppsOptions = {}): McpAppsAdapter {
  let caps: Obj | "pending" | null = "pending";
  let ctx: Obj = {};
  const status = () => store.get().toolStatus;
  const early = () => status() === "idle" || status() === "input-streaming";
  const setContext = (p: unknown) => {
    if (!isObj(p)) return;
    ctx = { ...ctx, ...p }; // spread, not assign: a "__proto__" key stays a plain data property
    store.set(fromContext(ctx));
  };

  const rpc: Rpc = createRpc(port, {
    timeoutMs: o.timeoutMs,
    requests: {
      [RESOURCE_TEARDOWN]: async () => {
        await o.teardown?.().catch(noop);
        return {};
      },
    },
    notifications: {
      [TOOL_INPUT_PARTIAL]: (p) => {
        const a = args(p);
        if (a && early()) store.set({ toolInputPartial: a, toolStatus: "input-streaming" });
      },
      [TOOL_INPUT]: (p) => {
        if (!isObj(p) || (p.arguments !== undefined && !isObj(p.arguments))) return;
        store.set({ toolInput: args(p) ?? {}, ...(early() ? { toolStatus: "pending" as const } : {}) });
      },
      [TOOL_RESULT]: (p) => {
        // A CallToolResult: each field, when present, must have its type, or the frame is ignored.
        if (
          !isObj(p) ||
          (p.content !== undefined && !Array.isArray(p.content)) ||
          (p.structuredContent !== undefined && !isObj(p.structuredContent)) ||
          (p._meta !== undefined && !isObj(p._meta)) ||
          (p.isError !== undefined && typeof p.isError !== "boolean")
        ) return;
        const sc = p.structuredContent;
        store.set({
          toolResult: p,
          toolOutput: isObj(sc) ? sc : null,
          toolResponseMetadata: isObj(p._meta) ? p._meta : null,
          toolStatus: p.isError === true ? "error" : "success",
        });
      },
      [TOOL_CANCELLED]: (p) => {
        if (p !== undefined && !(isObj(p) && (p.reason === undefined || str(p.reason)))) return;
        store.set({ toolStatus: "cancelled", toolCancelReason: isObj(p) && str(p.reason) ? p.reason : null });
      },
      [HOST_CONTEXT_CHANGED]: setContext,
    },
  });

  const ready = rpc
    .request(
      INITIALIZE,
      {
        appInfo: o.appInfo ?? { name: "hostbridge-app", version: "0.0.0" },
        appCapabilities: o.availableDisplayModes ? { availableDisplayModes: o.availableDisplayModes } : {},
        protocolVersion: PROTOCOL_VERSION,
      },
      o.handshakeTimeoutMs ?? 10_000,
    )
    .then(
      (r) => {
        // Tolerant: a missing or odd field never fails the handshake.
        const res = isObj(r) ? r : {};
        const info = res.hostInfo;
        if (isObj(info) && str(info.name)) store.set({ hostInfo: { ...info, name: info.name, version: str(info.version) ? info.version : "" } });
        caps = isObj(res.hostCapabilities) ? res.hostCapabilities : {};
        setContext(res.hostContext);
        rpc.notify(INITIALIZED);
      },
      (e) => {
        caps = null;
        throw e;
      },
    );
  ready.catch(noop); // a caller who never awaits `ready` must not see an unhandled rejection

  const after = <T>(f: () => T) => ready.then(f);
  return {
    ready,
    caps: () => caps,
    context: () => ctx,
    request: (method, params, timeoutMs) => after(() => rpc.request(method, params, timeoutMs)),
    act: (method, params) =>
      after(() => rpc.request(method, params)).then((r) => {
        if (isObj(r) && r.isError === true) throw new HostError(-32000, `The host declined ${method}.`, r);
      }),
    notify: (method, params) => void after(() => rpc.notify(method, params)).catch(noop),
    close: () => rpc.close(),
  };
}
