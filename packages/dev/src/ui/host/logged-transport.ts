import { PostMessageTransport } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { JSONRPCMessage, TransportSendOptions } from "@modelcontextprotocol/client";

/** The official postMessage transport, reporting every JSON-RPC frame the host sends. */
export class LoggedTransport extends PostMessageTransport {
  constructor(
    target: Window,
    private readonly onSend: (message: JSONRPCMessage) => void,
  ) {
    super(target, target);
  }

  override async send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    this.onSend(message);
    return super.send(message, options);
  }
}

/** A short label for a message: its JSON-RPC method, `response`, or the openai envelope's function. */
export function describeMessage(data: unknown): { kind: "json-rpc" | "openai" | "other"; label: string } {
  if (typeof data !== "object" || data === null) return { kind: "other", label: typeof data };
  const d = data as Record<string, unknown>;
  if (d.jsonrpc === "2.0") {
    if (typeof d.method === "string") return { kind: "json-rpc", label: d.method };
    return { kind: "json-rpc", label: "error" in d ? "error response" : "response" };
  }
  if (typeof d.__hostbridgeOpenai === "string") {
    const fn = typeof d.fn === "string" ? `${d.__hostbridgeOpenai} ${d.fn}` : d.__hostbridgeOpenai;
    return { kind: "openai", label: `openai ${fn}` };
  }
  return { kind: "other", label: "message" };
}
