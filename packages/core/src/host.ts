import { createMcpAppsAdapter, SIZE_CHANGED } from "./adapters/mcp-apps.js";
import { createOpenAiAdapter, readOpenAi } from "./adapters/openai.js";
import { createStandaloneAdapter } from "./adapters/standalone.js";
import { ClosedError, NoHostError, UnsupportedError } from "./errors.js";
import { DEFAULT_SNAPSHOT, type HostSnapshot, type UnknownObject } from "./globals.js";
import type { CreateHostOptions, Host } from "./host-types.js";
import { nameWidgetInstance } from "./instance-name.js";
import { windowPort } from "./port.js";
import { invalidArgument } from "./routes.js";
import { createRouter } from "./routing.js";
import { createStore } from "./store.js";
import { isObject, isSize, noop, storageOf } from "./util.js";
import { createWidgetStateKeeper } from "./widget-state.js";

/** The model-visible part of a widget state as `ui/update-model-context` params (empty clears it). */
const toModelContext = (visible: unknown) =>
  visible == null ? {} : { content: [{ type: "text", text: JSON.stringify(visible) }] };

// @example-source packages/core/examples/create-host.ts#createHost
/**
 * Creates the Host for this widget: `window.openai` (ChatGPT) and/or the MCP Apps bridge to the
 * parent frame, composed into one object; standalone when neither is present. Framed, it starts
 * the MCP Apps handshake at once (`host.ready` settles when it is done). Create one per widget.
 * @throws {NoHostError} with `strict: true` when there is neither `window.openai` nor a bridge.
 * @throws {InvalidArgumentError} when an `allowedOrigins` entry is not an origin.
 * @example
 * ```ts
 * // One per widget: it finds window.openai, the MCP Apps bridge, both, or neither (standalone).
 * const host = createHost({
 *   appInfo: { name: "pizza-list", version: "1.0.0" }, // the handshake's appInfo
 *   availableDisplayModes: ["inline", "fullscreen"], // the modes this widget can lay out
 * });
 * await host.ready.catch(() => {}); // a late host still connects: watch `handshake`
 * document.documentElement.dataset.theme = host.getSnapshot().theme;
 * host.subscribe((changed) => {
 *   if (changed.has("toolOutput")) document.body.textContent = JSON.stringify(host.getSnapshot().toolOutput);
 * });
 * const result = await host.callTool("load_more_pizzas", { page: 2 });
 * console.log(result.structuredContent);
 * ```
 */
export function createHost(options: CreateHostOptions = {}): Host {
  const win = options.window ?? globalThis.window;
  const store = createStore<HostSnapshot>(DEFAULT_SNAPSHOT);
  const teardownCallbacks = new Set<() => unknown>();
  // Framed: a parent that is not the window itself (comparing WindowProxies is allowed across origins).
  const port =
    options.port ??
    (win?.parent && win.parent !== win
      ? windowPort(win.parent, { allowedOrigins: options.allowedOrigins, self: win })
      : undefined);
  const openai = win && readOpenAi(win) && createOpenAiAdapter(win, store);
  if (!openai && !port && options.strict) throw new NoHostError();
  const kind = openai ? "chatgpt" : port ? "mcp-apps" : "standalone";
  const bridge =
    port &&
    createMcpAppsAdapter(port, store, {
      ...options,
      ownsToolResponseMetadata: !openai,
      teardown: () => Promise.allSettled([...teardownCallbacks].map(async (callback) => callback())),
    });
  const standalone = kind === "standalone" ? createStandaloneAdapter(win, options.notice) : undefined;
  const openaiHas = (feature: string) => !!openai?.has(feature);

  const keeper = createWidgetStateKeeper(store, {
    // Where localStorage is denied (a sandboxed frame), widget state lives in memory.
    storage: storageOf(options.storage, win),
    whenSendable: () => bridge?.settled,
    sendToModel:
      bridge &&
      (async (visible) => {
        if (!host.supports("updateModelContext")) return;
        try {
          await host.updateModelContext(toModelContext(visible));
        } catch (error) {
          // A host without model context (it answered -32601, now remembered) still keeps the state.
          if (!(error instanceof UnsupportedError)) throw error;
        }
      }),
  });
  if (!openaiHas("setWidgetState")) {
    const name = (...parts: unknown[]) => keeper.identify(JSON.stringify([options.appInfo?.name ?? "", ...parts]));
    nameWidgetInstance(store, bridge, name, win?.location?.pathname);
  }

  /** Sends a notification once the bridge is up (posting errors, e.g. uncloneable params, are dropped). */
  const notifyWhenConnected = (method: string, params: unknown) =>
    bridge?.connected.then(() => bridge.notify(method, params)).catch(noop);

  const host: Host = {
    ...createRouter(store, kind, openai, bridge, standalone),
    kind,
    ready: bridge?.ready ?? Promise.resolve(),
    getSnapshot: store.get,
    subscribe: store.subscribe,
    async setWidgetState(state) {
      if (!(state === null || isObject(state))) throw invalidArgument("setWidgetState", "state");
      if (store.get().closed) throw new ClosedError();
      if (!openaiHas("setWidgetState")) return keeper.set(state);
      // At once, like window.openai's own global: a functional update right after sees it.
      store.set({ widgetState: state as UnknownObject });
      await openai!.call("setWidgetState", state);
    },
    notifyIntrinsicHeight(height, width) {
      if (!isSize(height)) throw invalidArgument("notifyIntrinsicHeight", "height");
      if (!(width === undefined || isSize(width))) throw invalidArgument("notifyIntrinsicHeight", "width");
      if (store.get().closed) return;
      // window.openai takes the height; the bridge also the width, when given.
      const size = { height: Math.ceil(height), ...(width !== undefined && { width: Math.ceil(width) }) };
      if (openaiHas("notifyIntrinsicHeight")) openai!.call("notifyIntrinsicHeight", size.height).catch(noop);
      else notifyWhenConnected(SIZE_CHANGED, size);
    },
    handleRequest: (method, handler) => (bridge ? bridge.handleRequest(method, handler) : noop),
    sendNotification(method, params) {
      if (!store.get().closed) notifyWhenConnected(method, params);
    },
    onTeardown(callback) {
      teardownCallbacks.add(callback);
      return () => void teardownCallbacks.delete(callback);
    },
    async close() {
      store.set({ closed: true });
      bridge?.close();
      openai?.close();
    },
  };
  return host;
}
