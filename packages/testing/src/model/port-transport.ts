import type { Port } from "@hostbridge/core";
import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/client";

/** Observers of the frames a `portTransport` carries (for logs and tests). */
export interface PortTransportTaps {
  /** Sees every JSON-RPC frame received, before the protocol does. */
  onReceive?(message: JSONRPCMessage): void;
  /** Sees every frame sent. */
  onSend?(message: JSONRPCMessage): void;
}

const isJsonRpc = (message: unknown): message is JSONRPCMessage =>
  typeof message === "object" && message !== null && (message as { jsonrpc?: unknown }).jsonrpc === "2.0";

/**
 * Adapts a hostbridge `Port` to the MCP SDK's `Transport`, so the official `AppBridge` can talk over
 * it. Non-JSON-RPC traffic is ignored, as `PostMessageTransport` does.
 */
export function portTransport(port: Port, taps: PortTransportTaps = {}): Transport {
  let unlisten: (() => void) | undefined;
  let closed = false;
  const transport: Transport = {
    async start() {
      if (unlisten || closed) return;
      unlisten = port.listen((message) => {
        if (closed || !isJsonRpc(message)) return;
        taps.onReceive?.(message);
        transport.onmessage?.(message);
      });
    },
    async send(message) {
      if (closed) throw new Error("Transport closed.");
      taps.onSend?.(message);
      port.post(message);
    },
    async close() {
      if (closed) return;
      closed = true;
      unlisten?.();
      unlisten = undefined;
      transport.onclose?.();
    },
  };
  return transport;
}
