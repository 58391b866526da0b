import type { HostMode } from "../host/types.js";

export type ServerStatus = { state: "connecting" } | { state: "connected"; tools: number } | { state: "error"; message: string };

interface TopBarProps {
  mode: HostMode;
  onMode(mode: HostMode): void;
  status: ServerStatus;
  serverUrl: string;
}

/** The host's title bar: which host the widgets see, and the MCP server connection. */
export function TopBar({ mode, onMode, status, serverUrl }: TopBarProps) {
  return (
    <header className="topbar">
      <div className="brand">
        <span className="logo">hb</span>
        <div>
          <h1>hostbridge playground</h1>
          <p className="muted">Run the demo server's widgets in a real host</p>
        </div>
      </div>
      <div className="host-switch" role="radiogroup" aria-label="Host" data-testid="host-mode">
        {(["mcp-apps", "chatgpt"] as const).map((m) => (
          <button key={m} type="button" role="radio" aria-checked={mode === m} className={mode === m ? "active" : ""} data-testid={`host-mode-${m}`} onClick={() => onMode(m)}>
            {m === "chatgpt" ? "ChatGPT" : "MCP Apps"}
          </button>
        ))}
      </div>
      <div className={`status ${status.state === "connected" ? "ok" : status.state === "error" ? "error" : ""}`} data-testid="server-status" data-state={status.state}>
        <span className="dot" />
        {status.state === "connected"
          ? `${status.tools} tools · ${serverUrl}`
          : status.state === "error"
            ? `Cannot reach ${serverUrl}: ${status.message}`
            : "Connecting…"}
      </div>
    </header>
  );
}
