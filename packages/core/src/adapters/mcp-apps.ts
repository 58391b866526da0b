import type { DisplayMode, HostSnapshot } from "../globals.js";
import type { Port } from "../port.js";
import { createRpc, type Rpc } from "../rpc.js";
import type { Store } from "../store.js";
import { isArr, isMode, isObj, noop, num, str, type Obj } from "../util.js";

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
  teardown?: () => Promise<unknown>; // never rejects
}

export interface McpAppsAdapter {
  /** Resolves after `ui/initialize` succeeded and `initialized` was sent. */
  readonly ready: Promise<void>;
  /** "pending" until the handshake ends; the host's capabilities after it; null if it failed. */
  caps(): Obj | "pending" | null;
  /** The merged host context (for `toolInfo`). */
  context(): Obj;
  request(method: string, params?: unknown, timeoutMs?: number): Promise<unknown>;
  notify(method: string, params?: unknown): void;
  close(): void;
}

type Check = (v: unknown) => boolean;
/** Host-context keys copied as they are when their value has the right type. */
const CONTEXT: [keyof HostSnapshot, Check][] = [
  ["theme", (v) => v === "light" || v === "dark"],
  ["displayMode", isMode],
  ["availableDisplayModes", (v) => isArr(v) && v.every(isMode)],
  ["locale", str],
  ["timeZone", str],
  ["platform", (v) => ["web", "desktop", "mobile"].includes(v as string)],
  ["styles", isObj],
];
const SIDES = ["top", "right", "bottom", "left"];

/** Maps the (merged) host context to snapshot keys, keeping only values of the right type. */
function fromContext(c: Obj): Partial<HostSnapshot> {
  const s: Obj = {};
  for (const [k, ok] of CONTEXT) if (ok(c[k])) s[k] = c[k];
  const i = c.safeAreaInsets;
  if (isObj(i) && SIDES.every((k) => num(i[k]))) s.safeArea = { insets: i };
  const d = (c.containerDimensions ?? {}) as Obj;
  const h = num(d.maxHeight) ? d.maxHeight : d.height;
  if (num(h)) s.maxHeight = h;
  const dc = c.deviceCapabilities as Obj | undefined;
  const p = s.platform;
  if (p || isObj(dc)) {
    s.userAgent = {
      device: { type: p === "mobile" || p === "desktop" ? p : "unknown" },
      capabilities: { hover: dc?.hover !== false, touch: dc?.touch === true },
    };
  }
  return s as Partial<HostSnapshot>;
}

/** `p` is an object whose listed fields, when present, pass their checks. */
const typed = (p: unknown, spec: Record<string, Check>): p is Obj =>
  isObj(p) && Object.keys(spec).every((k) => p[k] === undefined || spec[k]!(p[k]));
const ARGS = { arguments: isObj };

/** The View side of the MCP Apps bridge: handshake, notifications into the store, standard calls. */
export function createMcpAppsAdapter(port: Port, store: Store<HostSnapshot>, o: McpAppsOptions = {}): McpAppsAdapter {
  let caps: Obj | "pending" | null = "pending";
  let ctx: Obj = {};
  const early = () => ["idle", "input-streaming"].includes(store.get().toolStatus);
  const setContext = (p: unknown) => {
    if (!isObj(p)) return;
    ctx = { ...ctx, ...p }; // spread, not assign: a "__proto__" key stays a plain data property
    store.set(fromContext(ctx));
  };

  const rpc: Rpc = createRpc(port, {
    timeoutMs: o.timeoutMs,
    requests: {
      [RESOURCE_TEARDOWN]: async () => {
        await o.teardown?.();
        return {};
      },
    },
    notifications: {
      [TOOL_INPUT_PARTIAL]: (p) => {
        if (isObj(p) && isObj(p.arguments) && early()) store.set({ toolInputPartial: p.arguments, toolStatus: "input-streaming" });
      },
      [TOOL_INPUT]: (p) => {
        if (typed(p, ARGS)) store.set({ toolInput: (p.arguments as Obj) ?? {}, ...(early() && { toolStatus: "pending" as const }) });
      },
      [TOOL_RESULT]: (p) => {
        // A CallToolResult: a field of the wrong type makes the whole frame ignored.
        if (typed(p, { content: isArr, structuredContent: isObj, _meta: isObj, isError: (v) => v === !!v })) {
          store.set({
            toolResult: p,
            toolOutput: (p.structuredContent as Obj) ?? null,
            toolResponseMetadata: (p._meta as Obj) ?? null,
            toolStatus: p.isError ? "error" : "success",
          });
        }
      },
      [TOOL_CANCELLED]: (p) => {
        if (p === undefined || typed(p, { reason: str })) store.set({ toolStatus: "cancelled", toolCancelReason: (p?.reason as string) ?? null });
      },
      [HOST_CONTEXT_CHANGED]: setContext,
    },
  });

  const ready = rpc
    .request(
      INITIALIZE,
      {
        appInfo: o.appInfo ?? { name: "hostbridge", version: "0" },
        appCapabilities: { availableDisplayModes: o.availableDisplayModes },
        protocolVersion: PROTOCOL_VERSION,
      },
      o.handshakeTimeoutMs ?? 10_000,
    )
    .then(
      (r) => {
        // Tolerant: a missing or odd field never fails the handshake.
        const res = isObj(r) ? r : {};
        const info = res.hostInfo;
        if (isObj(info) && str(info.name)) store.set({ hostInfo: info as HostSnapshot["hostInfo"] });
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
    notify: (method, params) => void after(() => rpc.notify(method, params)).catch(noop),
    close: () => rpc.close(),
  };
}
