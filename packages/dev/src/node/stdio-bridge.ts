import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { StdioClientTransport } from "@modelcontextprotocol/client/stdio";
import { NodeStreamableHTTPServerTransport } from "@modelcontextprotocol/node";
import { shellCommand } from "./server-command.js";

export interface StdioBridgeOptions {
  /** The shell command that starts the stdio server. */
  command: string;
  cwd?: string;
  /** Each line the server writes to stderr. */
  onStderr?: (line: string) => void;
  /** Told when a session's server process exits on its own. */
  onExit?: (sessionId: string) => void;
}

export interface StdioBridge {
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** Sessions alive now (one server process each). */
  readonly sessionCount: number;
  close(): Promise<void>;
}

interface Session {
  http: NodeStreamableHTTPServerTransport;
  stdio: StdioClientTransport;
}

/**
 * Serves a stdio MCP server over Streamable HTTP for the dev host page: each MCP session (each
 * `initialize`) starts the command afresh and pipes the JSON-RPC messages both ways unchanged, so
 * the page's client and the server do their own handshake. A server that exits ends its session;
 * the page's next connection starts it again.
 */
export function createStdioBridge(options: StdioBridgeOptions): StdioBridge {
  const sessions = new Map<string, Session>();

  const open = async (): Promise<NodeStreamableHTTPServerTransport> => {
    const { command, args } = shellCommand(options.command);
    const stdio = new StdioClientTransport({
      command,
      args,
      ...(options.cwd ? { cwd: options.cwd } : {}),
      stderr: "pipe",
      env: process.env as Record<string, string>,
    });
    let sessionId = "";
    const http = new NodeStreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => {
        sessionId = id;
        sessions.set(id, { http, stdio });
      },
    });
    http.onmessage = (message) => void stdio.send(message).catch(() => undefined);
    stdio.onmessage = (message) => void http.send(message).catch(() => undefined);
    let closing = false;
    stdio.onclose = () => {
      if (!closing && sessionId) options.onExit?.(sessionId);
      sessions.delete(sessionId);
      closing = true;
      void http.close().catch(() => undefined);
    };
    http.onclose = () => {
      sessions.delete(sessionId);
      if (closing) return;
      closing = true;
      void stdio.close().catch(() => undefined);
    };
    await stdio.start();
    stdio.stderr?.on("data", (chunk: Buffer) => {
      for (const line of chunk.toString("utf8").split(/\r?\n/)) if (line) options.onStderr?.(line);
    });
    await http.start();
    return http;
  };

  return {
    async handle(req, res) {
      const id = req.headers["mcp-session-id"];
      const existing = typeof id === "string" ? sessions.get(id) : undefined;
      if (existing) return existing.http.handleRequest(req, res);
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
      const http = await open();
      await http.handleRequest(req, res);
      // Not an initialize after all (the transport answered with an error): no session, no process.
      if (!http.sessionId) await http.close().catch(() => undefined);
    },
    get sessionCount() {
      return sessions.size;
    },
    async close() {
      await Promise.all([...sessions.values()].map((session) => session.stdio.close().catch(() => undefined)));
      sessions.clear();
    },
  };
}
