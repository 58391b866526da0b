import { type ContentBlock, DISPLAY_MODES, type DisplayMode, type ToolResult } from "@hostbridge/core";

// The protocol types a widget sees (tool results, content blocks, display modes) and the list of
// display modes come from @hostbridge/core, so the server and the widget runtime can never disagree
// on them. The list is the one value imported: core's main entry loads in plain Node.
export type { ContentBlock, DisplayMode, ToolResult };
export { DISPLAY_MODES };

/**
 * A tool result whose `structuredContent` has the tool's output type: `ToolResult` with that one
 * field narrowed, so the type checker holds a handler's result to the tool's `outputSchema` (the
 * SDK checks it again at run time). `ToolResultOf<Record<string, unknown>>` is any tool result.
 */
export type ToolResultOf<Output> = {
  [Key in keyof ToolResult as Key extends "structuredContent" ? never : Key]: ToolResult[Key];
} & {
  /** The structured data, of the tool's output type. */
  structuredContent?: Output;
};

/** A JSON Schema object as written in a descriptor (draft 2020-12 unless `$schema` says otherwise). */
export type JsonSchema = { [key: string]: unknown };

/** Where a tool may be used: by the model, by the widget (`app`), or both (MCP Apps `ui.visibility`). */
export type ToolVisibility = "model" | "app";

/** The MIME type of an MCP Apps widget resource. */
export const WIDGET_MIME_TYPE = "text/html;profile=mcp-app";

/** `annotations` with the three hints the Apps SDK reference requires and the optional one. */
export interface ToolHints {
  /** Only reads or computes; creates, updates, deletes or sends nothing outside the chat. */
  readOnlyHint: boolean;
  /** May delete or overwrite user data; the host asks for explicit approval. */
  destructiveHint: boolean;
  /** Reaches the public internet or unbounded external entities (even read-only, like web search). */
  openWorldHint: boolean;
  /** Repeating with the same arguments has no extra effect. */
  idempotentHint?: boolean;
  /** MCP's display title inside annotations (optional). */
  title?: string;
}

/** One entry of `securitySchemes`. */
export type SecurityScheme =
  | {
      /** The tool works without signing in. */
      type: "noauth";
    }
  | {
      /** The tool needs an OAuth 2.1 token. */
      type: "oauth2";
      /** The scopes the token must carry. */
      scopes?: string[];
    };

/**
 * A tool descriptor as `tools/list` returns it.
 * `securitySchemes` at the top level is OpenAI's field; `_meta.securitySchemes` is its copy.
 */
export interface ToolDescriptor {
  /** The tool's name, how hosts and widgets call it. */
  name: string;
  /** Display title. */
  title?: string;
  /** What the tool does, for the model. */
  description?: string;
  /** JSON Schema of the arguments (type `object`). */
  inputSchema: JsonSchema;
  /** JSON Schema of `structuredContent`. */
  outputSchema?: JsonSchema;
  /** The behaviour hints (`readOnlyHint`, `destructiveHint`, `openWorldHint`, ...). */
  annotations?: Partial<ToolHints> & Record<string, unknown>;
  /** OpenAI's top-level auth schemes. */
  securitySchemes?: SecurityScheme[];
  /** Metadata in both dialects: `ui.*` (MCP Apps) and `openai/*` (ChatGPT). */
  _meta?: Record<string, unknown>;
}

/** CSP in the standard (MCP Apps) dialect, `_meta.ui.csp`. */
export interface UiCsp {
  /** fetch/XHR/WebSocket origins (`connect-src`). */
  connectDomains?: string[];
  /** Origins for images, fonts, scripts, styles. */
  resourceDomains?: string[];
  /** Origins allowed in nested iframes (`frame-src`). */
  frameDomains?: string[];
  /** `base-uri` origins. */
  baseUriDomains?: string[];
}

/** CSP in ChatGPT's older dialect, `_meta["openai/widgetCSP"]`. */
export interface OpenAiWidgetCsp {
  /** fetch/XHR/WebSocket origins. */
  connect_domains: string[];
  /** Origins for images, fonts, scripts, styles. */
  resource_domains: string[];
  /** Origins allowed in nested iframes. */
  frame_domains?: string[];
  /** Trusted `openExternal` targets. */
  redirect_domains?: string[];
}

/** A widget resource content item, as `resources/read` returns it. */
export interface WidgetResource {
  /** The template URI, `ui://...`. */
  uri: string;
  /** `text/html;profile=mcp-app`. */
  mimeType: string;
  /** The HTML document. */
  text?: string;
  /** The HTML document, base64-encoded (instead of `text`). */
  blob?: string;
  /** Metadata in both dialects: `ui.*` and `openai/*`. */
  _meta?: Record<string, unknown>;
}
