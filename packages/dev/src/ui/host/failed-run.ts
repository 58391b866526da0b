import type { ToolRun } from "./types.js";

/**
 * How a failed call reaches the widget: `cancelled` is MCP Apps' `ui/notifications/tool-cancelled`
 * with the reason; `error-result` (the ChatGPT profile) makes the reason the call's result, an
 * `isError` result, since window.openai knows no cancelled call.
 */
export type FailureDelivery = "cancelled" | "error-result";

/** The run's fields for a call that failed with `message` (the user's own cancel is always `tool-cancelled`). */
export function failedRunFields(
  message: string,
  delivery: FailureDelivery,
): Pick<ToolRun, "error" | "cancelled" | "result"> {
  if (delivery === "cancelled") return { error: message, cancelled: message, result: null };
  return { error: message, cancelled: null, result: { isError: true, content: [{ type: "text", text: message }] } };
}
