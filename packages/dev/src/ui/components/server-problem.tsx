import { useEffect, useState } from "react";
import type { ServerStatus } from "./top-bar.js";

/** What {@link ServerProblem} shows. */
export interface ServerProblemProps {
  status: ServerStatus;
  onReconnect(): void;
  /** When the page next tries on its own (ms since the epoch), or null. */
  retryAt: number | null;
  /** Whether the page just got the server back by itself. */
  reconnected: boolean;
}

/** The current time, ticking each second while `active`. */
function useSecondTick(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return now;
}

/** "server gone; retrying in 4 s", counting down to the page's next try on its own. */
function RetryNote({ retryAt }: { retryAt: number }) {
  const now = useSecondTick(true);
  const seconds = Math.max(0, Math.ceil((retryAt - now) / 1000));
  return (
    <p className="small" data-testid="server-retry" aria-live="polite">
      {seconds > 0 ? `Server gone; retrying in ${seconds} s` : "Server gone; retrying now…"}
    </p>
  );
}

/** Why the page has no working link to the MCP server, in full, when it tries again, and a button to connect now. */
export function ServerProblem({ status, onReconnect, retryAt, reconnected }: ServerProblemProps) {
  if (status.state === "connected" && reconnected)
    return (
      <p className="small server-reconnected" role="status" data-testid="server-reconnected">
        Reconnected: the tools are listed again.
      </p>
    );
  if (status.state !== "lost" && status.state !== "error") return null;
  return (
    <div className="server-problem" role="alert" data-testid="server-problem" data-state={status.state}>
      <p className="error small">
        {status.state === "lost"
          ? "The MCP server stopped answering (the tools below are as it last listed them)."
          : "The dev host page could not connect to the MCP server."}
      </p>
      <p className="small" data-testid="server-problem-message">
        {status.message}
      </p>
      {retryAt !== null && <RetryNote retryAt={retryAt} />}
      <button type="button" data-testid="reconnect" onClick={onReconnect}>
        Reconnect
      </button>
    </div>
  );
}
