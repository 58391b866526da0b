import type { LogInput, LogMessage, LogStatus } from "./types.js";

/** What a logged message is to the pairing: a request waits for a response with its id. */
export type MessageRole = "request" | "response" | "notification" | "other";

const jsonRpc = (data: unknown): Record<string, unknown> | null =>
  typeof data === "object" && data !== null && (data as { jsonrpc?: unknown }).jsonrpc === "2.0"
    ? (data as Record<string, unknown>)
    : null;

/** The message's role, and the status its row starts with (errors are marked from the start). */
export function classifyMessage(message: LogMessage): { role: MessageRole; status: LogStatus } {
  if (message.kind === "csp" || message.label.startsWith("bridge error")) return { role: "other", status: "error" };
  const rpc = message.kind === "json-rpc" ? jsonRpc(message.data) : null;
  if (!rpc) return { role: "other", status: "none" };
  const hasId = typeof rpc.id === "string" || typeof rpc.id === "number";
  if (typeof rpc.method === "string")
    return hasId ? { role: "request", status: "pending" } : { role: "notification", status: "none" };
  if (!hasId) return { role: "other", status: "none" };
  // A tool result with `isError` answered, but says the call failed: it is marked like an error.
  const failed = "error" in rpc || (rpc.result as { isError?: unknown } | undefined)?.isError === true;
  return { role: "response", status: failed ? "error" : "ok" };
}

/** The channel a message travelled on: as given, else `openai` for the openai envelope, else `widget`. */
export const channelOf = (input: LogInput) => input.channel ?? (input.kind === "openai" ? "openai" : "widget");

/**
 * The key a request and its response share: the channel, the frame, who asked and the JSON-RPC id
 * (each side of each channel numbers its own requests). `null` for a message that pairs with nothing.
 */
export function pairingKey(input: LogInput, role: MessageRole): string | null {
  if (role !== "request" && role !== "response") return null;
  const id = jsonRpc(input.data)?.id;
  if (typeof id !== "string" && typeof id !== "number") return null;
  const asker = role === "request" ? input.direction : input.direction === "in" ? "out" : "in";
  return `${channelOf(input)}|${input.frame ?? ""}|${asker}|${typeof id}:${id}`;
}
