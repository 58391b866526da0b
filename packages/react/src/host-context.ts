import { createContext, createElement, useContext, type ReactNode } from "react";
import { createHost, DEFAULT_SNAPSHOT, UnsupportedError, type CreateHostOptions, type Host } from "@hostbridge/core";

const HostContext = /* @__PURE__ */ createContext<Host | null>(null);

// One lazily created host per document (no module-level host), so two documents (iframes in
// tests) never share one and nothing is created at import time.
const hostsByDocument = /* @__PURE__ */ new WeakMap<Document, Host>();

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

/**
 * The host used by hooks outside any `<HostProvider host>`: one per document, created on first use.
 * `availableDisplayModes` is what its handshake declares (default: all three); the first call that
 * creates the host decides.
 */
export function getDocumentHost(availableDisplayModes?: CreateHostOptions["availableDisplayModes"]): Host {
  if (typeof document === "undefined") return serverHost;
  let host = hostsByDocument.get(document);
  if (!host) {
    host = createHost({ window: document.defaultView ?? undefined, availableDisplayModes });
    hostsByDocument.set(document, host);
  }
  return host;
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
  /** The widget; its hooks read the host given here. */
  children?: ReactNode;
}

/**
 * Gives the hooks below a host. Optional: without it they use one host per document. Create the
 * host outside render (or once, in module scope or a ref) so a StrictMode double mount reuses it.
 */
export function HostProvider({ host, availableDisplayModes, children }: HostProviderProps) {
  return createElement(HostContext.Provider, { value: host ?? getDocumentHost(availableDisplayModes) }, children);
}

/** The `Host` the hooks in this component use. */
export function useHostInstance(): Host {
  return useContext(HostContext) ?? getDocumentHost();
}
