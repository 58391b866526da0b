import { useEffect, useState } from "react";
import type { ServerStatus } from "../components/top-bar.js";
import { connectToServer, type ServerConnection } from "./server-connection.js";

/** The dev host's link to the MCP server: the connection once made, or why it could not be made. */
export interface ServerConnectionState {
  connection: ServerConnection | null;
  error: string | null;
  /** What the top bar says about it. */
  status: ServerStatus;
}

/** Connects once to the page's own MCP endpoint (`mcpPath`, relayed to the server) and lists the server's tools. */
export function useServerConnection(mcpPath: string, serverOrigin: string | null): ServerConnectionState {
  const [connection, setConnection] = useState<ServerConnection | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    connectToServer(new URL(mcpPath, location.href).href, serverOrigin).then(setConnection, (reason: unknown) =>
      setError(reason instanceof Error ? reason.message : String(reason)),
    );
  }, [mcpPath, serverOrigin]);
  const status: ServerStatus = connection
    ? { state: "connected", tools: connection.tools.length }
    : error
      ? { state: "error", message: error }
      : { state: "connecting" };
  return { connection, error, status };
}
