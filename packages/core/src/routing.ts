import type { McpAppsAdapter } from "./adapters/mcp-apps.js";
import type { OpenAiAdapter } from "./adapters/openai.js";
import { ClosedError, HostError, InvalidResultError, UnsupportedError } from "./errors.js";
import type { HostSnapshot, UnknownObject } from "./globals.js";
import type { CallOptions, Feature, Host, HostKind } from "./host-types.js";
import { METHOD_NOT_FOUND } from "./rpc.js";
import { invalidArgument, isFilledString, ROUTES, type RoutedFeature } from "./routes.js";
import type { Store } from "./store.js";
import { isObject } from "./util.js";

/** The standalone host's functions, under the Host's method names. */
export type StandaloneFunctions = Partial<Record<RoutedFeature, (options: never) => unknown>>;

/** The features whose Host method is `call` with the feature's name and arguments as they are. */
export type CalledFeature = Exclude<RoutedFeature, "callTool" | "notifyIntrinsicHeight">;

/** The part of the Host that the router builds: every routed call, `supports` and `sendRequest`. */
export type RoutedMethods = Pick<Host, CalledFeature | "callTool" | "supports" | "sendRequest">;

/** The host answered -32601: it has no handler for the method. */
const isMethodNotFound = (error: unknown) => error instanceof HostError && error.rpcCode === METHOD_NOT_FOUND;

/**
 * Routes the Host's calls by `ROUTES`: `window.openai` where ChatGPT offers the function and the
 * bridge does not advertise it, else the MCP Apps bridge once connected, else the standalone host,
 * else `UnsupportedError`. A -32601 answer is remembered in `unsupportedFeatures`. The calls go to
 * whichever of `openai`, `bridge` and `standalone` the Host found.
 */
export function createRouter(
  store: Store<HostSnapshot>,
  kind: HostKind,
  openai: OpenAiAdapter | undefined,
  bridge: McpAppsAdapter | undefined,
  standalone: StandaloneFunctions | undefined,
): RoutedMethods {
  const openaiHas = (feature: Feature) => !!openai?.has(feature);
  const isKnownUnsupported = (feature: string) => store.get().unsupportedFeatures.includes(feature);
  /** The bridge may be sent this feature's call: it is connected and has not said -32601 to it. */
  const bridgeCan = (feature: RoutedFeature) =>
    !!ROUTES[feature].method && store.get().handshake === "ready" && !isKnownUnsupported(feature);
  /** The bridge certainly serves this feature: as above, with its capability advertised (or none needed). */
  const bridgeAdvertises = (feature: RoutedFeature) => {
    const capability = ROUTES[feature].capability;
    return bridgeCan(feature) && (!capability || store.get().hostCapabilities?.[capability] != null);
  };

  /** Sends one request over the bridge; a -32601 answer to a routed feature's method is remembered. */
  const requestOverBridge = async (method: string, params: unknown, callOptions?: CallOptions) => {
    try {
      return await bridge!.request(method, params, callOptions);
    } catch (error) {
      const feature = (Object.keys(ROUTES) as RoutedFeature[]).find((name) => ROUTES[name].method === method);
      if (feature && isMethodNotFound(error) && !isKnownUnsupported(feature))
        store.set({ unsupportedFeatures: [...store.get().unsupportedFeatures, feature] });
      throw error;
    }
  };

  /** Sends one call over the bridge; a -32601 answer becomes UnsupportedError (and is remembered). */
  const sendToBridge = async <F extends RoutedFeature>(
    feature: F,
    args: Parameters<Host[F]>,
    callOptions?: CallOptions,
  ) => {
    const { method, toParams } = ROUTES[feature];
    const params = toParams ? toParams(...args) : args[0];
    // Notifications get no answer (and so teach nothing); everything else is a request.
    if (method!.includes("notifications/")) return bridge!.notify(method!, params);
    try {
      return await requestOverBridge(method!, params, callOptions);
    } catch (error) {
      throw isMethodNotFound(error) ? new UnsupportedError(feature, kind) : error;
    }
  };

  /** Sends the call where it can be served: window.openai, the bridge, or the standalone fallback. */
  const dispatch = async <F extends RoutedFeature>(
    feature: F,
    args: Parameters<Host[F]>,
    callOptions?: CallOptions,
  ): Promise<unknown> => {
    // `redirectUrl: false` only exists in window.openai, and requestClose closes ChatGPT's own
    // frame, so those go there when they can; else window.openai serves what the bridge does not
    // advertise.
    const prefersOpenAi =
      feature === "requestClose" || (feature === "openExternal" && (args[0] as UnknownObject).redirectUrl === false);
    if (openaiHas(feature) && (prefersOpenAi || !bridgeAdvertises(feature))) return openai!.call(feature, ...args);
    if (bridgeCan(feature)) return sendToBridge(feature, args, callOptions);
    if (standalone?.[feature]) return standalone[feature]!(args[0] as never);
    throw new UnsupportedError(feature, kind);
  };

  /** What the caller gets: the host's answer checked, a declined notification-like call thrown. */
  const settle = (feature: RoutedFeature, result: unknown): unknown => {
    const route = ROUTES[feature];
    if (route.checkResult && !route.checkResult(result)) throw new InvalidResultError(route.method ?? feature, result);
    // Hosts decline ui/message, ui/open-link and ui/download-file with `isError: true`.
    if (route.returnsNothing) {
      if (isObject(result) && result.isError === true)
        throw new HostError(-32000, `The host declined ${feature}.`, result);
      return undefined;
    }
    return route.after ? route.after(store, result) : result;
  };

  const call = async <F extends RoutedFeature>(
    feature: F,
    args: Parameters<Host[F]>,
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
    const early = route.before?.(store, kind, ...args);
    if (early !== undefined) return early;
    return settle(feature, await dispatch(feature, args, callOptions));
  };

  const methods: Record<string, unknown> = {};
  for (const feature of Object.keys(ROUTES) as CalledFeature[])
    methods[feature] = (...args: Parameters<Host[CalledFeature]>) => call(feature, args);

  return {
    // One implementation serves them all; each method's type is the Host's (host.test-d.ts checks the whole).
    ...(methods as Pick<Host, CalledFeature>),
    // The per-call options go to the bridge only; window.openai.callTool takes (name, args).
    callTool: (name, args = {}, callOptions) => call("callTool", [name, args], callOptions) as never,
    supports(feature) {
      if (store.get().closed) return false;
      if (feature === "setWidgetState" || openaiHas(feature)) return true;
      if (!Object.hasOwn(ROUTES, feature)) return false;
      return bridgeCan(feature as RoutedFeature) || !!standalone?.[feature as RoutedFeature];
    },
    async sendRequest(method, params, callOptions) {
      if (store.get().handshake === "pending") await bridge!.settled;
      if (store.get().closed) throw new ClosedError();
      if (store.get().handshake !== "ready") throw new UnsupportedError(method, kind);
      return requestOverBridge(method, params, callOptions);
    },
  };
}
