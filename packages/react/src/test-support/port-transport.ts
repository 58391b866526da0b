import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/client";
import type { Port } from "@hostbridge/core";

/** An MCP SDK Transport over one of core's Ports, so the official AppBridge can be the host in a test. */
export function portTransport(port: Port): Transport {
  let unlisten: (() => void) | undefined;
  const transport: Transport = {
    start: async () => {
      unlisten = port.listen((message) => transport.onmessage?.(message as JSONRPCMessage));
    },
    send: async (message) => port.post(message),
    close: async () => {
      unlisten?.();
      transport.onclose?.();
    },
  };
  return transport;
}
