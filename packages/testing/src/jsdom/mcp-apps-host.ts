import type { DeviceType, DisplayMode, Port, SafeArea, Theme, ToolResult, UnknownObject } from "@hostbridge/core";
import { linkedPorts } from "@hostbridge/core/testing";
import {
  AppBridge,
  type McpUiHostCapabilities,
  type McpUiHostContext,
} from "@modelcontextprotocol/ext-apps/app-bridge";
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import { track } from "./cleanup.js";
import { type AppToolDefinition, type AppToolResult, guardAppTools, listAppTools } from "../model/app-tools.js";
import { hostProfile, type HostProfile, type HostProfileId } from "../model/host-profiles.js";
import { CAPABILITY_METHODS } from "../model/profile-refusals.js";
import { emptiedToolResult } from "../model/profile-behaviour.js";
import type { ReloadBehaviour } from "../model/profile-types.js";
import { displayModeAnswer } from "./display-mode-answer.js";
import { portTransport } from "../model/port-transport.js";
import { type MaybePromise, runTool, type ToolMap } from "../model/tools.js";

type ParamsOf<K extends keyof AppBridge> =
  NonNullable<AppBridge[K]> extends (params: infer Params, ...rest: never[]) => unknown ? Params : never;
type ResultOf<K extends keyof AppBridge> =
  NonNullable<AppBridge[K]> extends (...args: never[]) => infer Result ? Awaited<Result> : never;

export type CallToolParams = ParamsOf<"oncalltool">;
export type MessageParams = ParamsOf<"onmessage">;
export type OpenLinkParams = ParamsOf<"onopenlink">;
export type DownloadFileParams = ParamsOf<"ondownloadfile">;
export type RequestDisplayModeParams = ParamsOf<"onrequestdisplaymode">;
export type UpdateModelContextParams = ParamsOf<"onupdatemodelcontext">;
export type ReadResourceParams = ParamsOf<"onreadresource">;
export type ReadResourceResult = ResultOf<"onreadresource">;
export type LoggingParams = ParamsOf<"onloggingmessage">;
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

/** Every capability the fake host serves (the `"mcp-apps"` profile's). */
export const DEFAULT_HOST_CAPABILITIES: McpUiHostCapabilities = hostProfile("mcp-apps").capabilities;

/**
 * The host context for the option shortcuts, merged under `options.hostContext`: the preset's
 * context (without one, the `"mcp-apps"` profile's full context, its 76 style variables included)
 * with only the shortcuts given on top.
 */
export function initialHostContext(options: McpAppsHostOptions = {}): McpUiHostContext {
  return presetHostContext(options.preset ?? "mcp-apps", options);
}

function presetHostContext(preset: HostProfileId, options: McpAppsHostOptions): McpUiHostContext {
  const context: McpUiHostContext = hostProfile(preset).hostContext;
  if (options.theme !== undefined) context.theme = options.theme;
  if (options.displayMode !== undefined) context.displayMode = options.displayMode;
  if (options.availableDisplayModes !== undefined) context.availableDisplayModes = options.availableDisplayModes;
  if (options.locale !== undefined) context.locale = options.locale;
  if (options.timeZone !== undefined) context.timeZone = options.timeZone;
  if (options.maxHeight !== undefined)
    context.containerDimensions = { ...context.containerDimensions, maxHeight: options.maxHeight };
  if (options.safeArea !== undefined) context.safeAreaInsets = { ...options.safeArea.insets };
  if (options.device !== undefined) {
    const touch = options.device === "mobile" || options.device === "tablet";
    context.platform = touch ? "mobile" : "web";
    context.deviceCapabilities = { touch, hover: !touch };
  }
  return { ...context, ...options.hostContext };
}

function toolResultFor(options: McpAppsHostOptions): ToolResult | undefined {
  if (options.toolResult) return options.toolResult;
  if (options.toolOutput === undefined && options.toolResponseMetadata === undefined) return undefined;
  const result: ToolResult = {
    content: [{ type: "text", text: JSON.stringify(options.toolOutput ?? null) }],
  };
  if (options.toolOutput !== undefined) result.structuredContent = options.toolOutput;
  if (options.toolResponseMetadata !== undefined) result._meta = options.toolResponseMetadata;
  return result;
}

/** A read of a resource the host does not have: MCP's -32002, as a server answers it. */
class ResourceNotFound extends Error {
  /** MCP's "resource not found" error code. */
  readonly code = -32002;
}

/**
 * A plain MCP Apps host for widget tests: the official `AppBridge` answers the widget over an
 * in-memory `linkedPorts()` pair. Hand `port` to `createHost({ port })`.
 */
export function createMcpAppsHost(options: McpAppsHostOptions = {}): McpAppsHost {
  const { viewPort: widgetPort, hostPort } = linkedPorts();
  return buildMcpAppsHost(hostPort, widgetPort, options);
}

/**
 * The fake MCP Apps host on the host's end of any channel (e.g. `windowPort(iframe.contentWindow)`
 * in a real page); `widgetPort` is what `port` exposes, when the widget's end is in reach.
 */
export function buildMcpAppsHost(
  hostPort: Port,
  widgetPort: Port | null,
  options: McpAppsHostOptions = {},
): McpAppsHost {
  const preset = options.preset === undefined ? undefined : hostProfile(options.preset);
  const profile = preset ?? hostProfile("mcp-apps");
  const capabilities = options.capabilities ?? preset?.capabilities ?? DEFAULT_HOST_CAPABILITIES;
  const handlers = options.handlers ?? {};
  let context = initialHostContext(options);
  const hostInfo = options.hostInfo ?? profile.hostInfo;
  const bridge = new AppBridge(null, hostInfo, capabilities, {
    hostContext: context,
  });
  // Like a real host: no tools/list or tools/call to a widget whose handshake declared no tools.
  guardAppTools(bridge);

  const received: JSONRPCMessage[] = [];
  const sent: JSONRPCMessage[] = [];
  const requests: RecordedRequest[] = [];
  const notifications: RecordedNotification[] = [];
  const activity = {
    messages: [] as MessageParams[],
    openedLinks: [] as string[],
    modelContext: null as UpdateModelContextParams | null,
    logs: [] as LoggingParams[],
    sizes: [] as SizeChangedParams[],
    downloads: [] as DownloadFileParams[],
    teardownRequests: 0,
  };

  let isInitialized = false;
  let reconnects = 0;
  let markInitialized!: () => void;
  const initialized = new Promise<void>((resolve) => (markInitialized = resolve));
  bridge.oninitialized = () => {
    if (isInitialized) {
      reconnects++;
      replayAfterReload();
    }
    isInitialized = true;
    markInitialized();
  };

  // Capabilities the host lacks are not served (the widget gets -32601), unless a handler says otherwise.
  // A preset's host also answers what the real host answers without advertising it, and refuses
  // what the real host refuses whatever it advertises.
  const answered = new Set<string>(preset?.answersUnadvertised ?? []);
  const refused = new Set<string>(preset?.refusedMethods ?? []);
  const serves = (cap: keyof McpUiHostCapabilities, custom: unknown) =>
    custom !== undefined ||
    (!refused.has(CAPABILITY_METHODS[cap] ?? "") && (capabilities[cap] !== undefined || answered.has(cap)));

  if (serves("serverTools", handlers.callTool)) {
    bridge.oncalltool = async (params) =>
      (handlers.callTool
        ? handlers.callTool(params)
        : runTool(options.tools, params.name, params.arguments)) as Promise<ResultOf<"oncalltool">>;
  }
  if (serves("message", handlers.message)) {
    bridge.onmessage = async (params) => {
      activity.messages.push(params);
      return (await handlers.message?.(params)) ?? {};
    };
  }
  if (serves("openLinks", handlers.openLink)) {
    bridge.onopenlink = async (params) => {
      activity.openedLinks.push(params.url);
      return (await handlers.openLink?.(params)) ?? {};
    };
  }
  if (serves("downloadFile", handlers.downloadFile)) {
    bridge.ondownloadfile = async (params) => {
      activity.downloads.push(params);
      return (await handlers.downloadFile?.(params)) ?? {};
    };
  }
  if (serves("updateModelContext", handlers.updateModelContext)) {
    bridge.onupdatemodelcontext = async (params) => {
      activity.modelContext = params;
      await handlers.updateModelContext?.(params);
      return {};
    };
  }
  if (serves("serverResources", handlers.readResource)) {
    bridge.onreadresource = async (params) => {
      if (handlers.readResource) return handlers.readResource(params);
      const resource = options.resources?.[params.uri];
      if (resource === undefined) throw new ResourceNotFound(`Resource not found: ${params.uri}`);
      return typeof resource === "string"
        ? { contents: [{ uri: params.uri, mimeType: "text/plain", text: resource }] }
        : resource;
    };
  }
  if (handlers.requestDisplayMode !== undefined || !refused.has("ui/request-display-mode")) {
    bridge.onrequestdisplaymode = async (params) => {
      if (handlers.requestDisplayMode) return handlers.requestDisplayMode(params);
      const current = (context.displayMode ?? "inline") as DisplayMode;
      const granted = displayModeAnswer(profile, {
        asked: params.mode,
        current,
        hostModes: (context.availableDisplayModes ?? []) as DisplayMode[],
        appModes: bridge.getAppCapabilities()?.availableDisplayModes as DisplayMode[] | undefined,
      });
      if (granted !== current) await applyContext({ displayMode: granted });
      return { mode: granted };
    };
  }
  // What the profile's host refuses gets -32601, even where the official bridge has a default answer.
  for (const method of refused) {
    const custom = method === "ui/request-display-mode" ? handlers.requestDisplayMode : undefined;
    if (custom === undefined) bridge.removeRequestHandler(method);
  }
  bridge.onloggingmessage = (params) => {
    activity.logs.push(params);
    handlers.log?.(params);
  };
  bridge.onsizechange = (params) => {
    activity.sizes.push(params);
    handlers.sizeChange?.(params);
  };
  bridge.onrequestteardown = () => {
    activity.teardownRequests++;
    handlers.requestTeardown?.();
  };

  const unanswered = new Set<string | number>();
  const transport = portTransport(hostPort, {
    onReceive(message) {
      received.push(message);
      options.onFrame?.("in", message);
      const m = message as { id?: string | number; method?: string; params?: UnknownObject };
      if (typeof m.method !== "string") return;
      if (m.id !== undefined) {
        requests.push({ id: m.id, method: m.method, params: m.params });
        unanswered.add(m.id);
      } else notifications.push({ method: m.method, params: m.params });
    },
    onSend(message) {
      sent.push(message);
      options.onFrame?.("out", message);
      const m = message as { id?: string | number; method?: string };
      if (m.method === undefined && m.id !== undefined) unanswered.delete(m.id);
    },
  });
  const connected = bridge.connect(transport);

  // Every send waits for the widget's `initialized`, then goes out in call order.
  let queue: Promise<unknown> = Promise.resolve();
  let closed = false;
  const enqueue = <T>(send: () => Promise<T>): Promise<T> => {
    const next = queue
      .then(() => Promise.all([connected, initialized]))
      .then(() => {
        if (closed) throw new Error("The fake MCP Apps host is closed.");
        return send();
      });
    queue = next.catch(() => undefined);
    return next;
  };
  const applyContext = async (partial: McpUiHostContext) => {
    context = { ...context, ...partial };
    // AppBridge diffs against what it holds and sends only the changed keys.
    bridge.setHostContext(context);
  };

  const initialInput = options.toolInput;
  const initialResult = toolResultFor(options);
  if (initialInput !== undefined && !options.pendingApproval)
    void enqueue(() => bridge.sendToolInput({ arguments: initialInput }));
  if (initialResult !== undefined) void enqueue(() => bridge.sendToolResult(initialResult as never));

  // The widget's frame reloaded and connected again: the host restores it as the profile's host does.
  const reload = options.reload ?? profile.reload;
  function replayAfterReload() {
    if (reload === "resends-result") {
      if (initialInput !== undefined && !options.pendingApproval)
        void enqueue(() => bridge.sendToolInput({ arguments: initialInput }));
      if (initialResult !== undefined) void enqueue(() => bridge.sendToolResult(initialResult as never));
    } else if (reload === "replays-emptied-result" && initialResult !== undefined) {
      void enqueue(() => bridge.sendToolResult(emptiedToolResult() as never));
    }
    // "sends-nothing" and "frame-not-restored": nothing is sent again.
  }

  const close = async () => {
    if (closed) return;
    closed = true;
    untrack();
    await connected.catch(() => undefined);
    await bridge.close();
  };
  const untrack = track(close);

  return {
    port: widgetPort as Port,
    bridge,
    initialized,
    get isInitialized() {
      return isInitialized;
    },
    get appInfo() {
      return bridge.getAppVersion() as { name: string; version: string } | undefined;
    },
    get appCapabilities() {
      return bridge.getAppCapabilities() as UnknownObject | undefined;
    },
    get hostContext() {
      return context;
    },
    profile,
    get reconnects() {
      return reconnects;
    },
    received,
    sent,
    requests,
    notifications,
    requestsOf: (method) => requests.filter((r) => r.method === method),
    notificationsOf: (method) => notifications.filter((n) => n.method === method),
    clearRecords() {
      received.length = 0;
      sent.length = 0;
      requests.length = 0;
      notifications.length = 0;
    },
    get messages() {
      return activity.messages;
    },
    get openedLinks() {
      return activity.openedLinks;
    },
    get modelContext() {
      return activity.modelContext;
    },
    get logs() {
      return activity.logs;
    },
    get sizes() {
      return activity.sizes;
    },
    get downloads() {
      return activity.downloads;
    },
    get teardownRequests() {
      return activity.teardownRequests;
    },
    sendToolInput: (args) => enqueue(() => bridge.sendToolInput({ arguments: args })),
    sendToolInputPartial: (args) => enqueue(() => bridge.sendToolInputPartial({ arguments: args })),
    sendToolResult: (result) => enqueue(() => bridge.sendToolResult(result as never)),
    cancel: (reason) => enqueue(() => bridge.sendToolCancelled(reason === undefined ? {} : { reason })),
    approve: (args) => enqueue(() => bridge.sendToolInput({ arguments: args })),
    // Queued like every send: the spec forbids host-context-changed before `initialized`.
    setHostContext: (partial) => enqueue(() => applyContext(partial)),
    idle: () => queue.then(() => undefined),
    get pendingRequests() {
      return unanswered.size;
    },
    appTools: () => enqueue(() => listAppTools(bridge)),
    callAppTool: (name, args = {}) => enqueue(() => bridge.callTool({ name, arguments: args })),
    teardown: () => enqueue(() => bridge.teardownResource({})),
    close,
  };
}
