import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize, sep } from "node:path";
import { frameSandboxOrigins } from "../sandbox/frame-origin.js";
import { listen } from "./listen.js";
import { OAUTH_CALLBACK_PATH } from "./oauth/oauth-session.js";
import { answerServerOutput, type ServerOutput } from "./server-output.js";
import { declaresTooLargeBody, MAX_REQUEST_BODY_BYTES, refuseTooLarge } from "./request-body-limit.js";
import { closeServer } from "./sandbox-server.js";

/** What the dev host page fetches at start (`/hostbridge-dev.json`). */
export interface DevHostPageConfig {
  /** The server as the developer named it (URL, or the stdio command). */
  serverLabel: string;
  /** Where the page's MCP client connects: this server's own `/mcp`, relayed to the MCP server. */
  mcpPath: string;
  /** `http`: relayed to a Streamable HTTP server; `stdio`: bridged to a command's stdio. */
  transport: "http" | "stdio";
  /** The MCP server's own origin (its `/files` stands in for ChatGPT's file storage), if it has one. */
  serverOrigin: string | null;
  /** This server's sandbox proxy page, on the server's own sandbox origin. */
  sandboxUrl: string;
  profile: string;
  theme: "light" | "dark";
  locale: string;
}

/** What {@link startUiServer} serves, and where. */
export interface UiServerOptions {
  /** Port on 127.0.0.1 (0 picks a free one). */
  port: number;
  /** Folder of the built UI. */
  uiDir: string;
  /** The page's config (`/hostbridge-dev.json`), asked for on each request. */
  config: () => DevHostPageConfig;
  /** Handles `/mcp` (relay or stdio bridge). */
  mcp: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** Handles `/check` (the Checks panel's `hostbridge check` of the widget on screen), if offered. */
  check?: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  /** The server process's output (`--command`), served at `/output` for the page's Console panel. */
  output?: ServerOutput;
  /**
   * Answers the browser's OAuth redirect (`GET /oauth/callback?code=…&state=…`) with a page, when
   * the dev host signs in with `--oauth`.
   */
  oauthCallback?: (url: URL) => Promise<{ status: number; body: string }>;
  /** The largest request body taken (default {@link MAX_REQUEST_BODY_BYTES}); a larger one gets 413. */
  maxBodyBytes?: number;
}

/** A running dev host page server. */
export interface RunningUiServer {
  /** The port it listens on (the one picked, when 0 was asked for). */
  port: number;
  /** Stops it, closing every connection it still has. */
  close(): Promise<void>;
}

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".map": "application/json",
};

/** Only names of this machine: a DNS-rebinding page cannot reach the MCP relay through us. */
function hostAllowed(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

/**
 * Only the page itself may use the MCP relay: a request another site's page makes (a "simple"
 * cross-origin POST needs no preflight) carries that site's Origin and is refused.
 */
function originAllowed(origin: string | undefined, port: number): boolean {
  return origin === undefined || origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

/**
 * The page's own policy: its frames may load the sandbox origins of its widget frames only, so
 * script that reaches a proxy frame (a widget scripting its same-origin parent) cannot navigate it
 * to another site to carry data there. Nothing else is restricted: the page's own scripts and
 * styles are its build.
 */
export function pageCsp(sandboxUrl: string): string {
  return `frame-src ${frameSandboxOrigins(sandboxUrl).join(" ")}; object-src 'none'; base-uri 'self'`;
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, csp: string): void {
  res.writeHead(status, {
    "content-type": type,
    "x-content-type-options": "nosniff",
    "cache-control": "no-store",
    "content-security-policy": csp,
  });
  res.end(body);
}

/** Answers a request with a status, a content type and a body (and the page's CSP). */
type Reply = (status: number, type: string, body: string | Buffer) => void;

/** A handler of the page's own (`/mcp`, `/check`), and what a request from another origin is told. */
interface PageEndpoint {
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  refusal: string;
}

/** The page's own endpoint at `path`, if it is one. */
function pageEndpoint(path: string, options: UiServerOptions): PageEndpoint | null {
  if (path === "/mcp") return { handle: options.mcp, refusal: "Only the dev host page may use its MCP relay." };
  if ((path === "/check" || path === "/check/static") && options.check)
    return { handle: options.check, refusal: "Only the dev host page may run checks." };
  return null;
}

/** The OAuth redirect's page (signed in, or why not). */
async function answerOAuthCallback(
  callback: NonNullable<UiServerOptions["oauthCallback"]>,
  req: IncomingMessage,
  reply: Reply,
): Promise<void> {
  const answer = await callback(new URL(req.url ?? "/", "http://127.0.0.1"));
  reply(answer.status, "text/html; charset=utf-8", answer.body);
}

/** A file of the built page (`/` is its index.html); 404 for one it lacks or a path out of `root`. */
async function serveFile(root: string, path: string, reply: Reply): Promise<void> {
  const file = normalize(join(root, path === "/" ? "index.html" : decodeURIComponent(path)));
  if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) return reply(404, "text/plain", "not found");
  try {
    const body = await readFile(file);
    reply(200, CONTENT_TYPES[extname(file)] ?? "application/octet-stream", body);
  } catch {
    reply(404, "text/plain", "not found");
  }
}

/**
 * Serves the prebuilt dev host page, its config and the MCP relay on 127.0.0.1. Every answer carries
 * the page's CSP ({@link pageCsp}); a request body over `maxBodyBytes` is refused with 413.
 */
export async function startUiServer(options: UiServerOptions): Promise<RunningUiServer> {
  let port = options.port;
  const root = normalize(options.uiDir);
  const maxBodyBytes = options.maxBodyBytes ?? MAX_REQUEST_BODY_BYTES;
  /** A GET: the server's output, the page's config, or a file of the page. */
  const serveRead = (path: string, req: IncomingMessage, res: ServerResponse, reply: Reply): Promise<void> | void => {
    if (path === "/output" && options.output) return answerServerOutput(options.output, req.url ?? "/", res);
    if (path === OAUTH_CALLBACK_PATH && options.oauthCallback)
      return answerOAuthCallback(options.oauthCallback, req, reply);
    if (path === "/hostbridge-dev.json") return reply(200, "application/json", JSON.stringify(options.config()));
    return serveFile(root, path, reply);
  };
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const csp = pageCsp(options.config().sandboxUrl);
    const reply: Reply = (status, type, body) => send(res, status, type, body, csp);
    if (!hostAllowed(req.headers.host, port))
      return reply(403, "text/plain", "This dev host answers on 127.0.0.1 and localhost only.");
    if (declaresTooLargeBody(req, maxBodyBytes)) return refuseTooLarge(req, res, maxBodyBytes);
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const endpoint = pageEndpoint(path, options);
    if (endpoint) {
      if (!originAllowed(req.headers.origin, port)) return reply(403, "text/plain", endpoint.refusal);
      return endpoint.handle(req, res);
    }
    if (req.method !== "GET" && req.method !== "HEAD") return reply(405, "text/plain", "method not allowed");
    return serveRead(path, req, res, reply);
  };
  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return void res.end();
      res.writeHead(500, { "content-type": "text/plain", "x-content-type-options": "nosniff" });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });
  await listen(server, options.port, "dev host page");
  port = (server.address() as AddressInfo).port;
  return { port, close: () => closeServer(server) };
}
