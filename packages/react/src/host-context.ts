import { createContext, createElement, useContext, type ReactNode } from "react";
import { createHost, DEFAULT_SNAPSHOT, UnsupportedError, type CreateHostOptions, type Host } from "@hostbridge/core";

const HostContext = /* @__PURE__ */ createContext<Host | null>(null);

// One lazily created host per document (no module-level host), so two documents (iframes in
// tests) never share one and nothing is created at import time. The options it was created with
// are kept to tell a later caller that its different options came too late.
const hostsByDocument = /* @__PURE__ */ new WeakMap<Document, { host: Host; options: string }>();

const noop = () => {};
const serverHostBase: Partial<Host> = {
  kind: "standalone",
  getSnapshot: () => DEFAULT_SNAPSHOT,
  subscribe: () => noop,
  supports: () => false,
  onTeardown: () => noop,
  handleRequest: () => noop,
  notifyIntrinsicHeight: noop,
};

/**
 * What hooks see while rendering without a document (SSR): the default snapshot, no
 * subscriptions and no features; every action rejects with `UnsupportedError`. It holds no
 * state, so one per module is harmless.
 */
const serverHost = /* @__PURE__ */ new Proxy(serverHostBase as Host, {
  get(base, key: string) {
    if (key in base) return base[key as keyof Host];
    if (key === "then") return undefined; // not a thenable
    if (key === "ready") return Promise.resolve();
    return () => Promise.reject(new UnsupportedError(key, "server"));
  },
});

/** What the document's default host is created with (the first call that creates it decides). */
type DocumentHostOptions = Pick<CreateHostOptions, "availableDisplayModes" | "appCapabilities">;

/**
 * The host used by hooks outside any `<HostProvider host>`: one per document, created on first use
 * with `options` (default: all three display modes, no further capabilities). Options given once
 * the host exists cannot change its handshake: they are ignored with a console warning.
 */
export function getDocumentHost(options: DocumentHostOptions = {}): Host {
  if (typeof document === "undefined") return serverHost;
  // Equal options give equal keys; no options at all give "[null,null]".
  const key = JSON.stringify([options.availableDisplayModes, options.appCapabilities]);
  let entry = hostsByDocument.get(document);
  if (!entry) {
    entry = { host: createHost({ window: document.defaultView ?? undefined, ...options }), options: key };
    hostsByDocument.set(document, entry);
  } else if (key !== entry.options && key !== "[null,null]") {
    entry.options = key; // warn once per change, not on every render
    console.warn("[hostbridge] HostProvider options ignored: a hook created the host first.");
  }
  return entry.host;
}

/** What `HostProvider` takes. */
export interface HostProviderProps {
  /** The host the hooks below use; omit it for the document's default host (`createHost()`). */
  host?: Host;
  /**
   * Without `host`: the display modes the document's host declares in its handshake (default: all
   * three). Render the provider before any hook runs, so the host is created with them.
   */
  availableDisplayModes?: CreateHostOptions["availableDisplayModes"];
  /**
   * Without `host`: more capabilities the document's host declares in its handshake, e.g.
   * `{ tools: { listChanged: true } }` for a widget that offers tools with `useAppTool`. Render the
   * provider before any hook runs, so the host is created with them.
   */
  appCapabilities?: CreateHostOptions["appCapabilities"];
  /** The widget; its hooks read the host given here. */
  children?: ReactNode;
}

// @example-source packages/react/examples/hooks.tsx#HostProvider
/**
 * Gives the hooks below a host. Optional: without it they use one host per document. Create the
 * host outside render (or once, in module scope or a ref) so a StrictMode double mount reuses it.
 * @example
 * ```tsx
 * // Your own host, created once outside render (a StrictMode double mount reuses it).
 * const pizzaHost = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });
 * export const WithOwnHost = () => (
 *   <HostProvider host={pizzaHost}>
 *     <PizzaList />
 *   </HostProvider>
 * );
 *
 * // Or the document's host, declaring in its handshake that the widget offers tools.
 * export const OfferingTools = () => (
 *   <HostProvider appCapabilities={{ tools: { listChanged: true } }}>
 *     <PizzaList />
 *   </HostProvider>
 * );
 * ```
 */
export function HostProvider({ host, availableDisplayModes, appCapabilities, children }: HostProviderProps) {
  const value = host ?? getDocumentHost({ availableDisplayModes, appCapabilities });
  return createElement(HostContext.Provider, { value }, children);
}

// @example-source packages/react/examples/hooks.tsx#useHostInstance
/**
 * The `Host` the hooks in this component use.
 * @example
 * ```tsx
 * export function ShownLogger() {
 *   const host = useHostInstance(); // for what no hook wraps, here MCP logging
 *   useEffect(() => {
 *     if (host.supports("log")) host.log({ level: "info", data: "pizza list shown" }).catch(() => {});
 *   }, [host]);
 *   return <small>{host.kind === "chatgpt" ? "In ChatGPT" : "In an MCP Apps host"}</small>;
 * }
 * ```
 */
export function useHostInstance(): Host {
  return useContext(HostContext) ?? getDocumentHost();
}
