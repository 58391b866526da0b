/**
 * What the Node side of the Playwright fixtures and the host page (a browser bundle) say to each
 * other. Types only, plus the names of the globals; both sides import it.
 */
import type { ToolResult, UnknownObject } from "@hostbridge/core";
import type { McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { AppToolsMethod, AppToolsRefusal } from "../model/app-tools.js";
import type { HostProfileId } from "../model/host-profiles.js";
import type { ReloadBehaviour } from "../model/profile-types.js";
import type { OpenAiGlobals } from "../model/openai-object.js";

/** The host page's controller, at `window[HOST_PAGE_GLOBAL]`. */
export const HOST_PAGE_GLOBAL = "__hostbridgeWidgetHost";
/** The Node function the host page calls for tools and resources (a Playwright binding). */
export const SERVE_BINDING = "__hostbridgeServe";

/** Everything the host page needs to show one widget. Structured-clone safe. */
export interface HostPageConfig {
  /** The profile the host plays. */
  profile: HostProfileId;
  /** Whether `window.openai` is in the frame (the widget document already carries its script). */
  openai: boolean;
  /** The sandbox proxy page, on another origin than the host page. */
  sandboxUrl: string;
  /** The widget document, ready to load. */
  html: string;
  /** The iframe `sandbox` attribute of the inner widget frame. */
  sandbox: string;
  /** What the host does when the widget frame reloads (the profile's `reload`). */
  reload: ReloadBehaviour;
  /** The MCP Apps side. */
  mcp: {
    hostInfo: { name: string; version: string };
    capabilities: McpUiHostCapabilities;
    hostContext: McpUiHostContext;
    toolInput?: UnknownObject;
    toolResult?: ToolResult;
    pendingApproval?: boolean;
  };
  /** The `window.openai` side (when `openai`). */
  chatgpt?: {
    globals: Partial<OpenAiGlobals>;
    pendingApproval?: boolean;
    fileLibrary?: boolean;
    redirectDomains?: string[];
  };
  /** The frame's width in CSS pixels (default 100% of the card). */
  width?: number;
  /** How long a plain MCP Apps widget may take to finish the handshake (default 10 s). */
  handshakeTimeoutMs?: number;
}

/** A request the host page asks Node to answer. */
export type ServeRequest =
  | { kind: "callTool"; name: string; args: UnknownObject }
  | { kind: "readResource"; uri: string };

/** One message between host and widget, as the message log keeps it. */
export interface LoggedMessage {
  /** Milliseconds since the host page started the widget. */
  at: number;
  /** `"in"`: the widget sent it; `"out"`: the host did. */
  direction: "in" | "out";
  /** `"mcp-apps"` (JSON-RPC) or `"openai"` (a `window.openai` call, reply or globals update). */
  bridge: "mcp-apps" | "openai";
  /** JSON-RPC method (`"response"` for an answer), or `call <fn>` / `reply` / `set_globals`. */
  label: string;
  /** The message as it was posted. */
  data: unknown;
}

/**
 * The host page's answer to `appTools` / `callAppTool`: page errors lose their class on the way
 * to Node, so a refusal travels as data and Node throws the `AppToolsNotDeclaredError` again.
 */
export type AppToolsAnswer<T> =
  | { ok: true; value: T }
  | { ok: false; refused: { method: AppToolsMethod; reason: AppToolsRefusal } }
  | { ok: false; error: { message: string; code?: string | number } };

/** What the host page reports to Node (all plain data). */
export interface HostPageRecords {
  /** Tool calls the widget made, oldest first. */
  toolCalls: Array<{
    /** The tool's name. */
    name: string;
    /** The arguments as sent. */
    args: UnknownObject;
  }>;
  /** Follow-up message prompts, oldest first. */
  followUps: string[];
  /** URLs the widget asked to open, oldest first. */
  openedLinks: string[];
  /** The latest model context the widget set. */
  modelContext: unknown;
  /** The latest widget state the host holds. */
  widgetState: unknown;
  /** The current display mode. */
  displayMode: string;
  /** The widget frame's height, in CSS pixels. */
  frameHeight: number;
  /** How many times the widget asked for teardown (MCP Apps). */
  teardownRequests: number;
  /** How many times the widget asked to be closed (`requestClose`). */
  closeRequests: number;
  /**
   * The options of every `requestCheckout` call, oldest first (ChatGPT only: the fake answers
   * `{ status: "completed" }`; a profile without the Checkout API has no `requestCheckout`).
   */
  checkouts: UnknownObject[];
}
