import type { HostSnapshot } from "@hostbridge/core";
import { useHost } from "@hostbridge/react";
import { useEffect, useState } from "react";

/** How long a widget waits for its tool result before it says the host may not send one. */
export const LATE_RESULT_MS = 5_000;

const selectWaiting = (s: HostSnapshot) =>
  s.toolOutput === null && (s.toolStatus === "idle" || s.toolStatus === "pending");

/**
 * Says so when no tool result has come after a while: some hosts never send it again after the
 * widget's frame reloads (the MCP Inspector answers the new handshake and stops there), and a
 * skeleton left waiting for ever looks like a broken widget.
 */
export function NoResultYetNote({ afterMs = LATE_RESULT_MS }: { afterMs?: number }) {
  const waiting = useHost(selectWaiting);
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!waiting) return setLate(false);
    const timer = setTimeout(() => setLate(true), afterMs);
    return () => clearTimeout(timer);
  }, [waiting, afterMs]);
  if (!waiting || !late) return null;
  return (
    <p className="hb-card hb-small" role="status" data-testid="no-result-yet">
      The host has not sent this widget its data. Some hosts never send it again after the widget reloads: ask again in
      the chat if nothing comes.
    </p>
  );
}
