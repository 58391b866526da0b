import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/client";

/** Hears every JSON-RPC message a transport carries, both ways. */
export interface TransportObserver {
  sent(message: JSONRPCMessage): void;
  received(message: JSONRPCMessage): void;
  /** A message the transport could not send (the server or the dev host is gone, say). */
  failed(message: JSONRPCMessage, error: unknown): void;
}

/**
 * Makes `transport` report what it sends and receives, and returns it. The client installs its
 * `onmessage` when it connects; this instance-level accessor wraps whatever it installs, so the
 * initialize exchange is heard too.
 */
export function observeTransport<T extends Transport>(transport: T, observer: TransportObserver): T {
  const send = transport.send.bind(transport);
  transport.send = async (message, options) => {
    observer.sent(message);
    try {
      return await send(message, options);
    } catch (error) {
      observer.failed(message, error);
      throw error;
    }
  };
  let handler = transport.onmessage;
  const heard: NonNullable<Transport["onmessage"]> = (message, extra) => {
    observer.received(message);
    handler?.(message, extra);
  };
  Object.defineProperty(transport, "onmessage", {
    configurable: true,
    enumerable: true,
    get: () => (handler ? heard : undefined),
    set: (next: Transport["onmessage"]) => {
      handler = next;
    },
  });
  return transport;
}
