import type { IncomingMessage, ServerResponse } from "node:http";
import { hasUi, readProxyScript, uiDirectory } from "./assets.js";
import { createCheckEndpoint } from "./check/check-endpoint.js";
import { DevHostError } from "./errors.js";
import { createMcpProxy } from "./mcp-proxy.js";
import { type DevHostOptions, resolveOptions } from "./options.js";
import { lastOutputNote, printedUrls } from "./last-output.js";
import { sessionHeaderSource } from "./oauth/live-headers.js";
import { createOAuthSession, OAUTH_CALLBACK_PATH, type OAuthSession } from "./oauth/oauth-session.js";
import {
  probeMcpServer,
  type ServerIdentity,
  ServerUnauthorizedError,
  type StartingServer,
  waitForMcpServer,
} from "./probe.js";
import { sandboxLabel, sandboxOrigin } from "./sandbox-origin.js";
import { type RunningSandboxServer, startSandboxServer } from "./sandbox-server.js";
import { createServerOutput, type ServerOutput } from "./server-output.js";
import { type ServerProcess, startServerProcess } from "./server-process.js";
import { trackServerReachability } from "./server-reachability.js";
import { createStdioBridge, type StdioBridge } from "./stdio-bridge.js";
import { probeStdioServer } from "./stdio-probe.js";
import { type RunningUiServer, startUiServer, type UiServerOptions } from "./ui-server.js";

/** A running dev host. */
export interface RunningDevHost {
  /** The page to open, e.g. `http://127.0.0.1:5310/`. */
  url: string;
  /** The sandbox proxy page of this server's own origin. */
  sandboxUrl: string;
  /** How the page reaches the server. */
  transport: "http" | "stdio";
  /** What the server said about itself when the dev host checked it. */
  server: ServerIdentity;
  /** Stops the page, the proxy and every process the dev host started. */
  stop(): Promise<void>;
}

/** How often the dev host checks that a server it did not start still listens. */
const SERVER_WATCH_INTERVAL_MS = 2000;

/**
 * What the dev host says while it waits for the HTTP server its `--command` starts: it gives up on
 * a command that keeps exiting, and when the time is up it says the command ran but nothing
 * answered at `--server`'s URL, quoting the command's last output (which often names the URL it
 * does serve).
 */
export function startingServer(
  process: ServerProcess,
  command: string,
  url: string,
  timeoutMs: number,
): StartingServer {
  return {
    gaveUp: () =>
      process.exited && process.starts >= 3
        ? `"${command}" exited ${process.starts} times before the server answered.${lastOutputNote(process.outputTail)}`
        : null,
    timedOut: (reason) => {
      // A URL with the same path but another host or port is most likely the one it serves.
      const path = new URL(url).pathname;
      const elsewhere = printedUrls(process.outputTail).filter(
        (printed) => printed !== url && URL.canParse(printed) && new URL(printed).pathname === path,
      );
      const hint = elsewhere.length > 0 ? ` It printed ${elsewhere.join(", ")}: pass that to --server.` : "";
      return `"${command}" started, but nothing answered as an MCP server at ${url} within ${timeoutMs} ms (${reason}). Check that --server is the URL the command serves (its port and path).${hint}${lastOutputNote(process.outputTail)}`;
    },
  };
}

/** The options `startDevHost` runs with: checked, defaults filled in. */
type ResolvedDevHostOptions = ReturnType<typeof resolveOptions>;

/** Stops something the dev host started; all of them run when it stops or fails to start. */
type StopStep = () => Promise<void>;

/** How the page reaches the MCP server, and what the server said about itself. */
interface ServerLink {
  identity: ServerIdentity;
  /** Handles the page's `/mcp`. */
  mcp: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  transport: "http" | "stdio";
}

/** Runs `command` (restarted when it exits) and waits until `server` answers as an MCP server. */
function startHttpServer(
  server: string,
  command: string,
  options: ResolvedDevHostOptions,
  stops: StopStep[],
  output: ServerOutput,
  headers: Readonly<Record<string, string>>,
): Promise<ServerIdentity> {
  const log = options.log;
  log(`starting the server: ${command}`);
  const serverProcess = startServerProcess({
    command,
    ...(options.cwd ? { cwd: options.cwd } : {}),
    onOutput: (line, stream) => {
      log(`[server] ${line}`);
      output.push(stream, line);
    },
    onRestart: (code, signal) => log(`the server exited (${signal ?? `code ${code}`}); starting it again`),
  });
  stops.push(() => serverProcess.stop());
  return waitForMcpServer(
    server,
    options.startTimeoutMs,
    startingServer(serverProcess, command, server, options.startTimeoutMs),
    headers,
  );
}

/**
 * `first()`'s identity of the server; with an OAuth session, a 401 from the server (it is up, and
 * wants OAuth) starts the sign-in, and `again()` asks once more with the token.
 */
async function identifiedSignedIn(
  first: () => Promise<ServerIdentity>,
  again: () => Promise<ServerIdentity>,
  oauth: OAuthSession | null,
): Promise<ServerIdentity> {
  try {
    return await first();
  } catch (error) {
    if (!(oauth && error instanceof ServerUnauthorizedError)) throw error;
    await oauth.signIn(error.resourceMetadataUrl ? { resourceMetadataUrl: error.resourceMetadataUrl } : {});
    return again();
  }
}

/** Checks the HTTP server (started first with `--command`) and relays the page's MCP traffic to it. */
async function linkHttpServer(
  server: string,
  options: ResolvedDevHostOptions,
  stops: StopStep[],
  output: ServerOutput,
  oauth: OAuthSession | null,
): Promise<ServerLink> {
  const headers = sessionHeaderSource(options.headers, oauth);
  const command = options.command;
  const probe = () => probeMcpServer(server, { headers: { ...headers() } });
  const identity = await identifiedSignedIn(
    command ? () => startHttpServer(server, command, options, stops, output, headers()) : probe,
    probe,
    oauth,
  );
  // Without --command nobody else notices the server going away: watch its port too.
  const reachability = trackServerReachability(server, {
    log: options.log,
    watchIntervalMs: options.command ? null : SERVER_WATCH_INTERVAL_MS,
  });
  stops.push(async () => reachability.stop());
  const mcp = createMcpProxy(server, {
    onUnreachable: reachability.lost,
    onAnswered: reachability.answered,
    headers: options.headers,
    ...(oauth ? { authorization: oauth } : {}),
  });
  return { identity, mcp, transport: "http" };
}

/** Checks the stdio server `--command` starts, and bridges the page's MCP traffic to a process of it. */
async function linkStdioServer(
  options: ResolvedDevHostOptions,
  stops: StopStep[],
  output: ServerOutput,
): Promise<ServerLink> {
  const log = options.log;
  const command = options.command ?? "";
  log(`checking the stdio server: ${command}`);
  const identity = await probeStdioServer(command, options.cwd);
  const bridge: StdioBridge = createStdioBridge({
    command,
    ...(options.cwd ? { cwd: options.cwd } : {}),
    onStderr: (line) => {
      log(`[server] ${line}`);
      output.push("stderr", line);
    },
    onExit: () => log("the stdio server exited; the page's next connection starts it again"),
  });
  stops.push(() => bridge.close());
  return { identity, mcp: (req, res) => bridge.handle(req, res), transport: "stdio" };
}

/** What the page's server learns as the dev host starts: the server link, the OAuth session, the sandbox. */
interface StartingDevHost {
  link(): ServerLink | null;
  oauth(): OAuthSession | null;
  sandboxUrl(): string;
}

/** The page's server: its relay, check endpoint, OAuth callback and config, read as the dev host starts. */
function pageServerOptions(
  options: ResolvedDevHostOptions,
  output: ServerOutput,
  starting: StartingDevHost,
): UiServerOptions {
  return {
    port: options.port,
    uiDir: uiDirectory(),
    // Until the server is linked (an OAuth sign-in under way), the page's MCP client waits.
    mcp: async (req, res) => {
      const link = starting.link();
      if (link) return link.mcp(req, res);
      res.writeHead(503, { "content-type": "text/plain; charset=utf-8" }).end("Signing in to the MCP server.");
    },
    output,
    // A server the dev host started keeps running: the check connects to it; a stdio one it starts anew.
    check: createCheckEndpoint({
      ...(options.server ? { server: options.server } : { command: options.command ?? "" }),
      ...(options.cwd ? { cwd: options.cwd } : {}),
      headers: sessionHeaderSource(options.headers, { authorization: () => starting.oauth()?.authorization() }),
    }),
    ...(options.oauth
      ? {
          oauthCallback: (url: URL) =>
            starting.oauth()?.answerCallback(url) ?? Promise.resolve({ status: 404, body: "No sign-in is waiting." }),
        }
      : {}),
    config: () => ({
      serverLabel: options.server ?? options.command ?? "",
      mcpPath: "/mcp",
      transport: starting.link()?.transport ?? "http",
      serverOrigin: options.server ? new URL(options.server).origin : null,
      sandboxUrl: starting.sandboxUrl(),
      profile: options.profile,
      theme: options.theme,
      locale: options.locale,
    }),
  };
}

// @example-source packages/dev/examples/api-reference.ts#startDevHost
/**
 * Starts the dev host: checks (and with `command`, starts) the MCP server, then serves the prebuilt
 * page with its MCP relay (or stdio bridge) on 127.0.0.1 and the sandbox proxy on the server's own
 * `<label>.localhost` origin. Rejects with a `DevHostError` when the server cannot be reached or is
 * not an MCP server, after stopping whatever it had started.
 *
 * @example
 * ```ts
 * // A stdio server the dev host starts itself (again on the page's next connection if it exits)
 * const devHost = await startDevHost({ command: "node dist/server.js", port: 0, theme: "dark" });
 * console.log(`open ${devHost.url}`);
 * process.once("SIGINT", () => void devHost.stop());
 * ```
 */
export async function startDevHost(input: DevHostOptions): Promise<RunningDevHost> {
  const options = resolveOptions(input);
  if (!hasUi())
    throw new DevHostError(
      "assets_missing",
      "The dev host page is not built: run the package's build first (pnpm --filter @hostbridge/dev build).",
    );
  const proxyScript = readProxyScript();
  const stops: StopStep[] = [];
  const stop = async () => {
    await Promise.all(stops.splice(0).map((stopStep) => stopStep().catch(() => undefined)));
  };

  // What a --command process prints, kept for the page's Console panel (and still logged).
  const output = createServerOutput();
  try {
    let link: ServerLink | null = null;
    let oauth: OAuthSession | null = null;
    let sandbox: RunningSandboxServer | null = null;
    const label = sandboxLabel(options.server ?? options.command ?? "");
    const page = pageServerOptions(options, output, {
      link: () => link,
      oauth: () => oauth,
      sandboxUrl: () => `${sandboxOrigin(label, sandbox?.port ?? options.sandboxPort)}/sandbox.html`,
    });
    const startPage = async (): Promise<RunningUiServer> => {
      const started = await startUiServer(page);
      stops.push(() => started.close());
      return started;
    };
    // The OAuth redirect comes back to the page's server: it listens before the sign-in.
    let uiServer = options.oauth ? await startPage() : null;
    if (uiServer && options.server)
      oauth = createOAuthSession({
        serverUrl: options.server,
        redirectUrl: `http://127.0.0.1:${uiServer.port}${OAUTH_CALLBACK_PATH}`,
        log: options.log,
      });
    link = options.server
      ? await linkHttpServer(options.server, options, stops, output, oauth)
      : await linkStdioServer(options, stops, output);
    uiServer ??= await startPage();
    const hostOrigin = `http://127.0.0.1:${uiServer.port}`;
    sandbox = await startSandboxServer({ port: options.sandboxPort, hostOrigin, labels: [label], proxyScript });
    stops.push(() => sandbox?.close() ?? Promise.resolve());
    return {
      url: `${hostOrigin}/`,
      sandboxUrl: `${sandboxOrigin(label, sandbox.port)}/sandbox.html`,
      transport: link.transport,
      server: link.identity,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
