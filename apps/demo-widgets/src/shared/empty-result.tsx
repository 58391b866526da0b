import type { HostSnapshot } from "@hostbridge/core";
import { useHost } from "@hostbridge/react";

const selectOutput = (s: HostSnapshot) => s.toolOutput;
const selectStatus = (s: HostSnapshot) => s.toolStatus;

/**
 * Says so when the host sent an emptied result (`structuredContent` `{}`): ChatGPT replays one
 * when a conversation is reloaded, with the data and `_meta` gone. `{}` is truthy, so without
 * this note a widget shows an empty list as if the tool had found nothing.
 */
export function EmptyResultNote() {
  const output = useHost(selectOutput);
  const status = useHost(selectStatus);
  if (status !== "success" || !output || Object.keys(output).length > 0) return null;
  return (
    <p className="hb-card hb-small" role="status" data-testid="empty-result">
      The host sent an empty result (it does so when the conversation is reloaded): what the tool found is not here any
      more. Ask again in the chat to see it.
    </p>
  );
}
