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
import { createOpenAiAdapter, readOpenAi } from "./adapters/openai.js";
import { createStandaloneAdapter } from "./adapters/standalone.js";
import { offeredDisplayModes } from "./display-modes.js";
import {
  ClosedError,
  HostError,
  InvalidArgumentError,
  InvalidResultError,
  NoHostError,
  UnsupportedError,
} from "./errors.js";
import {
  DEFAULT_SNAPSHOT,
  DISPLAY_MODES,
  type DisplayMode,
  type HostSnapshot,
  type UnknownObject,
  type WidgetState,
} from "./globals.js";
import type {
  CallOptions,
  CreateHostOptions,
  Feature,
  Host,
  OpenExternalOptions,
  SendFollowUpMessageOptions,
} from "./host-types.js";
import { windowPort } from "./port.js";
import { METHOD_NOT_FOUND } from "./rpc.js";
import { createStore } from "./store.js";
import { isArray, isDisplayMode, isFiniteNumber, isObject, isString, noop, type Check } from "./util.js";
import { isReadResourceResult, isToolResult } from "./validate.js";
import { createWidgetStateKeeper } from "./widget-state.js";

/**
 * How one call is routed. The `window.openai` function, where there is one, has the feature's name.
 * The routing rule: capabilities are hints. A connected bridge is sent every standard call; a host
 * that answers -32601 (method not found) has taught us it lacks the feature.
 */
interface Route {
  /** The MCP Apps method, where the spec has one. */
  method?: string;
  /** The host capability that promises `method`; where it is advertised the bridge wins over window.openai. */
  capability?: string;
  /** The option that must be a non-empty string (named in the error), unless `validate` checks the arguments. */
  argument?: string;
  validate?: (first: unknown, second: unknown) => boolean;
  /** The method's params from the arguments (default: the first argument as it is). */
  toParams?: (first: unknown, second: unknown) => unknown;
  /** The promise resolves to nothing; an answer with `isError: true` means the host declined. */
  returnsNothing?: boolean;
  /** The answer must pass this check, else the call rejects with `InvalidResultError`. */
  checkResult?: Check;
}

/** The features routed by the table below (setWidgetState and notifyIntrinsicHeight have their own code). */
type RoutedFeature = Exclude<Feature, "setWidgetState">;

const invalidArgument = (feature: string, argument?: string) =>
  new InvalidArgumentError(`${feature}: invalid ${argument}.`);

/** A non-empty string. */
const isFilledString = (value: unknown): value is string => isString(value) && value.length > 0;

const ROUTES: Record<RoutedFeature, Route> = {
  callTool: {
    method: TOOLS_CALL,
    capability: "serverTools",
    argument: "name",
    validate: (name, args) => isFilledString(name) && isObject(args),
    toParams: (name, args) => ({ name, arguments: args }),
    checkResult: isToolResult,
  },
  sendFollowUpMessage: {
    method: MESSAGE,
    capability: "message",
    argument: "prompt",
    returnsNothing: true,
    toParams: (options) => ({
      role: "user",
      content: [{ type: "text", text: (options as SendFollowUpMessageOptions).prompt }],
    }),
  },
  openExternal: {
    method: OPEN_LINK,
    capability: "openLinks",
    argument: "href",
    returnsNothing: true,
    toParams: (options) => ({ url: (options as OpenExternalOptions).href }),
  },
  requestDisplayMode: {
    method: REQUEST_DISPLAY_MODE,
    argument: "mode",
    validate: (options) => isObject(options) && isDisplayMode(options.mode),
  },
  updateModelContext: {
    method: UPDATE_MODEL_CONTEXT,
    capability: "updateModelContext",
    argument: "content",
    returnsNothing: true,
    validate: (options) =>
      isObject(options) &&
      (options.content === undefined || isArray(options.content)) &&
      (options.structuredContent === undefined || isObject(options.structuredContent)),
  },
  readResource: {
    method: RESOURCES_READ,
    capability: "serverResources",
    argument: "uri",
    checkResult: isReadResourceResult,
  },
  log: { method: LOG, capability: "logging", argument: "level", returnsNothing: true },
  downloadFile: {
    method: DOWNLOAD_FILE,
    capability: "downloadFile",
    argument: "contents",
    returnsNothing: true,
    validate: (options) => isObject(options) && isArray(options.contents),
  },
  requestClose: { method: REQUEST_TEARDOWN, returnsNothing: true },
  notifyIntrinsicHeight: { method: SIZE_CHANGED }, // synchronous: its own method below
  // ChatGPT only: window.openai or nothing.
  uploadFile: { argument: "file", validate: isObject },
  selectFiles: {},
  getFileDownloadUrl: { argument: "fileId" },
  requestModal: { argument: "options", returnsNothing: true, validate: isObject },
  setOpenInAppUrl: { argument: "href", returnsNothing: true },
  requestCheckout: { argument: "options", validate: isObject },
};

/** The model-visible part of a widget state as `ui/update-model-context` params (empty clears it). */
const toModelContext = (visible: unknown) =>
  visible == null ? {} : { content: [{ type: "text", text: JSON.stringify(visible) }] };

/** The host answered -32601: it has no handler for the method. */
const isMethodNotFound = (error: unknown) => error instanceof HostError && error.rpcCode === METHOD_NOT_FOUND;

/**
 * Creates the Host for this widget: `window.openai` (ChatGPT) and/or the MCP Apps bridge to the
 * parent frame, composed into one object; standalone when neither is present. Framed, it starts
 * the MCP Apps handshake at once (`host.ready` settles when it is done). Create one per widget.
 * @throws {NoHostError} with `strict: true` when there is neither `window.openai` nor a bridge.
 * @throws {InvalidArgumentError} when an `allowedOrigins` entry is not an origin.
 * @example
 * const host = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });
 * await host.ready.catch(() => {}); // a late host still connects: watch `handshake`
 * const { toolOutput, theme } = host.getSnapshot();
 * host.subscribe((changed) => {
 *   if (changed.has("toolOutput")) render(host.getSnapshot().toolOutput);
 * });
 * const result = await host.callTool("load_more_pizzas", { page: 2 });
 */
export function createHost(options: CreateHostOptions = {}): Host {
  const win = options.window ?? (typeof window === "undefined" ? undefined : window);
  const store = createStore<HostSnapshot>(DEFAULT_SNAPSHOT);
  const teardownCallbacks = new Set<() => unknown>();
  const appName = options.appInfo?.name ?? "";
  // Comparing WindowProxies is allowed across origins.
  const isFramed = !!win?.parent && win.parent !== win;
  const port =
    options.port ??
    (isFramed ? windowPort(win!.parent, { allowedOrigins: options.allowedOrigins, self: win }) : undefined);
  const openai = win && readOpenAi(win) ? createOpenAiAdapter(win, store) : undefined;
  if (!openai && !port && options.strict) throw new NoHostError();
  const kind = openai ? "chatgpt" : port ? "mcp-apps" : "standalone";
  const bridge =
    port &&
    createMcpAppsAdapter(port, store, {
      ...options,
      availableDisplayModes: options.availableDisplayModes ?? DISPLAY_MODES,
      ownsToolResponseMetadata: !openai,
      teardown: () => Promise.allSettled([...teardownCallbacks].map(async (callback) => callback())),
    });
  const standalone: Record<string, ((options: never) => unknown) | undefined> | undefined =
    openai || port ? undefined : createStandaloneAdapter(win, options.notice);

  const openaiHas = (feature: string) => !!openai?.has(feature);
  const isReady = () => store.get().handshake === "ready";
  const isKnownUnsupported = (feature: string) => store.get().unsupportedFeatures.includes(feature);
  /** The bridge may be sent this feature's call: it is connected and has not said -32601 to it. */
  const bridgeCan = (feature: RoutedFeature) => !!ROUTES[feature].method && isReady() && !isKnownUnsupported(feature);
  /** The bridge certainly serves this feature: as above, with its capability advertised (or none needed). */
  const bridgeAdvertises = (feature: RoutedFeature) => {
    const capability = ROUTES[feature].capability;
    return bridgeCan(feature) && (!capability || store.get().hostCapabilities?.[capability] != null);
  };
  const learnUnsupported = (feature: string) => {
    if (!isKnownUnsupported(feature)) store.set({ unsupportedFeatures: [...store.get().unsupportedFeatures, feature] });
  };

  /**
   * Sends one request over the bridge. A -32601 answer to a routed feature's method is remembered
   * (`supports()` learns it) and thrown as it came.
   */
  const requestOverBridge = async (method: string, params: unknown, callOptions?: CallOptions) => {
    try {
      return await bridge!.request(method, params, callOptions);
    } catch (error) {
      const feature = (Object.keys(ROUTES) as RoutedFeature[]).find((name) => ROUTES[name].method === method);
      if (feature && isMethodNotFound(error)) learnUnsupported(feature);
      throw error;
    }
  };

  /** Sends one call over the bridge; a -32601 answer becomes UnsupportedError (and is remembered). */
  const sendToBridge = async (feature: RoutedFeature, first: unknown, second: unknown, callOptions?: CallOptions) => {
    const { method, toParams } = ROUTES[feature];
    const params = toParams ? toParams(first, second) : first;
    // Notifications get no answer (and so teach nothing); everything else is a request.
    if (method!.includes("notifications/")) return bridge!.notify(method!, params);
    try {
      return await requestOverBridge(method!, params, callOptions);
    } catch (error) {
      throw isMethodNotFound(error) ? new UnsupportedError(feature, kind) : error;
    }
  };

  let storage: Storage | null = null;
  try {
    storage = options.storage !== undefined ? options.storage : (win?.localStorage ?? null);
  } catch {
    // Sandboxed frames without allow-same-origin throw on localStorage: keep state in memory.
  }
  const keeper = createWidgetStateKeeper(store, {
    storage,
    whenSendable: () => bridge?.settled ?? Promise.resolve(),
    sendToModel:
      bridge &&
      (async (visible) => {
        if (!bridgeCan("updateModelContext")) return;
        try {
          await sendToBridge("updateModelContext", toModelContext(visible), undefined);
        } catch (error) {
          // A host without model context (it answered -32601, now remembered) still keeps the state.
          if (!(error instanceof UnsupportedError)) throw error;
        }
      }),
  });
  /** Names the widget instance for its saved state: never a key that two instances share. */
  const identify = (...parts: unknown[]) => keeper.identify(JSON.stringify([appName, ...parts]));
  if (!openaiHas("setWidgetState")) {
    if (!bridge) identify("page", win?.location?.pathname ?? "");
    else {
      // The call that created the view names it first (its state is there on the first render)...
      bridge.connected.then(() => {
        const toolInfo = store.get().toolInfo;
        if (toolInfo?.id === undefined) return;
        const resourceUri = (toolInfo.tool._meta as { ui?: { resourceUri?: unknown } } | undefined)?.ui?.resourceUri;
        identify("call", toolInfo.tool.name, resourceUri ?? null, toolInfo.id);
      }, noop);
      // ...and the result's instance id, where it has one, renames it: the official `viewUUID`
      // (stamped by @hostbridge/server) or ChatGPT's widget session id is unique to the instance,
      // where a host may reuse call ids (after a page load, say). Most third-party hosts send no toolInfo.
      store.subscribe((changed) => {
        const meta = changed.has("toolResultMeta") ? store.get().toolResultMeta : null;
        const instanceId = meta?.viewUUID ?? meta?.["openai/widgetSessionId"];
        if (isFilledString(instanceId)) identify("view", instanceId);
      });
    }
  }

  /** Sends a notification once the bridge is up (posting errors, e.g. uncloneable params, are dropped). */
  const notifyWhenConnected = (method: string, params: unknown) =>
    bridge?.connected.then(() => bridge.notify(method, params)).catch(noop);

  /** Routes one call: window.openai, the MCP Apps bridge, the standalone host, or UnsupportedError. */
  const call = async (
    feature: RoutedFeature,
    args: readonly unknown[],
    callOptions?: CallOptions,
  ): Promise<unknown> => {
    const route = ROUTES[feature];
    const [first, second] = args;
    const argument = route.argument;
    const isValid = route.validate
      ? route.validate(first, second)
      : !argument || isFilledString((first as UnknownObject | undefined)?.[argument]);
    if (!isValid) throw invalidArgument(feature, argument);
    // Wait for the handshake only when window.openai cannot serve the call right away.
    if (store.get().handshake === "pending" && !openaiHas(feature)) await bridge!.settled;
    if (store.get().closed) throw new ClosedError();

    if (feature === "requestDisplayMode") {
      // A mode the host does not offer is not requested: the answer is the mode in effect.
      const snapshot = store.get();
      const mode = (first as { mode: DisplayMode }).mode;
      if (!offeredDisplayModes(snapshot, kind).includes(mode)) return { mode: snapshot.displayMode };
    }

    // `redirectUrl: false` only exists in window.openai, and requestClose closes ChatGPT's own
    // frame, so those go there when they can; else window.openai serves what the bridge does not
    // advertise.
    const prefersOpenAi =
      feature === "requestClose" ||
      (feature === "openExternal" && (first as OpenExternalOptions).redirectUrl === false);
    let result: unknown;
    if (openaiHas(feature) && (prefersOpenAi || !bridgeAdvertises(feature))) {
      result = await openai!.call(feature, ...args);
    } else if (bridgeCan(feature)) {
      result = await sendToBridge(feature, first, second, callOptions);
    } else if (standalone?.[feature]) {
      result = standalone[feature]!(first as never);
    } else {
      throw new UnsupportedError(feature, kind);
    }

    if (route.checkResult && !route.checkResult(result)) throw new InvalidResultError(route.method ?? feature, result);
    // Hosts decline ui/message, ui/open-link and ui/download-file with `isError: true`.
    if (route.returnsNothing) {
      if (isObject(result) && result.isError === true)
        throw new HostError(-32000, `The host declined ${feature}.`, result);
      return undefined;
    }
    if (feature !== "requestDisplayMode") return result;
    // The mode in effect is what the host answered (a refusal answers the current one).
    const mode = isObject(result) && isDisplayMode(result.mode) ? result.mode : store.get().displayMode;
    store.set({ displayMode: mode });
    return { mode };
  };

  const host: Record<string, unknown> = {
    kind,
    ready: bridge?.ready ?? Promise.resolve(),
    getSnapshot: store.get,
    subscribe: store.subscribe,
    supports(feature: Feature) {
      const snapshot = store.get();
      if (snapshot.closed) return false;
      if (feature === "setWidgetState" || openaiHas(feature)) return true;
      if (!Object.hasOwn(ROUTES, feature)) return false;
      return bridgeCan(feature) || !!standalone?.[feature];
    },
    // The per-call options go to the bridge only; window.openai.callTool takes (name, args).
    callTool: (name: string, args: UnknownObject = {}, callOptions?: CallOptions) =>
      call("callTool", [name, args], callOptions),
    async setWidgetState(state: WidgetState | null) {
      if (!(state === null || isObject(state))) throw invalidArgument("setWidgetState", "state");
      if (store.get().closed) throw new ClosedError();
      if (!openaiHas("setWidgetState")) return keeper.set(state);
      // At once, like window.openai's own global: a functional update right after sees it.
      store.set({ widgetState: state });
      await openai!.call("setWidgetState", state);
    },
    notifyIntrinsicHeight(height: number, width?: number) {
      const isSize = (value: unknown) => isFiniteNumber(value) && value >= 0;
      if (!isSize(height)) throw invalidArgument("notifyIntrinsicHeight", "height");
      if (!(width === undefined || isSize(width))) throw invalidArgument("notifyIntrinsicHeight", "width");
      if (store.get().closed) return;
      // window.openai takes the height; the bridge also the width, when given.
      const size = { height: Math.ceil(height), ...(width !== undefined && { width: Math.ceil(width) }) };
      if (openaiHas("notifyIntrinsicHeight")) openai!.call("notifyIntrinsicHeight", size.height).catch(noop);
      else notifyWhenConnected(SIZE_CHANGED, size);
    },
    async sendRequest(method: string, params?: UnknownObject, callOptions?: CallOptions) {
      if (store.get().handshake === "pending") await bridge!.settled;
      if (store.get().closed) throw new ClosedError();
      if (!isReady()) throw new UnsupportedError(method, kind);
      return requestOverBridge(method, params, callOptions);
    },
    handleRequest: (method: string, handler: (params: unknown) => unknown) =>
      bridge ? bridge.handleRequest(method, handler) : noop,
    sendNotification(method: string, params?: UnknownObject) {
      if (!store.get().closed) notifyWhenConnected(method, params);
    },
    onTeardown(callback: () => unknown) {
      teardownCallbacks.add(callback);
      return () => void teardownCallbacks.delete(callback);
    },
    async close() {
      store.set({ closed: true });
      bridge?.close();
      openai?.close();
    },
  };
  for (const feature of Object.keys(ROUTES) as RoutedFeature[])
    host[feature] ??= (...args: unknown[]) => call(feature, args);
  return host as unknown as Host;
}
