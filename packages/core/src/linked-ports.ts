import type { Port } from "./port.js";

/** The two ends of an in-memory channel. */
export interface LinkedPorts {
  /** Give this one to the widget side (`createHost({ port })`). */
  viewPort: Port;
  /** Give this one to the host side (a fake host, or the official `AppBridge` through a transport). */
  hostPort: Port;
}

// @example-source packages/core/examples/port-transport.ts#portTransport
/**
 * Two Ports linked in memory: what one posts the other receives, structured-cloned and delivered
 * in a later task, like `postMessage`. For tests and local tooling (`@hostbridge/core/testing`).
 *
 * @example
 * ```ts
 * const { viewPort, hostPort } = linkedPorts();
 * const bridge = new AppBridge(null, { name: "TestHost", version: "1.0.0" }, {}, { hostContext: { theme: "dark" } });
 * await bridge.connect(portTransport<JSONRPCMessage>(hostPort, { onReceive: (frame) => console.log("to host", frame) }));
 * const host = createHost({ port: viewPort, storage: null });
 * await host.ready; // the ui/initialize handshake ran over the two ports
 * console.log(host.kind, host.getSnapshot().theme); // "mcp-apps" "dark"
 * await host.close();
 * await bridge.close();
 * ```
 */
export function linkedPorts(): LinkedPorts {
  const createEnd = (inbox: Set<(message: unknown) => void>, outbox: Set<(message: unknown) => void>): Port => ({
    post(message) {
      const copy = structuredClone(message);
      setTimeout(() => outbox.forEach((handler) => handler(copy)));
    },
    listen(handler) {
      inbox.add(handler);
      return () => void inbox.delete(handler);
    },
  });
  const viewInbox = new Set<(message: unknown) => void>();
  const hostInbox = new Set<(message: unknown) => void>();
  return { viewPort: createEnd(viewInbox, hostInbox), hostPort: createEnd(hostInbox, viewInbox) };
}
