import { HOST_PROFILES } from "@hostbridge/testing/profiles";
import type { HostProfileId } from "../host/profiles.js";
import { ProfileOptions } from "./profile-options.js";

/**
 * The page's link to the MCP server: `lost` once a connection was made (its tools stay listed) and
 * the server stopped answering; `error` when no connection could be made at all.
 */
export type ServerStatus =
  | { state: "connecting" }
  | { state: "connected"; tools: number }
  | { state: "lost"; tools: number; message: string }
  | { state: "error"; message: string };

/** The status in a few words; the whole message is in the tools panel, next to Reconnect. */
function statusText(status: ServerStatus, serverUrl: string): string {
  switch (status.state) {
    case "connected":
      return `${status.tools} tools · ${serverUrl}`;
    case "lost":
      return `Connection lost · ${serverUrl}`;
    case "error":
      return `Not connected · ${serverUrl}`;
    default:
      return "Connecting…";
  }
}

interface TopBarProps {
  profile: HostProfileId;
  onProfile(profile: HostProfileId): void;
  status: ServerStatus;
  serverUrl: string;
}

/** The host's title bar: which host the widgets meet (the profile), and the MCP server connection. */
export function TopBar({ profile, onProfile, status, serverUrl }: TopBarProps) {
  return (
    <header className="topbar">
      <div className="brand">
        <span className="logo">hb</span>
        <div>
          <h1>hostbridge dev</h1>
          <p className="muted">An MCP server's widgets in a local chat host</p>
        </div>
      </div>
      <label className="profile-picker" title={HOST_PROFILES[profile].description}>
        <span className="muted small">Host profile</span>
        <select
          data-testid="profile-select"
          value={profile}
          onChange={(event) => onProfile(event.target.value as HostProfileId)}
        >
          <ProfileOptions />
        </select>
      </label>
      <div
        className={`status ${status.state === "connected" ? "ok" : status.state === "connecting" ? "" : "error"}`}
        data-testid="server-status"
        data-state={status.state}
        title={"message" in status ? status.message : serverUrl}
      >
        <span className="dot" />
        {statusText(status, serverUrl)}
      </div>
    </header>
  );
}
