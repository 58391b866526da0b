import { DevHostError } from "./errors.js";
import { describeFetchError } from "./mcp-proxy.js";

/** What an MCP server said about itself in its `initialize` answer. */
export interface ServerIdentity {
  /** The server's name from its `initialize` answer. */
  name: string;
  /** The server's version. */
  version: string;
  /** The MCP protocol version the server agreed to. */
  protocolVersion: string;
}

/** The `initialize` request both probes send (over HTTP, and as a line on a stdio server's stdin). */
export const INITIALIZE_REQUEST = {
  jsonrpc: "2.0",
  id: "hostbridge-dev-probe",
  method: "initialize",
  params: {
    protocolVersion: "2025-06-18",
    capabilities: {},
    clientInfo: { name: "hostbridge-dev-probe", version: "0.1.0" },
  },
};

/** The first JSON-RPC message of a response body, whether JSON or an SSE stream. */
function firstMessage(contentType: string, body: string): unknown {
  if (contentType.includes("text/event-stream")) {
    const data = body
      .split(/\r?\n\r?\n/)
      .map((event) =>
        event
          .split(/\r?\n/)
          .filter((line) => line.startsWith("data:"))
          .map((line) => line.slice(5).trim())
          .join("\n"),
      )
      .find((text) => text.length > 0);
    return data === undefined ? undefined : JSON.parse(data);
  }
  return JSON.parse(body);
}

/** Reads an SSE body only up to its first event, so a stream left open cannot hang the probe. */
async function readUntilFirstEvent(response: Response, contentType: string): Promise<string> {
  if (!contentType.includes("text/event-stream") || !response.body) return response.text();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = "";
  while (!/\r?\n\r?\n/.test(text.replace(/^\s+/, ""))) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  await reader.cancel().catch(() => undefined);
  return text;
}

/** Nothing answered at the URL (as opposed to something that answered, but not as MCP). */
class Unanswered extends Error {
  constructor(
    readonly reason: string,
    options: { cause: unknown },
  ) {
    super(reason, options);
  }
}

/** How a probe asks: how long it waits, and the headers (credentials) it sends. */
export interface ProbeOptions {
  /** Milliseconds before it gives up. Default 5 s. */
  timeoutMs?: number;
  /** Sent with the request (`--header`, `--bearer`). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * Checks that `url` is an MCP server over Streamable HTTP by sending it an `initialize` (and ending
 * the session it opens). Throws a `DevHostError` that says what was found instead:
 * `server_unreachable` (nothing answers) or `not_mcp_server` (something answers, but not MCP).
 */
export async function probeMcpServer(
  url: string,
  { timeoutMs = 5000, headers = {} }: ProbeOptions = {},
): Promise<ServerIdentity> {
  try {
    return await initialize(url, timeoutMs, headers);
  } catch (error) {
    if (!(error instanceof Unanswered)) throw error;
    throw new DevHostError(
      "server_unreachable",
      `Cannot reach the MCP server at ${url}: ${error.reason}. Is it running? Start it yourself, or let the dev host start it with --command "<start command>".`,
      { cause: error.cause },
    );
  }
}

/**
 * A server's refusal of the probe (401 or 403), carrying the `resource_metadata` URL of its
 * `WWW-Authenticate` challenge when it named one (an OAuth-protected MCP server does).
 */
export class ServerUnauthorizedError extends DevHostError {
  constructor(
    message: string,
    /** Where the server's OAuth protected resource metadata is, as its challenge said. */
    readonly resourceMetadataUrl: URL | undefined,
  ) {
    super("server_unauthorized", message);
  }
}

/** The `resource_metadata` URL of a `WWW-Authenticate: Bearer …` challenge, if it has a valid one. */
function resourceMetadataOf(challenge: string | null): URL | undefined {
  const value = challenge && /(?:^|[\s,])resource_metadata="?([^",\s]+)"?/.exec(challenge)?.[1];
  return value && URL.canParse(value) ? new URL(value) : undefined;
}

/** A 401 or 403 in words: what the server asked for (its `WWW-Authenticate`), and how to give it. */
function unauthorized(url: string, response: Response, sentCredentials: boolean): ServerUnauthorizedError {
  const challenge = response.headers.get("www-authenticate");
  const scheme = challenge?.split(/\s/)[0];
  const wants = scheme ? ` (it asks for ${scheme})` : "";
  const resourceMetadataUrl = resourceMetadataOf(challenge);
  // A challenge naming its resource metadata is OAuth's (RFC 9728): --oauth signs in.
  const oauth = resourceMetadataUrl && response.status === 401 ? "--oauth to sign in with OAuth, or " : "";
  const advice = sentCredentials
    ? `The credentials given (--bearer, --header) were refused: check them${oauth ? ", or sign in with --oauth instead" : ""}.`
    : `Give credentials: ${oauth}--bearer <token>, or --header "Name: value" for an API key.`;
  return new ServerUnauthorizedError(
    `The MCP server at ${url} answered HTTP ${response.status}: it wants authorization${wants}. ${advice}`,
    resourceMetadataUrl,
  );
}

/**
 * Sends the `initialize` (with `headers`, the user's credentials); throws `Unanswered` when nothing
 * answers, `server_unauthorized` when the server wants credentials, a `not_mcp_server` error when
 * something else answers.
 */
async function initialize(
  url: string,
  timeoutMs: number,
  headers: Readonly<Record<string, string>>,
): Promise<ServerIdentity> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { ...headers, "content-type": "application/json", accept: "application/json, text/event-stream" },
      body: JSON.stringify(INITIALIZE_REQUEST),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason =
      (error as Error).name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : describeFetchError(error);
    throw new Unanswered(reason, { cause: error });
  }
  const contentType = response.headers.get("content-type") ?? "";
  const notMcp = (what: string) =>
    new DevHostError(
      "not_mcp_server",
      `${url} answered, but not as an MCP server (Streamable HTTP): ${what}. Check the URL's path (often /mcp).`,
    );
  if (response.status === 401 || response.status === 403) {
    await response.body?.cancel().catch(() => undefined);
    throw unauthorized(url, response, Object.keys(headers).length > 0);
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw notMcp(
      `HTTP ${response.status} ${response.statusText}${contentType ? ` (${contentType.split(";")[0]})` : ""}`,
    );
  }
  let message: unknown;
  try {
    message = firstMessage(contentType, await readUntilFirstEvent(response, contentType));
  } catch {
    throw notMcp(`a ${contentType.split(";")[0] || "body"} that is not JSON-RPC`);
  }
  const result = (
    message as
      | { result?: { protocolVersion?: unknown; serverInfo?: { name?: unknown; version?: unknown } } }
      | undefined
  )?.result;
  if (typeof result?.protocolVersion !== "string") throw notMcp("the answer to initialize has no protocolVersion");
  const sessionId = response.headers.get("mcp-session-id");
  if (sessionId) {
    await fetch(url, {
      method: "DELETE",
      headers: { ...headers, "mcp-session-id": sessionId },
      signal: AbortSignal.timeout(timeoutMs),
    }).catch(() => undefined);
  }
  return {
    name: typeof result.serverInfo?.name === "string" ? result.serverInfo.name : "unnamed server",
    version: typeof result.serverInfo?.version === "string" ? result.serverInfo.version : "",
    protocolVersion: result.protocolVersion,
  };
}

/** What `waitForMcpServer` asks of the process that should bring the server up. */
export interface StartingServer {
  /** Why to stop waiting at once (the process keeps exiting), or `null` to go on. */
  gaveUp(): string | null;
  /** The message when the time is up and nothing answered: `reason` is the last attempt's failure. */
  timedOut(reason: string): string;
}

/**
 * Waits until `url` answers as an MCP server (a server the dev host just started), giving up after
 * `timeoutMs` with the process's own message, or at once when it says it is gone for good.
 */
export async function waitForMcpServer(
  url: string,
  timeoutMs: number,
  server: StartingServer,
  headers: Readonly<Record<string, string>> = {},
): Promise<ServerIdentity> {
  const deadline = Date.now() + timeoutMs;
  let reason = "no attempt finished";
  let cause: unknown = null;
  while (Date.now() < deadline) {
    const gaveUp = server.gaveUp();
    if (gaveUp) throw new DevHostError("command_failed", gaveUp);
    try {
      return await initialize(url, Math.max(1, Math.min(2000, deadline - Date.now())), headers);
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error;
      reason = error.reason;
      cause = error.cause;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new DevHostError("server_unreachable", server.timedOut(reason), { cause });
}
