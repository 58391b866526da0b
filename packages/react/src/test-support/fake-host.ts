import {
  DEFAULT_SNAPSHOT,
  UnsupportedError,
  type Feature,
  type Host,
  type HostSnapshot,
  type SnapshotKey,
  type SnapshotListener,
  type WidgetState,
} from "@hostbridge/core";

export interface FakeHost extends Host {
  /** Every call made through the host, in order: `[method, ...args]`. */
  calls: Array<[string, ...unknown[]]>;
  /** Changes the snapshot like a host message would, notifying subscribers. */
  set(partial: Partial<HostSnapshot>): void;
  /** How many listeners are subscribed now. */
  listenerCount(): number;
  /** Answers for calls; missing ones resolve `undefined`. */
  handlers: Partial<Record<string, (...args: unknown[]) => unknown>>;
}

/**
 * A minimal in-memory Host for unit tests of the hooks: a snapshot store plus recorded calls.
 * `features` lists what `supports()` answers `true` for (default: everything).
 */
export function createFakeHost(
  initial: Partial<HostSnapshot> = {},
  options: { features?: Feature[]; widgetStateAsync?: boolean } = {},
): FakeHost {
  let snapshot: HostSnapshot = { ...DEFAULT_SNAPSHOT, ...initial };
  const listeners = new Set<SnapshotListener>();
  const calls: Array<[string, ...unknown[]]> = [];
  const handlers: FakeHost["handlers"] = {};
  const supports = (feature: Feature) => !options.features || options.features.includes(feature);

  const set = (partial: Partial<HostSnapshot>) => {
    const changed = new Set<SnapshotKey>();
    const next = { ...snapshot };
    for (const [key, value] of Object.entries(partial) as [SnapshotKey, never][]) {
      if (!Object.is(next[key], value)) {
        next[key] = value;
        changed.add(key);
      }
    }
    if (changed.size === 0) return;
    snapshot = next;
    for (const listener of [...listeners]) listener(changed);
  };

  const method =
    (name: Feature) =>
    async (...args: unknown[]): Promise<never> => {
      calls.push([name, ...args]);
      if (!supports(name)) throw new UnsupportedError(name, "fake");
      return (await handlers[name]?.(...args)) as never;
    };

  const host: FakeHost = {
    kind: "standalone",
    ready: Promise.resolve(),
    calls,
    handlers,
    set,
    listenerCount: () => listeners.size,
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    supports,
    callTool: method("callTool"),
    sendFollowUpMessage: method("sendFollowUpMessage"),
    setWidgetState(state) {
      calls.push(["setWidgetState", state]);
      if (!supports("setWidgetState")) return Promise.reject(new UnsupportedError("setWidgetState", "fake"));
      // Like window.openai, stored synchronously, unless the test asks for a host that answers later.
      if (options.widgetStateAsync) return Promise.resolve().then(() => set({ widgetState: state as WidgetState }));
      set({ widgetState: state as WidgetState });
      return Promise.resolve();
    },
    uploadFile: method("uploadFile"),
    selectFiles: method("selectFiles"),
    getFileDownloadUrl: method("getFileDownloadUrl"),
    requestDisplayMode: method("requestDisplayMode"),
    requestModal: method("requestModal"),
    requestClose: method("requestClose"),
    notifyIntrinsicHeight(height) {
      calls.push(["notifyIntrinsicHeight", height]);
    },
    openExternal: method("openExternal"),
    setOpenInAppUrl: method("setOpenInAppUrl"),
    requestCheckout: method("requestCheckout"),
    updateModelContext: method("updateModelContext"),
    readResource: method("readResource"),
    log: method("log"),
    downloadFile: method("downloadFile"),
    onTeardown: () => () => {},
    handleRequest: (method) => {
      calls.push(["handleRequest", method]);
      return () => {};
    },
    sendNotification(method, params) {
      calls.push(["sendNotification", method, params]);
    },
    close: async () => {
      listeners.clear();
    },
  };
  return host;
}
