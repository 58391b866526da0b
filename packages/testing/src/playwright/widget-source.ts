import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import type { ToolResult, UnknownObject } from "@hostbridge/core";
import type { Client } from "@modelcontextprotocol/client";

/** Where the widget comes from. */
export type WidgetSource =
  /** A built widget document on disk (e.g. `dist/widgets/pizza-list.html`), relative to the working directory. */
  | {
      /** The file's path. */
      file: string;
    }
  /** A widget document to fetch (its relative URLs resolve against it). */
  | {
      /** The document's URL. */
      url: string;
    }
  /** The document itself. */
  | {
      /** The whole HTML document. */
      html: string;
    }
  /** A tool of an MCP server (Streamable HTTP): the fixture calls it, reads its `ui://` resource and forwards the widget's calls. */
  | {
      /** The MCP endpoint, e.g. `http://127.0.0.1:3000/mcp`. */
      server: string | URL;
      /** The tool to call. */
      tool: string;
      /** The tool's arguments. */
      args?: UnknownObject;
    };

/** Resource metadata that changes how the host shows the widget. */
export interface WidgetResourceMeta {
  /** `_meta.ui.csp`: the origins the widget declared. */
  csp?: {
    /** fetch/XHR/WebSocket origins. */
    connectDomains?: string[];
    /** Origins for images, fonts, scripts, styles. */
    resourceDomains?: string[];
    /** Origins allowed in nested iframes. */
    frameDomains?: string[];
    /** `base-uri` origins. */
    baseUriDomains?: string[];
  };
}

/** A widget ready to show: its document and, for a server tool, the call that produced it. */
export interface ResolvedWidget {
  /** The widget document. */
  html: string;
  /** The resource metadata the host page needs. */
  meta: WidgetResourceMeta;
  /** For a server tool: the arguments it was called with, and its result. */
  toolInput?: UnknownObject;
  /** For a server tool: its result. */
  toolResult?: ToolResult;
  /** For a server tool: the connected client (the fixture forwards `tools/call` and `resources/read`). */
  client?: Client;
}

/**
 * Thrown when a widget source cannot be shown: no widget file, a server that cannot be reached,
 * no such tool, no `ui://` template, an HTTP error. `cause` keeps the underlying error.
 */
export class WidgetSourceError extends Error {
  /** Always `widget_source`. */
  readonly code = "widget_source";
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "WidgetSourceError";
  }
}

/** The system error code under a failed `fetch` or file read (`ECONNREFUSED`, `ENOENT`, ...). */
function systemCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

async function readWidgetFile(file: string): Promise<string> {
  const path = resolve(file);
  try {
    return await readFile(path, "utf8");
  } catch (error) {
    const relative = path !== file ? ` (${file} is resolved against the working directory, ${process.cwd()})` : "";
    if (systemCode(error) === "ENOENT")
      throw new WidgetSourceError(`No widget file at ${path}: run the build first${relative}.`, { cause: error });
    throw new WidgetSourceError(`Cannot read the widget file at ${path}: ${messageOf(error)}.`, { cause: error });
  }
}

async function fetchWidget(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    const code = systemCode(error);
    throw new WidgetSourceError(
      `Cannot fetch the widget at ${url}${code ? ` (${code})` : ""}: is its server running? ${messageOf(error)}.`,
      { cause: error },
    );
  }
}

function resourceUriOf(meta: UnknownObject | undefined): string | undefined {
  const ui = meta?.ui as { resourceUri?: unknown } | undefined;
  const uri = ui?.resourceUri ?? meta?.["ui/resourceUri"] ?? meta?.["openai/outputTemplate"];
  return typeof uri === "string" ? uri : undefined;
}

/** Puts `<base href>` first in the head, so a fetched document's relative URLs still work. */
function withBase(html: string, href: string): string {
  const base = `<base href="${href.replace(/"/g, "&quot;")}">`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

/** Connects to an MCP server over Streamable HTTP. */
export async function connectMcpServer(url: string | URL): Promise<Client> {
  const { Client: McpClient, StreamableHTTPClientTransport } = await import("@modelcontextprotocol/client");
  const client = new McpClient({ name: "hostbridge-playwright", version: "0.1.0" });
  try {
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
  } catch (error) {
    await client.close().catch(() => undefined);
    const code = systemCode(error);
    const status = (error as { status?: unknown } | null)?.status;
    const http = typeof status === "number" ? ` (HTTP ${status})` : "";
    // No answer at all (nothing listens, unknown host) versus an answer that is not MCP.
    throw new WidgetSourceError(
      code
        ? `Cannot reach the MCP server at ${url} (${code}): start it first, and check the host and port.`
        : `The MCP server at ${url} did not accept the connection${http}: ${messageOf(error)}. Check that the URL is its Streamable HTTP endpoint (often /mcp).`,
      { cause: error },
    );
  }
  return client;
}

/** Reads the widget of `source`. */
export async function resolveWidget(source: WidgetSource): Promise<ResolvedWidget> {
  if ("html" in source) return { html: source.html, meta: {} };
  if ("file" in source) return { html: await readWidgetFile(source.file), meta: {} };
  if ("url" in source) {
    const response = await fetchWidget(source.url);
    if (!response.ok) throw new WidgetSourceError(`GET ${source.url} answered ${response.status}.`);
    return { html: withBase(await response.text(), source.url), meta: {} };
  }
  const client = await connectMcpServer(source.server);
  try {
    const { tools } = await client.listTools();
    const tool = tools.find((candidate) => candidate.name === source.tool);
    if (!tool)
      throw new WidgetSourceError(
        `The server has no tool "${source.tool}" (it has ${tools.map((listedTool) => listedTool.name).join(", ") || "none"}).`,
      );
    const uri = resourceUriOf(tool._meta as UnknownObject | undefined);
    if (!uri) throw new WidgetSourceError(`Tool "${source.tool}" declares no widget (_meta.ui.resourceUri).`);
    const toolInput = source.args ?? {};
    const toolResult = (await client.callTool({ name: source.tool, arguments: toolInput })) as ToolResult;
    const { contents } = await client.readResource({ uri });
    const content = contents[0] as { text?: string; blob?: string; _meta?: UnknownObject } | undefined;
    const html = content?.text ?? (content?.blob ? Buffer.from(content.blob, "base64").toString("utf8") : undefined);
    if (html === undefined) throw new WidgetSourceError(`Resource ${uri} has no HTML.`);
    const meta = (content?._meta?.ui ?? {}) as WidgetResourceMeta;
    return { html, meta, toolInput, toolResult, client };
  } catch (error) {
    await client.close();
    throw error;
  }
}
