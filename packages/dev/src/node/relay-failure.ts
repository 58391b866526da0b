// Shared by the relay (Node) and the page (browser): no Node imports here.

/** Response header on the relay's own answers when the MCP server did not answer (value: `unreachable`). */
export const RELAY_FAILURE_HEADER = "x-hostbridge-relay";

/**
 * JSON-RPC error code of those answers: the implementation-defined server error range, the code
 * MCP SDKs give a closed connection.
 */
export const RELAY_FAILURE_CODE = -32000;

/**
 * The relay's answer to a POST the server never saw, as JSON text: a JSON-RPC error for each request
 * in `body` (a message or a batch), so the page's MCP client rejects each call with `message`
 * itself (an HTTP error status would reach the caller wrapped as "Error POSTing to endpoint:
 * <body>"). `null` when the body holds no request (notifications have nobody waiting for an answer).
 */
export function relayFailureBody(body: string, message: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const messages: unknown[] = Array.isArray(parsed) ? parsed : [parsed];
  const errors = messages.flatMap((item) => {
    const { id, method } = (item ?? {}) as { id?: unknown; method?: unknown };
    const isRequest = typeof method === "string" && (typeof id === "string" || typeof id === "number");
    return isRequest ? [{ jsonrpc: "2.0", id, error: { code: RELAY_FAILURE_CODE, message } }] : [];
  });
  if (errors.length === 0) return null;
  return JSON.stringify(Array.isArray(parsed) ? errors : errors[0]);
}
