import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { createMcpHandler } from "@modelcontextprotocol/server";
import { localhostHostValidation, toNodeHandler } from "@modelcontextprotocol/node";
import type { AppDeclaration } from "@hostbridge/server";
import { createDemoApp, createDemoMcpServer } from "./create-server.js";
import { downloadHeaders, FileStore, FileStoreError, MAX_FILE_BYTES, parseFileName } from "./file-store.js";

export interface DemoServerOptions {
  /** Port on 127.0.0.1 (0 picks a free one). Default 3311. */
  port?: number;
  /** Folder with the built widgets and their `manifest.json`. Default: `apps/demo-widgets/dist/widgets`. */
  widgetsDir?: string;
  /** The file store behind `/files` (default: a fresh one with the seed files). */
  files?: FileStore;
}

export interface RunningDemoServer {
  /** Origin, e.g. `http://127.0.0.1:3311`. */
  origin: string;
  /** The MCP endpoint (Streamable HTTP), `<origin>/mcp`. */
  mcpUrl: string;
  files: FileStore;
  close(): Promise<void>;
}

export const DEFAULT_DEMO_SERVER_PORT = 3311;
export const DEFAULT_WIDGETS_DIR = fileURLToPath(new URL("../../demo-widgets/dist/widgets", import.meta.url));

const LOCAL_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Browsers may call us only from local pages: the dev host page, and the widgets on their sandbox
 * origins (`<label>.localhost`, which browsers resolve to loopback only).
 */
function allowedOrigin(origin: string | undefined): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    const local = LOCAL_HOSTNAMES.has(url.hostname) || url.hostname.endsWith(".localhost");
    return (url.protocol === "http:" || url.protocol === "https:") && local ? origin : null;
  } catch {
    return null;
  }
}

function setCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = allowedOrigin(req.headers.origin);
  if (req.headers.origin && !origin) return false;
  if (origin) {
    res.setHeader("Access-Control-Allow-Origin", origin);
    res.setHeader("Vary", "Origin");
    res.setHeader("Access-Control-Allow-Methods", "GET, POST, DELETE, OPTIONS");
    // The MCP client sends protocol headers (and SEP-2243 Mcp-Param-* ones): echo what it asks for.
    res.setHeader(
      "Access-Control-Allow-Headers",
      req.headers["access-control-request-headers"] ??
        "content-type, accept, mcp-protocol-version, mcp-session-id, x-file-name",
    );
    res.setHeader("Access-Control-Expose-Headers", "mcp-session-id, mcp-protocol-version");
    res.setHeader("Access-Control-Max-Age", "600");
  }
  return true;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Past this much, an oversized upload is not drained any more: the connection is dropped. */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

/**
 * Reads a request body up to `limit` bytes; `null` when it is larger. An oversized body is still
 * read to its end (and thrown away), so the 413 reaches a keep-alive client instead of a reset
 * connection; beyond `MAX_DRAIN_BYTES` the request is destroyed.
 */
async function readBody(req: IncomingMessage, limit: number): Promise<Uint8Array | null> {
  const declared = Number(req.headers["content-length"]);
  if (Number.isFinite(declared) && declared > MAX_DRAIN_BYTES) {
    req.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    if (size > MAX_DRAIN_BYTES) {
      req.destroy();
      return null;
    }
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : new Uint8Array(Buffer.concat(chunks));
}

/** What the routes answer from: the public origin, the file store and the MCP endpoint. */
interface RouteContext {
  origin: string;
  files: FileStore;
  mcpNode: ReturnType<typeof toNodeHandler>;
}

/** Answers a request that passed the host and CORS checks: one route per path and method, else 404. */
async function routeRequest(req: IncomingMessage, res: ServerResponse, context: RouteContext): Promise<void> {
  const { origin, files, mcpNode } = context;
  const url = new URL(req.url ?? "/", origin);
  if (url.pathname === "/mcp") return mcpNode(req, res);
  if (url.pathname === "/health") return json(res, 200, { ok: true });
  if (url.pathname === "/files" && req.method === "GET") return json(res, 200, { files: files.list() });
  if (url.pathname === "/files" && req.method === "POST") return uploadFile(req, res, files, origin);
  const match = /^\/files\/([\w-]+)$/.exec(url.pathname);
  if (match && req.method === "GET") return downloadFile(res, files, match[1] ?? "");
  json(res, 404, { error: "not found" });
}

/** `POST /files`: stores the body under the name in the `x-file-name` header and answers with its download URL. */
async function uploadFile(req: IncomingMessage, res: ServerResponse, files: FileStore, origin: string): Promise<void> {
  const header = req.headers["x-file-name"];
  let name: string;
  try {
    name = parseFileName(Array.isArray(header) ? header[0] : header);
  } catch (error) {
    if (!(error instanceof FileStoreError)) throw error;
    req.resume();
    return json(res, error.status, { error: error.message });
  }
  const bytes = await readBody(req, MAX_FILE_BYTES);
  if (!bytes) return json(res, 413, { error: `files are limited to ${MAX_FILE_BYTES} bytes` });
  try {
    const stored = files.add(name, String(req.headers["content-type"] ?? ""), bytes);
    return json(res, 201, {
      fileId: stored.fileId,
      fileName: stored.fileName,
      mimeType: stored.mimeType,
      downloadUrl: `${origin}/files/${stored.fileId}`,
    });
  } catch (error) {
    if (error instanceof FileStoreError) return json(res, error.status, { error: error.message });
    throw error;
  }
}

/** `GET /files/<id>`: the stored file with its download headers, or 404. */
function downloadFile(res: ServerResponse, files: FileStore, fileId: string): void {
  const file = files.get(fileId);
  if (!file) {
    json(res, 404, { error: "no such file" });
    return;
  }
  res.writeHead(200, downloadHeaders(file));
  res.end(file.bytes);
}

/** Starts the demo MCP server (Streamable HTTP at `/mcp`) and its file endpoints on 127.0.0.1. */
export async function startDemoServer(options: DemoServerOptions = {}): Promise<RunningDemoServer> {
  const files = options.files ?? new FileStore();
  const widgetsDir = options.widgetsDir ?? DEFAULT_WIDGETS_DIR;
  const validateHost = localhostHostValidation();
  let origin = "";
  // The app (descriptors, widgets, schemas) is declared once the origin is known; each request gets a fresh McpServer.
  let app: AppDeclaration | null = null;
  const mcp = createMcpHandler(() => {
    app ??= createDemoApp({ widgetsDir, publicOrigin: origin, files });
    return createDemoMcpServer(app);
  });
  const mcpNode = toNodeHandler(mcp);

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (!validateHost(req, res)) return;
    if (!setCors(req, res)) return json(res, 403, { error: "origin not allowed" });
    if (req.method === "OPTIONS") {
      res.writeHead(204);
      res.end();
      return;
    }
    return routeRequest(req, res, { origin, files, mcpNode });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) json(res, 500, { error: error instanceof Error ? error.message : String(error) });
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? DEFAULT_DEMO_SERVER_PORT, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    mcpUrl: `${origin}/mcp`,
    files,
    async close() {
      await mcp.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
