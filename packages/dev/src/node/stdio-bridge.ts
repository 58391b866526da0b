import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { NodeStreamableHTTPServerTransport } from "@modelcontextprotocol/node";
import { ProcessGroupStdioTransport } from "./process-group-stdio.js";

export interface StdioBridgeOptions {
  /** The shell command that starts the stdio server. */
  command: string;
  cwd?: string;
  /** Each line the server writes to stderr. */
  onStderr?: (line: string) => void;
  /** Told when a session's server process exits on its own (not when the bridge ends it). */
  onExit?: (sessionId: string) => void;
  /**
   * How long a session may have no open request, its SSE GET stream included, before its server
   * process is stopped (default {@link DEFAULT_ABANDONED_SESSION_MS}). An open page always holds its
   * GET stream, so only a page that is gone (unloaded without a DELETE) goes that long without one.
   */
  abandonedAfterMs?: number;
  /**
   * How long a stopped server may take to exit after its stdin closes, and again after SIGTERM to
   * its process group, before SIGKILL (default 2000 ms each).
   */
  stopGraceMs?: number;
}

/**
 * 10 s: a page that is open keeps its SSE GET stream, and the MCP client opens a dropped one again
 * within about 2.5 s (retries after 1 s and 1.5 s), so this never ends an open page's session, while
 * a closed or reloaded page's server process is gone a few seconds later.
 */
export const DEFAULT_ABANDONED_SESSION_MS = 10_000;

/** The `/mcp` handler that bridges a stdio server, one process per MCP session. */
export interface StdioBridge {
  /** Answers one request to `/mcp`: an `initialize` POST starts a session (and a process). */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Sessions alive now (one server process each). */
  readonly sessionCount: number;
  /** Stops every session's process (without telling `onExit`: nothing exited on its own). */
  close(): Promise<void>;
}

interface Session {
  http: NodeStreamableHTTPServerTransport;
  /** Counts the response as open until it closes; the session is abandoned while none is. */
  track(res: ServerResponse): void;
  /** Stops the process and forgets the session. */
  end(): Promise<void>;
}

/**
 * Serves a stdio MCP server over Streamable HTTP for the dev host page: each MCP session (each
 * `initialize`) starts the command afresh and pipes the JSON-RPC messages both ways unchanged, so
 * the page's client and the server do their own handshake. A server that exits ends its session;
 * the page's next connection starts it again. A page that goes away without a DELETE (an unload
 * sends none) leaves a session with no open request: after `abandonedAfterMs` of that, the bridge
 * stops its process. Each process runs in a process group of its own, and stopping a session ends
 * the whole group (the shell, the server, anything it started), also on `close()` (Ctrl-C).
 */
export function createStdioBridge(options: StdioBridgeOptions): StdioBridge {
  const sessions = new Map<string, Session>();

  const abandonedAfterMs = options.abandonedAfterMs ?? DEFAULT_ABANDONED_SESSION_MS;

  const open = async (): Promise<Session> => {
    // Its own process group: ending the session ends the server and whatever it started.
    const stdio = new ProcessGroupStdioTransport({
      command: options.command,
      ...(options.cwd ? { cwd: options.cwd } : {}),
      ...(options.stopGraceMs !== undefined ? { graceMs: options.stopGraceMs } : {}),
    });
    let sessionId = "";
    let closing = false;
    let openResponses = 0;
    let abandonTimer: NodeJS.Timeout | undefined;
    const http = new NodeStreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => {
        sessionId = id;
        sessions.set(id, session);
      },
    });
    const forget = () => {
      clearTimeout(abandonTimer);
      if (sessionId) sessions.delete(sessionId);
    };
    const session: Session = {
      http,
      track(res) {
        openResponses += 1;
        clearTimeout(abandonTimer);
        res.once("close", () => {
          openResponses -= 1;
          if (openResponses > 0 || closing) return;
          abandonTimer = setTimeout(() => void session.end(), abandonedAfterMs);
          abandonTimer.unref();
        });
      },
      async end() {
        forget();
        if (closing) return;
        closing = true;
        await Promise.all([stdio.close().catch(() => undefined), http.close().catch(() => undefined)]);
      },
    };
    http.onmessage = (message) => void stdio.send(message).catch(() => undefined);
    stdio.onmessage = (message) => void http.send(message).catch(() => undefined);
    stdio.onclose = () => {
      if (!closing && sessionId) options.onExit?.(sessionId);
      forget();
      if (closing) return;
      closing = true;
      void http.close().catch(() => undefined);
    };
    http.onclose = () => {
      forget();
      if (closing) return;
      closing = true;
      void stdio.close().catch(() => undefined);
    };
    stdio.stderr.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split(/\r?\n/)) if (line) options.onStderr?.(line);
    });
    await stdio.start();
    await http.start();
    return session;
  };

  return {
    async handle(req, res) {
      const id = req.headers["mcp-session-id"];
      const existing = typeof id === "string" ? sessions.get(id) : undefined;
      if (existing) {
        existing.track(res);
        return existing.http.handleRequest(req, res);
      }
      if (typeof id === "string") {
        // The server behind this session exited; the client starts a new session on 404.
        res.writeHead(404, { "content-type": "application/json" });
        res.end(
          JSON.stringify({
            jsonrpc: "2.0",
            error: { code: -32001, message: "Session not found: the stdio server exited" },
            id: null,
          }),
        );
        return;
      }
      if (req.method !== "POST") {
        res.writeHead(405, { "content-type": "application/json", allow: "POST" });
        res.end(
          JSON.stringify({
            jsonrpc: "2.0",
            error: { code: -32000, message: "Start a session with an initialize POST" },
            id: null,
          }),
        );
        return;
      }
      const session = await open();
      session.track(res);
      await session.http.handleRequest(req, res);
      // Not an initialize after all (the transport answered with an error): no session, no process.
      if (!session.http.sessionId) await session.end();
    },
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      await Promise.all([...sessions.values()].map((session) => session.end()));
    },
  };
}
