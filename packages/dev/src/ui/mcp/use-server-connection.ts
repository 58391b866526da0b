import { useCallback, useEffect, useRef, useState } from "react";
import type { ServerStatus } from "../components/top-bar.js";
import type { TransportObserver } from "./observe-transport.js";
import { retryDelayMs } from "./reconnect-backoff.js";
import { connectToServer, type ServerConnection } from "./server-connection.js";
import type { ServerHealth } from "./server-health.js";
import { errorMessage } from "../error-message.js";

/** The dev host's link to the MCP server: the connection once made, what the top bar says, and a way to start over. */
export interface ServerConnectionState {
  /** The last connection made; it stays (tools listed) while the server is away. */
  connection: ServerConnection | null;
  /** What the top bar and the tools panel say about it. */
  status: ServerStatus;
  /** Bumped per connection made, so widgets remount with the new client. */
  generation: number;
  /** Closes the current connection and connects again (the server restarted, or came back). */
  reconnect(): void;
  /** When the page next tries the server on its own (ms since the epoch), while it has none; else null. */
  retryAt: number | null;
  /** Whether the last connection was made after the server had been lost (cleared after a few seconds). */
  reconnected: boolean;
}

/** How long "reconnected" stays on screen. */
const RECONNECTED_NOTE_MS = 5000;

/**
 * Connects to the page's own MCP endpoint (`mcpPath`, relayed to the server) and lists the server's
 * tools. Every exchange of the client reports on the server, so a server that stops answering turns
 * the status to "lost" (the tools stay listed), and one that answers again turns it back.
 * `traffic` (read once) hears every message of every connection made.
 */
export function useServerConnection(
  mcpPath: string,
  serverOrigin: string | null,
  traffic?: TransportObserver,
): ServerConnectionState {
  const observer = useRef(traffic).current;
  const [connection, setConnection] = useState<ServerConnection | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [connecting, setConnecting] = useState(true);
  const [generation, setGeneration] = useState(0);
  const [retryAt, setRetryAt] = useState<number | null>(null);
  const [reconnected, setReconnected] = useState(false);
  const attempt = useRef(0);
  const current = useRef<ServerConnection | null>(null);
  // Tries made on the page's own since the server was lost: each waits twice as long as the last.
  const retries = useRef(0);
  const hadProblem = useRef(false);

  const connect = useCallback(() => {
    attempt.current += 1;
    const mine = attempt.current;
    // Reports from an older connection (its client closing, say) say nothing about this one.
    const report = (health: ServerHealth) => {
      if (attempt.current === mine) setProblem(health.ok ? null : health.message);
    };
    setConnecting(true);
    connectToServer(new URL(mcpPath, location.href).href, serverOrigin, report, observer).then(
      (made) => {
        if (attempt.current !== mine) return void made.client.close().catch(() => undefined);
        const previous = current.current;
        current.current = made;
        setConnection(made);
        setProblem(null);
        setReconnected(hadProblem.current);
        hadProblem.current = false;
        retries.current = 0;
        setConnecting(false);
        setGeneration((count) => count + 1);
        void previous?.client.close().catch(() => undefined);
      },
      (reason: unknown) => {
        if (attempt.current !== mine) return;
        setProblem(errorMessage(reason));
        setConnecting(false);
      },
    );
  }, [mcpPath, serverOrigin, observer]);

  useEffect(() => {
    connect();
    return () => {
      attempt.current += 1;
      void current.current?.client.close().catch(() => undefined);
    };
  }, [connect]);

  // While the server is away, try again by ourselves with backoff (the Reconnect button stays for impatience).
  useEffect(() => {
    if (problem === null || connecting) return setRetryAt(null);
    hadProblem.current = true;
    setReconnected(false);
    const delay = retryDelayMs(retries.current + 1);
    setRetryAt(Date.now() + delay);
    const timer = setTimeout(() => {
      retries.current += 1;
      connect();
    }, delay);
    return () => clearTimeout(timer);
  }, [problem, connecting, connect]);

  useEffect(() => {
    if (!reconnected) return;
    const timer = setTimeout(() => setReconnected(false), RECONNECTED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [reconnected]);

  const tools = connection?.tools.length ?? 0;
  const status: ServerStatus = connecting
    ? { state: "connecting" }
    : problem === null
      ? connection
        ? { state: "connected", tools }
        : { state: "connecting" }
      : connection
        ? { state: "lost", tools, message: problem }
        : { state: "error", message: problem };
  return { connection, status, generation, reconnect: connect, retryAt, reconnected };
}
