import type { HostSnapshot } from "@hostbridge/core";
import { useHost } from "@hostbridge/react";

const selectResult = (s: HostSnapshot) => s.toolResult;
const selectStatus = (s: HostSnapshot) => s.toolStatus;

/**
 * Says so when the tool result arrived without `structuredContent` (some emulators, e.g. mcp-use's
 * window.openai mock, send the whole result as one JSON text block): the widget has no data to
 * show, and silence would look like an empty list.
 */
export function NoStructuredContentNote() {
  const result = useHost(selectResult);
  const status = useHost(selectStatus);
  if (status !== "success" || !result || result.structuredContent !== undefined) return null;
  const text = result.content?.find((block) => block.type === "text")?.text;
  return (
    <p className="hb-card hb-small" role="status" data-testid="no-structured-content">
      The tool result has no structured content, so there is nothing to show here.
      {typeof text === "string" && ` The host sent only text: ${text.length > 200 ? `${text.slice(0, 200)}…` : text}`}
    </p>
  );
}
