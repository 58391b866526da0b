import { Client, StreamableHTTPClientTransport, type Tool } from "@modelcontextprotocol/client";

/** How the dev host's MCP client introduces itself to the server. */
export const CLIENT_INFO = { name: "hostbridge-dev", version: "0.1.0" };
import type { ResourceCsp } from "../../node/csp.js";
import { observeTransport, type TransportObserver } from "./observe-transport.js";
import { observedFetch, type ServerHealth } from "./server-health.js";

export const UI_EXTENSION_ID = "io.modelcontextprotocol/ui";
export const WIDGET_MIME_TYPE = "text/html;profile=mcp-app";

export interface ServerConnection {
  client: Client;
  tools: Tool[];
  /** The server's own origin (for its file endpoints), or `null` (a stdio server has none). */
  origin: string | null;
}

/**
 * Connects to the MCP server through the dev host's `/mcp` (Streamable HTTP), announcing MCP Apps
 * support, and lists its tools. `report` hears what every later exchange says about the server;
 * `traffic` hears every message both ways (the message log's server channel).
 */
export async function connectToServer(
  url: string,
  serverOrigin: string | null,
  report: (health: ServerHealth) => void = () => undefined,
  traffic?: TransportObserver,
): Promise<ServerConnection> {
  const client = new Client(CLIENT_INFO, {
    capabilities: { extensions: { [UI_EXTENSION_ID]: { mimeTypes: [WIDGET_MIME_TYPE] } } },
  });
  try {
    const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: observedFetch(report) });
    await client.connect(traffic ? observeTransport(transport, traffic) : transport);
    const { tools } = await client.listTools();
    return { client, tools, origin: serverOrigin };
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
}

/** The tool's widget URI: the standard key first, then ChatGPT's alias. */
export function toolTemplateUri(tool: Tool): string | null {
  const meta = (tool._meta ?? {}) as Record<string, unknown>;
  const ui = meta.ui as { resourceUri?: unknown } | undefined;
  const uri = ui?.resourceUri ?? meta["openai/outputTemplate"];
  return typeof uri === "string" && uri.startsWith("ui://") ? uri : null;
}

/** Whether a widget may call this tool (`_meta.ui.visibility` must include "app"; default yes). */
export function isAppVisible(tool: Tool): boolean {
  const visibility = ((tool._meta ?? {}) as { ui?: { visibility?: unknown } }).ui?.visibility;
  return !Array.isArray(visibility) || visibility.includes("app");
}

/** Whether the model would see this tool (hidden tools are listed apart in the UI). */
export function isModelVisible(tool: Tool): boolean {
  const visibility = ((tool._meta ?? {}) as { ui?: { visibility?: unknown } }).ui?.visibility;
  return !Array.isArray(visibility) || visibility.includes("model");
}

export interface WidgetResource {
  uri: string;
  html: string;
  csp?: ResourceCsp;
  /** `_meta.ui.permissions`: camera, microphone, geolocation, clipboardWrite. */
  permissions?: Record<string, unknown>;
  /** Origins `openExternal` may send a `redirectUrl` to (`openai/widgetCSP.redirect_domains`). */
  redirectDomains?: string[];
}

/** Reads a widget template fresh from the server (never from the client's cache: it may be rebuilt). */
export async function readWidget(client: Client, uri: string): Promise<WidgetResource> {
  const { contents } = await client.readResource({ uri }, { cacheMode: "bypass" });
  const item = contents.find((content) => "text" in content && typeof content.text === "string") as
    | {
        text: string;
        mimeType?: string;
        _meta?: {
          ui?: { csp?: ResourceCsp; permissions?: Record<string, unknown> };
          "openai/widgetCSP"?: { redirect_domains?: unknown };
        };
      }
    | undefined;
  if (!item) throw new Error(`${uri} has no HTML content`);
  const redirect = item._meta?.["openai/widgetCSP"]?.redirect_domains;
  const redirectDomains = Array.isArray(redirect)
    ? redirect.filter((domain): domain is string => typeof domain === "string")
    : [];
  const ui = item._meta?.ui;
  return {
    uri,
    html: item.text,
    redirectDomains,
    ...(ui?.csp ? { csp: ui.csp } : {}),
    ...(ui?.permissions ? { permissions: ui.permissions } : {}),
  };
}
