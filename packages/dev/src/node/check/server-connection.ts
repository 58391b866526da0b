import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startingServer } from "../dev-host.js";
import { listen } from "../listen.js";
import { probeMcpServer, type ServerIdentity, waitForMcpServer } from "../probe.js";
import { closeServer } from "../sandbox-server.js";
import { startServerProcess } from "../server-process.js";
import { createStdioBridge } from "../stdio-bridge.js";
import { probeStdioServer } from "../stdio-probe.js";

/** Where `hostbridge check` finds the server: a URL, and with a command, what starts it. */
export interface ServerTarget {
  /** The Streamable HTTP endpoint. With `command`, the URL the started server answers on. */
  server?: string;
  /** Starts the server: an HTTP server when `server` is given, else a stdio server (bridged). */
  command?: string;
  /** Working directory of `command`. */
  cwd?: string;
  /** How long a started HTTP server may take to answer. */
  startTimeoutMs: number;
  /** Headers sent to an HTTP server with every request (credentials). */
  headers: Readonly<Record<string, string>>;
  /** Progress lines (the server's own output included). */
  log: (line: string) => void;
}

/** A server `hostbridge check` can talk to over Streamable HTTP, and how to let go of it. */
export interface ServerConnection {
  /** The URL to connect to (for a stdio server, the bridge's). */
  url: string;
  /** What the server said about itself. */
  identity: ServerIdentity;
  /** Stops whatever was started for it (the server process, the bridge). */
  stop(): Promise<void>;
}

/** Serves a stdio server's bridge at `http://127.0.0.1:<free port>/mcp`. */
async function bridgeStdio(target: ServerTarget & { command: string }): Promise<ServerConnection> {
  const identity = await probeStdioServer(target.command, target.cwd);
  const bridge = createStdioBridge({
    command: target.command,
    ...(target.cwd ? { cwd: target.cwd } : {}),
    onStderr: (line) => target.log(`[server] ${line}`),
  });
  const server: Server = createServer((request, response) => {
    if (new URL(request.url ?? "/", "http://127.0.0.1").pathname === "/mcp") void bridge.handle(request, response);
    else response.writeHead(404).end();
  });
  try {
    await listen(server, 0, "stdio bridge");
  } catch (error) {
    await bridge.close();
    throw error;
  }
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`,
    identity,
    stop: async () => {
      await bridge.close();
      await closeServer(server);
    },
  };
}

/**
 * Reaches the server the way `hostbridge dev` does: a URL is probed (`server_unreachable` or
 * `not_mcp_server` with a message for the terminal), a command with a URL is started and waited
 * for, a command alone is a stdio server behind the dev host's bridge. Whatever was started is
 * stopped again when it fails.
 */
export async function connectServer(target: ServerTarget): Promise<ServerConnection> {
  if (!target.server) return bridgeStdio({ ...target, command: target.command ?? "" });
  if (!target.command)
    return {
      url: target.server,
      identity: await probeMcpServer(target.server, { headers: target.headers }),
      stop: async () => undefined,
    };
  target.log(`starting the server: ${target.command}`);
  const process = startServerProcess({
    command: target.command,
    ...(target.cwd ? { cwd: target.cwd } : {}),
    onOutput: (line) => target.log(`[server] ${line}`),
  });
  try {
    const identity = await waitForMcpServer(
      target.server,
      target.startTimeoutMs,
      startingServer(process, target.command, target.server, target.startTimeoutMs),
      target.headers,
    );
    return { url: target.server, identity, stop: () => process.stop() };
  } catch (error) {
    await process.stop();
    throw error;
  }
}
