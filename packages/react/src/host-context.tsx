import { createContext, createElement, useContext, type ReactNode } from "react";
import { createHost, DEFAULT_SNAPSHOT, UnsupportedError, type Host } from "@hostbridge/core";

const HostContext = /* @__PURE__ */ createContext<Host | null>(null);

// One lazily created host per document (no module-level host), so two documents (iframes in
// tests) never share one and nothing is created at import time.
const hostsByDocument = /* @__PURE__ */ new WeakMap<Document, Host>();

const noop = () => {};

/**
 * What hooks see while rendering without a document (SSR): the default snapshot, no
 * subscriptions and no features. It holds no state, so sharing it is harmless.
 */
function createServerHost(): Host {
  const host = {
    kind: "standalone",
    ready: Promise.resolve(),
    getSnapshot: () => DEFAULT_SNAPSHOT,
    subscribe: () => noop,
    onTeardown: () => noop,
    observeSize: () => noop,
    supports: () => false,
    notifyIntrinsicHeight: noop,
    close: () => Promise.resolve(),
  } as Partial<Host> as Record<string, unknown>;
  for (const name of [
    "callTool", "sendFollowUpMessage", "setWidgetState", "uploadFile", "selectFiles", "getFileDownloadUrl",
    "requestDisplayMode", "requestModal", "requestClose", "openExternal", "setOpenInAppUrl",
    "updateModelContext", "readResource", "log", "downloadFile",
  ]) {
    host[name] = () => Promise.reject(new UnsupportedError(name, "server"));
  }
  return host as unknown as Host;
}
let serverHost: Host | undefined;

/** The host used by hooks outside any `<HostProvider>`: one per document, created on first use. */
export function getDocumentHost(): Host {
  if (typeof document === "undefined") return (serverHost ??= createServerHost());
  let host = hostsByDocument.get(document);
  if (!host) {
    host = createHost({ window: document.defaultView ?? undefined });
    hostsByDocument.set(document, host);
  }
  return host;
}

export interface HostProviderProps {
  /** The host the hooks below use; omit it for the document's default host (`createHost()`). */
  host?: Host;
  children?: ReactNode;
}

/**
 * Gives the hooks below a host. Optional: without it they use one host per document. Create the
 * host outside render (or once, in module scope or a ref) so a StrictMode double mount reuses it.
 */
export function HostProvider({ host, children }: HostProviderProps) {
  return createElement(HostContext.Provider, { value: host ?? null }, children);
}

/** The `Host` the hooks in this component use. */
export function useHostInstance(): Host {
  return useContext(HostContext) ?? getDocumentHost();
}
