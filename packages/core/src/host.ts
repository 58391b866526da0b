import {
  createMcpAppsAdapter,
  DOWNLOAD_FILE,
  LOG,
  MESSAGE,
  OPEN_LINK,
  REQUEST_DISPLAY_MODE,
  REQUEST_TEARDOWN,
  RESOURCES_READ,
  SIZE_CHANGED,
  TOOLS_CALL,
  UPDATE_MODEL_CONTEXT,
} from "./adapters/mcp-apps.js";
import { createOpenAiAdapter } from "./adapters/openai.js";
import { createStandaloneAdapter } from "./adapters/standalone.js";
import { ClosedError, InvalidArgumentError, NoHostError, UnsupportedError } from "./errors.js";
import { DEFAULT_SNAPSHOT, type DisplayMode, type HostSnapshot, type ToolResult, type WidgetState } from "./globals.js";
import type { CreateHostOptions, Feature, Host, ReadResourceResult } from "./host-types.js";
import { windowPort } from "./port.js";
import { observeSize } from "./resize.js";
import { createStore } from "./store.js";
import { isMode, isObj, noop, num, str, type Obj } from "./util.js";
import { createWidgetStateKeeper } from "./widget-state.js";

/**
 * Per feature: the MCP Apps host capability that enables the standard call (`1`: any connected
 * bridge, `0`: none), the `window.openai` function, and whether `window.openai` goes first.
 */
const ROUTES: Record<Feature, [string | 0 | 1, string?, 1?]> = {
  callTool: ["serverTools", "callTool"],
  sendFollowUpMessage: ["message", "sendFollowUpMessage"],
  openExternal: ["openLinks", "openExternal"],
  requestDisplayMode: [1, "requestDisplayMode"],
  updateModelContext: ["updateModelContext"],
  readResource: ["serverResources"],
  log: ["logging"],
  downloadFile: ["downloadFile"],
  requestClose: [1, "requestClose", 1],
  notifyIntrinsicHeight: [1, "notifyIntrinsicHeight", 1],
  setWidgetState: [0, "setWidgetState"],
  uploadFile: [0, "uploadFile"],
  selectFiles: [0, "selectFiles"],
  getFileDownloadUrl: [0, "getFileDownloadUrl"],
  requestModal: [0, "requestModal"],
  setOpenInAppUrl: [0, "setOpenInAppUrl"],
};

const bad = (what: string) => {
  throw new InvalidArgumentError(what);
};
const need = (ok: unknown, what: string) => ok || bad(what);
const text = (v: unknown, name: string) => need(str(v) && v.length > 0, `${name} must be a non-empty string.`);

/**
 * Creates the Host for this widget: `window.openai` (ChatGPT) and/or the MCP Apps bridge to the
 * parent frame, composed into one object; standalone when neither is present.
 */
export function createHost(options: CreateHostOptions = {}): Host {
  const win = options.window ?? (typeof window === "undefined" ? undefined : window);
  const store = createStore<HostSnapshot>(DEFAULT_SNAPSHOT);
  const timeoutMs = options.timeoutMs ?? 30_000;
  const teardowns = new Set<() => unknown>();
  let closed = false;
  let framed = false;
  try {
    framed = !!win?.parent && win.parent !== win;
  } catch {
    // A parent we may not even compare: treat as not framed.
  }
  const port =
    options.port ?? (framed ? windowPort(win!.parent, { allowedOrigins: options.allowedOrigins, self: win }) : undefined);
  const oa = win && isObj((win as { openai?: unknown }).openai) ? createOpenAiAdapter(win, store) : undefined;
  if (!oa && !port && options.strict) throw new NoHostError();
  const kind = oa ? "chatgpt" : port ? "mcp-apps" : "standalone";
  const mcp =
    port &&
    createMcpAppsAdapter(port, store, {
      ...options,
      timeoutMs,
      teardown: () => Promise.all([...teardowns].map((f) => Promise.resolve().then(f).catch(noop))),
    });
  const alone = kind === "standalone" ? createStandaloneAdapter(win, store, options.notice) : undefined;

  /** The bridge offers `cap` (`1`: any connected bridge). With `early`, a pending handshake counts. */
  const offers = (cap: string | 0 | 1 | undefined, early?: boolean) => {
    const c = mcp?.caps();
    if (early && cap === 1 && c === "pending") return true;
    return isObj(c) && (cap === 1 || (!!cap && c[cap] != null));
  };

  let storage: Storage | null = null;
  try {
    storage = options.storage !== undefined ? options.storage : (win?.localStorage ?? null);
  } catch {
    // Sandboxed frames without allow-same-origin throw on localStorage: keep state in memory.
  }
  const keeper = createWidgetStateKeeper(
    store,
    storage,
    mcp &&
      ((visible) =>
        offers("updateModelContext")
          ? mcp.request(UPDATE_MODEL_CONTEXT, modelContext(visible)).then(noop)
          : Promise.resolve()),
  );
  const path = () => (win?.location ? win.location.pathname : "");
  if (!oa?.has("setWidgetState")) {
    if (mcp)
      mcp.ready.then(() => {
        const info = mcp.context().toolInfo;
        const id = isObj(info) ? info.id : undefined;
        const tool = isObj(info) && isObj(info.tool) && str(info.tool.name) ? info.tool.name : "view";
        // The tool call's id; without one, the tool name and page path are the stable fallback.
        keeper.load(str(id) || num(id) ? `call:${id}` : `${tool}:${path()}`);
      }, noop);
    else keeper.load(`standalone:${path()}`);
  }

  const route = async <T>(f: Feature, viaMcp: () => Promise<T>, oaArgs: unknown[] = [], local?: () => T): Promise<T> => {
    const [cap, fn, oaFirst] = ROUTES[f];
    const viaOa = () => !!fn && !!oa?.has(fn);
    // Wait for the handshake only when window.openai cannot serve the call right away.
    if (!closed && mcp?.caps() === "pending" && !viaOa()) await mcp.ready.catch(noop);
    if (closed) throw new ClosedError();
    if (oaFirst && viaOa()) return oa!.call<T>(fn!, ...oaArgs);
    if (offers(cap)) return viaMcp();
    if (viaOa()) return oa!.call<T>(fn!, ...oaArgs);
    if (local) return local();
    throw new UnsupportedError(f, kind);
  };

  const settleMode = (r: unknown) => {
    const mode: DisplayMode = isObj(r) && isMode(r.mode) ? r.mode : store.get().displayMode;
    store.set({ displayMode: mode });
    return { mode };
  };

  const host: Host = {
    kind,
    ready: mcp ? mcp.ready : Promise.resolve(),
    getSnapshot: store.get,
    subscribe: store.subscribe,
    supports(f) {
      const [cap, fn] = ROUTES[f] ?? [];
      return (
        !closed &&
        (f === "setWidgetState" ||
          (!!fn && !!oa?.has(fn)) ||
          offers(cap, true) ||
          (!!alone && (f === "requestDisplayMode" || (f === "openExternal" && alone.canOpen))))
      );
    },
    async callTool(name, args, o) {
      text(name, "callTool: name");
      need(args === undefined || isObj(args), "callTool: arguments must be an object.");
      return route<ToolResult>(
        "callTool",
        () => mcp!.request(TOOLS_CALL, { name, arguments: args ?? {} }, o?.timeoutMs ?? timeoutMs) as Promise<ToolResult>,
        [name, args ?? {}],
      );
    },
    async sendFollowUpMessage(o) {
      text(o?.prompt, "sendFollowUpMessage: prompt");
      return route("sendFollowUpMessage", () => mcp!.act(MESSAGE, { role: "user", content: [{ type: "text", text: o.prompt }] }), [o]).then(noop);
    },
    async setWidgetState(state) {
      need(state === null || isObj(state), "setWidgetState: state must be an object or null.");
      if (closed) throw new ClosedError();
      if (!oa?.has("setWidgetState")) return keeper.set(state);
      store.set({ widgetState: state as WidgetState | null });
      return oa.call("setWidgetState", state).then(noop);
    },
    async uploadFile(file, o) {
      need(isObj(file), "uploadFile: file must be a File or Blob.");
      return route("uploadFile", noop as never, o === undefined ? [file] : [file, o]);
    },
    async selectFiles() {
      return route("selectFiles", noop as never);
    },
    async getFileDownloadUrl(o) {
      text(o?.fileId, "getFileDownloadUrl: fileId");
      return route("getFileDownloadUrl", noop as never, [o]);
    },
    async requestDisplayMode(o) {
      need(isMode(o?.mode), `requestDisplayMode: mode must be one of inline, pip, fullscreen.`);
      return route(
        "requestDisplayMode",
        () => mcp!.request(REQUEST_DISPLAY_MODE, { mode: o.mode }).then(settleMode),
        [o],
        () => alone!.requestDisplayMode(o.mode),
      ).then((r) => (alone ? r : settleMode(r)));
    },
    async requestModal(o) {
      need(isObj(o) && (o.template === undefined || str(o.template)), "requestModal: template must be a string.");
      return route("requestModal", noop as never, [o]).then(noop);
    },
    async requestClose() {
      return route("requestClose", async () => mcp!.notify(REQUEST_TEARDOWN, {})).then(noop);
    },
    notifyIntrinsicHeight(height) {
      need(num(height) && height >= 0, "notifyIntrinsicHeight: height must be a number >= 0.");
      if (closed) return;
      if (oa?.has("notifyIntrinsicHeight")) oa.call("notifyIntrinsicHeight", height).catch(noop);
      else mcp?.notify(SIZE_CHANGED, { height: Math.ceil(height) });
    },
    async openExternal(o) {
      text(o?.href, "openExternal: href");
      // `redirectUrl: false` only exists in window.openai.
      const first = o.redirectUrl === false && oa?.has("openExternal");
      if (first) return oa!.call("openExternal", o).then(noop);
      return route("openExternal", () => mcp!.act(OPEN_LINK, { url: o.href }), [o], alone?.canOpen ? () => alone.openExternal(o.href) : undefined).then(noop);
    },
    async setOpenInAppUrl(o) {
      text(o?.href, "setOpenInAppUrl: href");
      return route("setOpenInAppUrl", noop as never, [o]).then(noop);
    },
    async updateModelContext(o) {
      need(
        isObj(o) && (o.content === undefined || Array.isArray(o.content)) && (o.structuredContent === undefined || isObj(o.structuredContent)),
        "updateModelContext: content must be an array and structuredContent an object.",
      );
      return route("updateModelContext", () => mcp!.request(UPDATE_MODEL_CONTEXT, o).then(noop));
    },
    async readResource(o) {
      text(o?.uri, "readResource: uri");
      return route("readResource", () => mcp!.request(RESOURCES_READ, { uri: o.uri }) as Promise<ReadResourceResult>);
    },
    async log(o) {
      text(o?.level, "log: level");
      return route("log", async () => mcp!.notify(LOG, o));
    },
    async downloadFile(o) {
      need(Array.isArray(o?.contents), "downloadFile: contents must be an array.");
      return route("downloadFile", () => mcp!.act(DOWNLOAD_FILE, { contents: o.contents }));
    },
    onTeardown(callback) {
      teardowns.add(callback);
      return () => void teardowns.delete(callback);
    },
    observeSize: (el) => observeSize(host, el),
    async close() {
      closed = true;
      mcp?.close();
      oa?.close();
    },
  };
  return host;
}

/** The model-visible part of a widget state as `ui/update-model-context` params. */
function modelContext(visible: unknown): Obj {
  if (visible === null || visible === undefined) return {};
  return {
    content: [{ type: "text", text: JSON.stringify(visible) }],
    ...(isObj(visible) ? { structuredContent: visible } : {}),
  };
}
