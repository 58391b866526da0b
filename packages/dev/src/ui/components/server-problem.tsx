import type { ServerStatus } from "./top-bar.js";

/** Why the page has no working link to the MCP server, in full, and a button to connect again. */
export function ServerProblem({ status, onReconnect }: { status: ServerStatus; onReconnect(): void }) {
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
      <button type="button" data-testid="reconnect" onClick={onReconnect}>
        Reconnect
      </button>
    </div>
  );
}
