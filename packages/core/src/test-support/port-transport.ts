import type { JSONRPCMessage, Transport } from "@modelcontextprotocol/client";
import type { Port } from "../port.js";

/** An MCP SDK Transport over one of our Ports, so the official AppBridge can be the real peer. */
export class PortTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private unlisten?: () => void;
  constructor(private readonly port: Port) {}
  async start(): Promise<void> {
    this.unlisten = this.port.listen((m) => {
      // Like PostMessageTransport: unrelated traffic is ignored quietly.
      if (typeof m === "object" && m !== null && (m as { jsonrpc?: unknown }).jsonrpc === "2.0") {
        this.onmessage?.(m as JSONRPCMessage);
      }
    });
  }
  async send(message: JSONRPCMessage): Promise<void> {
    this.port.post(message);
  }
  async close(): Promise<void> {
    this.unlisten?.();
    this.onclose?.();
  }
}
