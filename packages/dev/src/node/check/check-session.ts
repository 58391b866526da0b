import { checkServerStatically, type Finding, sortFindings } from "@hostbridge/check";
import { type CheckOptions, type ResolvedCheckOptions, resolveCheckOptions } from "./check-options.js";
import { type McpSession, openMcpSession } from "./mcp-session.js";
import { connectServer, type ServerConnection } from "./server-connection.js";

/**
 * Reaches the server the options name (a URL, an HTTP server it starts, or a stdio server behind a
 * bridge) and opens an MCP session with it. What was started is pushed onto `stops`, the session
 * first, so a caller stops everything even when a later step fails.
 */
export async function openCheckSession(
  options: ResolvedCheckOptions,
  stops: (() => Promise<unknown>)[],
): Promise<{ connection: ServerConnection; session: McpSession }> {
  const connection = await connectServer({
    ...(options.server !== undefined ? { server: options.server } : {}),
    ...(options.command !== undefined ? { command: options.command } : {}),
    ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
    startTimeoutMs: options.startTimeoutMs,
    headers: options.headers,
    log: options.log,
  });
  stops.push(() => connection.stop());
  const session = await openMcpSession(connection.url, options.requestTimeoutMs, options.headers);
  stops.unshift(() => session.close());
  return { connection, session };
}

/**
 * The static rules of `hostbridge check` alone (the server audit, the resource URI keys, schema
 * portability, external origins): no browser, so it answers in well under a second for the dev
 * host's tool list.
 */
export async function runStaticCheck(input: CheckOptions): Promise<Finding[]> {
  const options = resolveCheckOptions(input);
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const { session } = await openCheckSession(options, stops);
    return sortFindings((await checkServerStatically(session)).findings);
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}
