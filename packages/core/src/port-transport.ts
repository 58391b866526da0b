import type { Port } from "./port.js";

/** The one field every JSON-RPC 2.0 frame carries; enough to tell it from unrelated traffic. */
export interface JsonRpcFrame {
  /** Always `"2.0"`. */
  jsonrpc: "2.0";
}

/**
 * The MCP SDK's `Transport`, typed structurally so core needs no SDK dependency: the object
 * `portTransport` returns can be passed to the official `AppBridge.connect`.
 */
export interface PortTransport<Message extends JsonRpcFrame = JsonRpcFrame> {
  /** Starts listening on the port; a second call does nothing. */
  start(): Promise<void>;
  /** Posts one frame; rejects once the transport is closed. */
  send(message: Message): Promise<void>;
  /** Stops listening and calls `onclose`; a second call does nothing. */
  close(): Promise<void>;
  /** Set by the protocol: receives each JSON-RPC frame. */
  onmessage?: (message: Message) => void;
  /** Set by the protocol: told when the transport closes. */
  onclose?: () => void;
  /** Set by the protocol: never called here, a Port has no error channel. */
  onerror?: (error: Error) => void;
}

/** Observers of the frames a `portTransport` carries (for logs and tests). */
export interface PortTransportTaps<Message extends JsonRpcFrame = JsonRpcFrame> {
  /** Sees every JSON-RPC frame received, before the protocol does. */
  onReceive?(message: Message): void;
  /** Sees every frame sent. */
  onSend?(message: Message): void;
}

const isJsonRpc = (message: unknown): message is JsonRpcFrame =>
  typeof message === "object" && message !== null && (message as { jsonrpc?: unknown }).jsonrpc === "2.0";

// @example-source packages/core/examples/port-transport.ts#portTransport
/**
 * Adapts a hostbridge `Port` to the MCP SDK's `Transport`, so the official `AppBridge` can be the
 * host in a test. Non-JSON-RPC traffic is ignored, as the SDK's `PostMessageTransport` does.
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
export function portTransport<Message extends JsonRpcFrame = JsonRpcFrame>(
  port: Port,
  taps: PortTransportTaps<Message> = {},
): PortTransport<Message> {
  let unlisten: (() => void) | undefined;
  let closed = false;
  const transport: PortTransport<Message> = {
    async start() {
      if (unlisten || closed) return;
      unlisten = port.listen((message) => {
        if (closed || !isJsonRpc(message)) return;
        taps.onReceive?.(message as Message);
        transport.onmessage?.(message as Message);
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
