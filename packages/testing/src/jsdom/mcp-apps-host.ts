import type { Port, UnknownObject } from "@hostbridge/core";
import { linkedPorts, portTransport } from "@hostbridge/core/testing";
import type { JSONRPCMessage } from "@modelcontextprotocol/client";
import {
  AppBridge,
  type McpUiHostCapabilities,
  type McpUiHostContext,
} from "@modelcontextprotocol/ext-apps/app-bridge";
import { track } from "./cleanup.js";
import { guardAppTools, listAppTools } from "../model/app-tools.js";
import { hostProfile, type HostProfile, type HostProfileId } from "../model/host-profiles.js";
import { installHandlers, servingRules } from "./mcp-apps-handlers.js";
import type { McpAppsHost, McpAppsHostOptions } from "./mcp-apps-host-types.js";
import { createMcpAppsRecorder, type McpAppsRecords } from "./mcp-apps-recorder.js";
import { createSendQueue, type SendQueue, toolCallSends } from "./mcp-apps-sends.js";

export type {
  CallToolParams,
  DownloadFileParams,
  LoggingParams,
  McpAppsHandlers,
  McpAppsHost,
  McpAppsHostOptions,
  MessageParams,
  OpenLinkParams,
  ReadResourceParams,
  ReadResourceResult,
  RecordedNotification,
  RecordedRequest,
  RequestDisplayModeParams,
  SizeChangedParams,
  UpdateModelContextParams,
} from "./mcp-apps-host-types.js";

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

// @example-source packages/testing/examples/jsdom-reference.tsx#createMcpAppsHost
/**
 * A plain MCP Apps host for widget tests: the official `AppBridge` answers the widget over an
 * in-memory `linkedPorts()` pair. Hand `port` to `createHost({ port })`.
 *
 * @example
 * ```ts
 * const mcp = createMcpAppsHost({ toolInput: { city: "Rome" }, hostContext: { theme: "dark" } });
 * const host = createHost({ port: mcp.port }); // the widget's side
 * await mcp.initialized;
 * await mcp.sendToolResult({ content: [], structuredContent: { pizzas: [] } });
 * expect(mcp.requestsOf("tools/call")).toEqual([]);
 * await mcp.teardown();
 * ```
 */
export function createMcpAppsHost(options: McpAppsHostOptions = {}): McpAppsHost {
  const { viewPort: widgetPort, hostPort } = linkedPorts();
  return buildMcpAppsHost(hostPort, widgetPort, options);
}

/** Where the widget's `initialized` notifications leave the handshake. */
interface Handshake {
  /** Resolves at the widget's first `initialized`. */
  readonly initialized: Promise<void>;
  /** Whether the widget sent `initialized` yet. */
  readonly isInitialized: boolean;
  /** How many times it sent `initialized` again (frame reloads). */
  readonly reconnects: number;
}

/** Watches the widget's `initialized`: the first resolves `initialized`, each later one is a reconnect. */
function watchHandshake(bridge: AppBridge, onReconnect: () => void): Handshake {
  let isInitialized = false;
  let reconnects = 0;
  let markInitialized!: () => void;
  const initialized = new Promise<void>((resolve) => (markInitialized = resolve));
  bridge.oninitialized = () => {
    if (isInitialized) {
      reconnects++;
      onReconnect();
    }
    isInitialized = true;
    markInitialized();
  };
  return {
    initialized,
    get isInitialized() {
      return isInitialized;
    },
    get reconnects() {
      return reconnects;
    },
  };
}

/** What the controller is made of, besides its records. */
interface ControllerParts {
  readonly widgetPort: Port | null;
  readonly bridge: AppBridge;
  readonly profile: HostProfile;
  readonly handshake: Handshake;
  readonly queue: SendQueue;
  hostContext(): McpUiHostContext;
  applyContext(partial: McpUiHostContext): Promise<void>;
  close(): Promise<void>;
}

/** The controller without its records: the host's state and its sends. */
function controllerOf(parts: ControllerParts): Omit<McpAppsHost, keyof McpAppsRecords> {
  const { bridge, handshake, queue } = parts;
  const { enqueue } = queue;
  return {
    port: parts.widgetPort as Port,
    bridge,
    initialized: handshake.initialized,
    get isInitialized() {
      return handshake.isInitialized;
    },
    get appInfo() {
      return bridge.getAppVersion() as { name: string; version: string } | undefined;
    },
    get appCapabilities() {
      return bridge.getAppCapabilities() as UnknownObject | undefined;
    },
    get hostContext() {
      return parts.hostContext();
    },
    profile: parts.profile,
    get reconnects() {
      return handshake.reconnects;
    },
    sendToolInput: (args) => enqueue(() => bridge.sendToolInput({ arguments: args })),
    sendToolInputPartial: (args) => enqueue(() => bridge.sendToolInputPartial({ arguments: args })),
    sendToolResult: (result) => enqueue(() => bridge.sendToolResult(result as never)),
    cancel: (reason) => enqueue(() => bridge.sendToolCancelled(reason === undefined ? {} : { reason })),
    approve: (args) => enqueue(() => bridge.sendToolInput({ arguments: args })),
    // Queued like every send: the spec forbids host-context-changed before `initialized`.
    setHostContext: (partial) => enqueue(() => parts.applyContext(partial)),
    idle: queue.idle,
    appTools: () => enqueue(() => listAppTools(bridge)),
    callAppTool: (name, args = {}) => enqueue(() => bridge.callTool({ name, arguments: args })),
    teardown: () => enqueue(() => bridge.teardownResource({})),
    close: parts.close,
  };
}

/** The controller with the recorder's records as live properties (getters stay getters). */
function withRecords(controller: Omit<McpAppsHost, keyof McpAppsRecords>, records: McpAppsRecords): McpAppsHost {
  return Object.defineProperties(controller, Object.getOwnPropertyDescriptors(records)) as McpAppsHost;
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
  let context = initialHostContext(options);
  const bridge = new AppBridge(null, options.hostInfo ?? profile.hostInfo, capabilities, { hostContext: context });
  // Like a real host: no tools/list or tools/call to a widget whose handshake declared no tools.
  guardAppTools(bridge);

  // The widget's frame reloaded and connected again: the host restores it as the profile's host does.
  const reload = options.reload ?? profile.reload;
  const handshake = watchHandshake(bridge, () => toolCall.replayAfterReload(reload));
  const recorder = createMcpAppsRecorder(options.onFrame);
  const applyContext = async (partial: McpUiHostContext) => {
    context = { ...context, ...partial };
    // AppBridge diffs against what it holds and sends only the changed keys.
    bridge.setHostContext(context);
  };
  const handlerHost = {
    bridge,
    handlers: options.handlers ?? {},
    options,
    activity: recorder.activity,
    profile,
    hostContext: () => context,
    applyContext,
  };
  installHandlers(handlerHost, servingRules(preset, capabilities));
  const connected = bridge.connect(portTransport<JSONRPCMessage>(hostPort, recorder.taps));

  let closed = false;
  const queue = createSendQueue(
    () => Promise.all([connected, handshake.initialized]),
    () => closed,
  );
  const toolCall = toolCallSends(bridge, options, queue.enqueue);
  toolCall.sendInitial();

  const close = async () => {
    if (closed) return;
    closed = true;
    untrack();
    await connected.catch(() => undefined);
    await bridge.close();
  };
  const untrack = track(close);

  const parts = { widgetPort, bridge, profile, handshake, queue, hostContext: () => context, applyContext, close };
  return withRecords(controllerOf(parts), recorder.records);
}
