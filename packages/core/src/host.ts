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
import { ClosedError, HostError, InvalidArgumentError, NoHostError, UnsupportedError } from "./errors.js";
import { DEFAULT_SNAPSHOT, type HostSnapshot, type WidgetState } from "./globals.js";
import type { CallOptions, CreateHostOptions, Feature, Host } from "./host-types.js";
import { windowPort } from "./port.js";
import { observeSize } from "./resize.js";
import { createStore } from "./store.js";
import { isArr, isMode, isObj, noop, num, str, type Obj } from "./util.js";
import { createWidgetStateKeeper } from "./widget-state.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type A = any;

/**
 * How one call is routed. `cap`: the MCP Apps host capability that enables the standard call
 * (`1`: any connected bridge, absent: no standard call); `method`: that call; `arg`: the option
 * that must be a non-empty string (named in the error), unless `ok` checks the arguments itself;
 * `done`: the promise resolves to nothing; `params`: the bridge's params (default: the options).
 * The `window.openai` function, where there is one, has the feature's name.
 */
interface Route {
  cap?: string | 1;
  method?: string;
  arg?: string;
  done?: 1;
  ok?: (a: A, b: A) => unknown;
  params?: (a: A, b: A) => unknown;
}

/** A non-empty string. */
const isFilled = (v: unknown): v is string => str(v) && v.length > 0;
const invalid = (f: string, arg?: string) => {
  throw new InvalidArgumentError(`${f}: invalid ${arg}.`);
};

const ROUTES: Record<Exclude<Feature, "setWidgetState">, Route> = {
  callTool: {
    cap: "serverTools",
    method: TOOLS_CALL,
    arg: "name",
    ok: (name, args) => isFilled(name) && isObj(args),
    params: (name, args) => ({ name, arguments: args }),
  },
  sendFollowUpMessage: {
    cap: "message",
    method: MESSAGE,
    arg: "prompt",
    done: 1,
    params: (o) => ({ role: "user", content: [{ type: "text", text: o.prompt }] }),
  },
  openExternal: { cap: "openLinks", method: OPEN_LINK, arg: "href", done: 1, params: (o) => ({ url: o.href }) },
  requestDisplayMode: { cap: 1, method: REQUEST_DISPLAY_MODE, arg: "mode", ok: (o) => isMode(o?.mode) },
  updateModelContext: {
    cap: "updateModelContext",
    method: UPDATE_MODEL_CONTEXT,
    arg: "content",
    done: 1,
    ok: (o) =>
      isObj(o) &&
      (o.content === undefined || isArr(o.content)) &&
      (o.structuredContent === undefined || isObj(o.structuredContent)),
  },
  readResource: { cap: "serverResources", method: RESOURCES_READ, arg: "uri" },
  log: { cap: "logging", method: LOG, arg: "level", done: 1 },
  downloadFile: { cap: "downloadFile", method: DOWNLOAD_FILE, arg: "contents", done: 1, ok: (o) => isArr(o?.contents) },
  requestClose: { cap: 1, method: REQUEST_TEARDOWN, done: 1 },
  notifyIntrinsicHeight: { cap: 1 }, // synchronous: its own method below
  // ChatGPT only: window.openai or nothing.
  uploadFile: { arg: "file", ok: isObj },
  selectFiles: {},
  getFileDownloadUrl: { arg: "fileId" },
  requestModal: { arg: "options", done: 1, ok: isObj },
  setOpenInAppUrl: { arg: "href", done: 1 },
};

/**
 * Creates the Host for this widget: `window.openai` (ChatGPT) and/or the MCP Apps bridge to the
 * parent frame, composed into one object; standalone when neither is present.
 */
export function createHost(options: CreateHostOptions = {}): Host {
  const win = options.window ?? (typeof window === "undefined" ? undefined : window);
  const store = createStore<HostSnapshot>(DEFAULT_SNAPSHOT);
  const teardowns = new Set<() => unknown>();
  let closed = false;
  // Comparing WindowProxies is allowed across origins.
  const port = options.port ?? (win?.parent && win.parent !== win ? windowPort(win!.parent, { allowedOrigins: options.allowedOrigins, self: win }) : undefined);
  const openai = win && isObj((win as { openai?: unknown }).openai) ? createOpenAiAdapter(win, store) : undefined;
  if (!openai && !port && options.strict) throw new NoHostError();
  const kind = openai ? "chatgpt" : port ? "mcp-apps" : "standalone";
  const mcp =
    port &&
    createMcpAppsAdapter(port, store, {
      ...options,
      teardown: () => Promise.allSettled([...teardowns].map(async (f) => f())),
    });
  const standalone: Obj | undefined = openai || port ? undefined : createStandaloneAdapter(win, options.notice);

  /** The bridge offers `cap` (`1`: any connected bridge). With `early`, a pending handshake counts. */
  const offers = (cap?: string | 1, early?: boolean) => {
    const c = mcp?.caps();
    return (early && cap === 1 && c === "pending") || (isObj(c) && (cap === 1 || (!!cap && c[cap] != null)));
  };
  const openaiHas = (f: string) => !!openai?.has(f);

  let storage: Storage | null = null;
  try {
    storage = options.storage !== undefined ? options.storage : (win?.localStorage ?? null);
  } catch {
    // Sandboxed frames without allow-same-origin throw on localStorage: keep state in memory.
  }
  const keeper = createWidgetStateKeeper(
    store,
    storage,
    mcp && ((visible) => (offers("updateModelContext") ? mcp.request(UPDATE_MODEL_CONTEXT, modelContext(visible)) : 0)),
  );
  const load = () => {
    const info = mcp?.context().toolInfo as A;
    const id = info?.id;
    // The tool call's id; without one, the tool's name (or the host kind) and the page's path.
    keeper.load(str(id) || num(id) ? `call:${id}` : `${info?.tool?.name ?? kind}:${win?.location?.pathname}`);
  };
  if (!openaiHas("setWidgetState")) mcp ? mcp.ready.then(load, noop) : load();

  /** Routes one call: window.openai, the MCP Apps bridge, the standalone host, or UnsupportedError. */
  const call = async (feature: keyof typeof ROUTES, args: A[], callOptions?: CallOptions) => {
    const { cap, method, arg, done, ok = (o: A) => !arg || isFilled(o?.[arg]), params = (o: A) => o }: Route = ROUTES[feature];
    if (!ok(args[0], args[1])) invalid(feature, arg);
    // Wait for the handshake only when window.openai cannot serve the call right away.
    if (!closed && mcp?.caps() === "pending" && !openaiHas(feature)) await mcp.ready.catch(noop);
    if (closed) throw new ClosedError();

    const bridgeMethod = offers(cap) && method;
    // `redirectUrl: false` only exists in window.openai, so it goes there when it can.
    const openaiFirst = feature === "requestClose" || (feature === "openExternal" && args[0].redirectUrl === false);
    const result: unknown = await (openaiHas(feature) && (openaiFirst || !bridgeMethod)
      ? openai!.call(feature, ...args)
      : bridgeMethod
        ? // Notifications get no answer; everything else is a request.
          bridgeMethod.includes("notifications/")
          ? mcp!.notify(bridgeMethod, params(args[0], args[1]))
          : mcp!.request(bridgeMethod, params(args[0], args[1]), callOptions?.timeoutMs)
        : standalone?.[feature]
          ? (standalone[feature] as (o: A) => unknown)(args[0])
          : Promise.reject(new UnsupportedError(feature, kind)));

    // Hosts decline ui/message, ui/open-link and ui/download-file with `isError: true`.
    if (done && (result as A)?.isError === true) throw new HostError(-32000, `The host declined ${feature}.`, result);
    if (feature !== "requestDisplayMode") return done ? undefined : result;
    // The mode in effect is what the host answered (a refusal answers the current one).
    const mode = isObj(result) && isMode(result.mode) ? result.mode : store.get().displayMode;
    store.set({ displayMode: mode });
    return { mode };
  };

  const host = {
    kind,
    ready: mcp?.ready ?? Promise.resolve(),
    getSnapshot: store.get,
    subscribe: store.subscribe,
    supports: (feature: Feature) =>
      !closed &&
      (feature === "setWidgetState" ||
        openaiHas(feature) ||
        offers((ROUTES as A)[feature]?.cap, true) ||
        !!standalone?.[feature]),
    // The per-call options go to the bridge only; window.openai.callTool takes (name, args).
    callTool: (name: string, args: Obj = {}, callOptions?: CallOptions) => call("callTool", [name, args], callOptions),
    async setWidgetState(state: WidgetState | null) {
      if (!(state === null || isObj(state))) invalid("setWidgetState", "state");
      if (closed) throw new ClosedError();
      if (!openaiHas("setWidgetState")) return keeper.set(state);
      store.set({ widgetState: state });
      await openai!.call("setWidgetState", state);
    },
    notifyIntrinsicHeight(height: number) {
      if (!(num(height) && height >= 0)) invalid("notifyIntrinsicHeight", "height");
      if (closed) return;
      if (openaiHas("notifyIntrinsicHeight")) openai!.call("notifyIntrinsicHeight", height).catch(noop);
      else mcp?.notify(SIZE_CHANGED, { height: Math.ceil(height) });
    },
    onTeardown(callback: () => unknown) {
      teardowns.add(callback);
      return () => void teardowns.delete(callback);
    },
    observeSize: (el?: Element) => observeSize(host as Host, el),
    async close() {
      closed = true;
      mcp?.close();
      openai?.close();
    },
  } as A;
  for (const f of Object.keys(ROUTES)) host[f] ??= (...a: A[]) => call(f as keyof typeof ROUTES, a);
  return host as Host;
}

/** The model-visible part of a widget state as `ui/update-model-context` params (empty clears it). */
const modelContext = (visible: unknown) => (visible == null ? {} : { content: [{ type: "text", text: JSON.stringify(visible) }] });
