// The public types of the fake MCP Apps host, apart from its code: its options, its handlers and
// its controller. `mcp-apps-host.ts` exports them again.
import type { DeviceType, DisplayMode, Port, SafeArea, Theme, ToolResult, UnknownObject } from "@hostbridge/core";
import type { AppBridge, McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import type { AppToolDefinition, AppToolResult } from "../model/app-tools.js";
import type { HostProfile, HostProfileId } from "../model/host-profiles.js";
import type { ReloadBehaviour } from "../model/profile-types.js";
import type { MaybePromise, ToolMap } from "../model/tools.js";

/** The params the `AppBridge` passes to its handler `K`. */
export type ParamsOf<K extends keyof AppBridge> =
  NonNullable<AppBridge[K]> extends (params: infer Params, ...rest: never[]) => unknown ? Params : never;
/** What the `AppBridge`'s handler `K` resolves with. */
export type ResultOf<K extends keyof AppBridge> =
  NonNullable<AppBridge[K]> extends (...args: never[]) => infer Result ? Awaited<Result> : never;

/** `tools/call` params from the widget. */
export type CallToolParams = ParamsOf<"oncalltool">;
/** `ui/message` params. */
export type MessageParams = ParamsOf<"onmessage">;
/** `ui/open-link` params. */
export type OpenLinkParams = ParamsOf<"onopenlink">;
/** `ui/download-file` params. */
export type DownloadFileParams = ParamsOf<"ondownloadfile">;
/** `ui/request-display-mode` params. */
export type RequestDisplayModeParams = ParamsOf<"onrequestdisplaymode">;
/** `ui/update-model-context` params. */
export type UpdateModelContextParams = ParamsOf<"onupdatemodelcontext">;
/** `resources/read` params. */
export type ReadResourceParams = ParamsOf<"onreadresource">;
/** The answer to `resources/read`. */
export type ReadResourceResult = ResultOf<"onreadresource">;
/** `notifications/message` params (a log entry). */
export type LoggingParams = ParamsOf<"onloggingmessage">;
/** `ui/notifications/size-changed` params. */
export type SizeChangedParams = ParamsOf<"onsizechange">;

/**
 * Replacements for the default answers to the widget's requests. The request is recorded (and its
 * activity list updated) either way; the handler decides the answer. Throwing sends a JSON-RPC error.
 */
export interface McpAppsHandlers {
  /** Answers `tools/call` (default: the `tools` option). */
  callTool?: (params: CallToolParams) => MaybePromise<ResultOf<"oncalltool">>;
  /** Answers `ui/message` (default: `{}`). */
  message?: (params: MessageParams) => MaybePromise<ResultOf<"onmessage"> | void>;
  /** Answers `ui/open-link` (default: `{}`). */
  openLink?: (params: OpenLinkParams) => MaybePromise<ResultOf<"onopenlink"> | void>;
  /** Answers `ui/download-file` (default: `{}`). */
  downloadFile?: (params: DownloadFileParams) => MaybePromise<ResultOf<"ondownloadfile"> | void>;
  /** Answers `ui/request-display-mode` (default: grants a mode both the host and the widget declared, else answers the current one). */
  requestDisplayMode?: (params: RequestDisplayModeParams) => MaybePromise<ResultOf<"onrequestdisplaymode">>;
  /** Sees `ui/update-model-context` (kept in `modelContext` either way). */
  updateModelContext?: (params: UpdateModelContextParams) => MaybePromise<void>;
  /** Answers `resources/read` (default: the `resources` option). */
  readResource?: (params: ReadResourceParams) => MaybePromise<ReadResourceResult>;
  /** Sees every `notifications/message` log entry. */
  log?: (params: LoggingParams) => void;
  /** Sees every `ui/notifications/size-changed`. */
  sizeChange?: (params: SizeChangedParams) => void;
  /** Sees every `ui/notifications/request-teardown`. */
  requestTeardown?: () => void;
}

/** What `createMcpAppsHost` takes: the host's identity and context, the tool call it shows, its answers. */
export interface McpAppsHostOptions {
  /**
   * Be a host from `@hostbridge/testing/profiles` (`"basic-host"`, `"mcp-ui"`, ...): its
   * capabilities, `hostInfo` and sparse host context, with only the options you give on top.
   * Without it: the `"mcp-apps"` profile, every capability and a full context (76 style variables
   * in `styles`, locale, time zone, platform, device, safe area, 500 px `maxHeight`).
   */
  preset?: HostProfileId;
  /** The host's `hostInfo` in the `ui/initialize` answer. */
  hostInfo?: {
    /** The host's name. */
    name: string;
    /** The host's version. */
    version: string;
  };
  /** Advertised capabilities (default: the preset's, else all of them). Requests of an absent capability get -32601 unless a handler is given. */
  capabilities?: McpUiHostCapabilities;
  /** The full initial host context; the shortcuts below fill in the defaults. */
  hostContext?: McpUiHostContext;
  /** `hostContext.theme`. */
  theme?: Theme;
  /** `hostContext.displayMode`. */
  displayMode?: DisplayMode;
  /** `hostContext.availableDisplayModes`: the modes `requestDisplayMode` may grant. */
  availableDisplayModes?: DisplayMode[];
  /** `hostContext.locale`, e.g. `en-US`. */
  locale?: string;
  /** `hostContext.timeZone`, e.g. `Europe/Rome`. */
  timeZone?: string;
  /** `hostContext.containerDimensions.maxHeight`, in CSS pixels. */
  maxHeight?: number;
  /** `hostContext.safeAreaInsets`. */
  safeArea?: SafeArea;
  /** Sets `hostContext.platform` and `deviceCapabilities` (touch on mobile and tablet, hover elsewhere). */
  device?: DeviceType;
  /** Sent with `ui/notifications/tool-input` once the widget is initialized (unless `pendingApproval`). */
  toolInput?: UnknownObject;
  /** The tool call needs approval: `toolInput` is sent only by `approve(args)`. */
  pendingApproval?: boolean;
  /** Sent with `ui/notifications/tool-result` once initialized (after the tool input). */
  toolResult?: ToolResult;
  /** Shortcut for `toolResult`: its `structuredContent` (and `_meta` from `toolResponseMetadata`). */
  toolOutput?: UnknownObject;
  /** With `toolOutput`: the tool result's `_meta`. */
  toolResponseMetadata?: UnknownObject;
  /** Fake server tools answered for `tools/call`. */
  tools?: ToolMap;
  /** Resources answered for `resources/read`: a text body or a full result. */
  resources?: Record<string, string | ReadResourceResult>;
  /** Replacements for the default answers. */
  handlers?: McpAppsHandlers;
  /**
   * What the host does when the widget connects again (its frame reloaded: a second `ui/initialize`
   * and `initialized`). Default: the profile's `reload` (`"resends-result"` without a preset).
   */
  reload?: ReloadBehaviour;
  /** Called with every JSON-RPC frame in the order they pass: `"in"` from the widget, `"out"` to it. */
  onFrame?: (direction: "in" | "out", message: JSONRPCMessage) => void;
}

/** A JSON-RPC request the widget sent. */
export interface RecordedRequest {
  /** The request id. */
  id: string | number;
  /** The method, e.g. `tools/call`. */
  method: string;
  /** The params as sent. */
  params: UnknownObject | undefined;
}
/** A JSON-RPC notification the widget sent. */
export interface RecordedNotification {
  /** The method, e.g. `ui/notifications/size-changed`. */
  method: string;
  /** The params as sent. */
  params: UnknownObject | undefined;
}

/** Controller of a fake MCP Apps host whose peer is the official `AppBridge`. */
export interface McpAppsHost {
  /** The widget's end: pass it to `createHost({ port })`. */
  readonly port: Port;
  /**
   * The official `AppBridge` on the host's end. Its `listTools` / `callTool` reject with
   * `AppToolsNotDeclaredError`, sending nothing, when the widget's `ui/initialize` declared no
   * `appCapabilities.tools` (a real host does not list or call them then).
   */
  readonly bridge: AppBridge;
  /** Resolves when the widget sent `ui/notifications/initialized`. */
  readonly initialized: Promise<void>;
  /** Whether the widget sent `ui/notifications/initialized` yet. */
  readonly isInitialized: boolean;
  /** The widget's `appInfo` / `appCapabilities` from `ui/initialize`. */
  readonly appInfo:
    | {
        /** The widget's name. */
        name: string;
        /** The widget's version. */
        version: string;
      }
    | undefined;
  /** The capabilities the widget declared in `ui/initialize`. */
  readonly appCapabilities: UnknownObject | undefined;
  /** The host context as the host currently holds it. */
  readonly hostContext: McpUiHostContext;
  /** The profile the host plays (`preset`, else `"mcp-apps"`), before the options on top. */
  readonly profile: HostProfile;
  /** How many times the widget connected again after the first `initialized` (frame reloads). */
  readonly reconnects: number;

  /** Every JSON-RPC frame the widget sent, oldest first. */
  readonly received: readonly JSONRPCMessage[];
  /** Every frame the host sent. */
  readonly sent: readonly JSONRPCMessage[];
  /** Every request the widget sent, oldest first. */
  readonly requests: readonly RecordedRequest[];
  /** Every notification the widget sent, oldest first. */
  readonly notifications: readonly RecordedNotification[];
  /** The widget's requests of one method, oldest first. */
  requestsOf(method: string): RecordedRequest[];
  /** The widget's notifications of one method, oldest first. */
  notificationsOf(method: string): RecordedNotification[];
  /** Forgets every recorded frame, request, notification and activity. */
  clearRecords(): void;

  /** `ui/message` params, oldest first. */
  readonly messages: readonly MessageParams[];
  /** URLs asked for with `ui/open-link`. */
  readonly openedLinks: readonly string[];
  /** The latest `ui/update-model-context` params, or `null`. */
  readonly modelContext: UpdateModelContextParams | null;
  /** `notifications/message` params, oldest first. */
  readonly logs: readonly LoggingParams[];
  /** `ui/notifications/size-changed` params, oldest first. */
  readonly sizes: readonly SizeChangedParams[];
  /** `ui/download-file` params, oldest first. */
  readonly downloads: readonly DownloadFileParams[];
  /** How many times the widget sent `ui/notifications/request-teardown`. */
  readonly teardownRequests: number;

  /** Sends are queued until the widget is initialized, and sent in order. */
  sendToolInput(args: UnknownObject): Promise<void>;
  /** `ui/notifications/tool-input-partial`: arguments still streaming in. */
  sendToolInputPartial(args: UnknownObject): Promise<void>;
  /** `ui/notifications/tool-result`. */
  sendToolResult(result: ToolResult): Promise<void>;
  /** `ui/notifications/tool-cancelled`. */
  cancel(reason?: string): Promise<void>;
  /** The user approves a pending tool call: sends its input. */
  approve(args: UnknownObject): Promise<void>;
  /** Merges into the host context and sends the changed keys (`host-context-changed`). */
  setHostContext(partial: McpUiHostContext): Promise<void>;
  /** Resolves when every queued send has gone out (after the widget's `initialized`). */
  idle(): Promise<void>;
  /** How many of the widget's requests the host has not answered yet. */
  readonly pendingRequests: number;
  /**
   * The widget's own tools (`registerAppTools`, `useAppTool`): its `tools/list` answer, every page.
   * Queued like every send. Rejects with `AppToolsNotDeclaredError`, sending nothing, when its
   * `ui/initialize` declared no `appCapabilities.tools`, as a real host then lists none.
   */
  appTools(): Promise<AppToolDefinition[]>;
  /**
   * Calls one of the widget's own tools (`tools/call`) and resolves with its result (a tool that
   * threw answers `isError: true`). Rejects with the widget's JSON-RPC error (e.g. an unknown
   * name), or with `AppToolsNotDeclaredError` when the widget declared no `appCapabilities.tools`.
   */
  callAppTool(name: string, args?: UnknownObject): Promise<AppToolResult>;
  /** Sends `ui/resource-teardown` and resolves with the widget's answer. */
  teardown(): Promise<Record<string, unknown>>;
  /** Closes the bridge; nothing is left listening. */
  close(): Promise<void>;
}
