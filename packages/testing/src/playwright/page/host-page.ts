/**
 * The host page of the Playwright fixtures (bundled for the browser): shows one widget behind the
 * sandbox proxy, drives the official `AppBridge` (and, as ChatGPT, the fake `window.openai`) and
 * keeps the records the Node side reads. Node starts it with `window.__hostbridgeWidgetHost.start`.
 */
import type { ToolResult, UnknownObject } from "@hostbridge/core";
import type { McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { AppToolDefinition, AppToolResult } from "../../model/app-tools.js";
import type { OpenAiGlobals } from "../../model/openai-object.js";
import {
  HOST_PAGE_GLOBAL,
  type AppToolsAnswer,
  type HostPageConfig,
  type HostPageRecords,
  type LoggedMessage,
} from "../host-page-protocol.js";
import {
  appToolsRequest,
  approve,
  cancel,
  deliverToolResult,
  records,
  reloadFrame,
  setHostContext,
  settle,
  teardown,
  update,
} from "./host-page-actions.js";
import { emptyHostPageState } from "./host-page-state.js";
import { createMessageLog } from "./message-log.js";
import { startWidget } from "./start-widget.js";

/** The controller the Node side calls through `page.evaluate`. */
export interface HostPageController {
  /** Shows the widget the config describes; resolves once it loaded (and connected). */
  start(config: HostPageConfig): Promise<void>;
  /** Reloads the widget frame; the host restores it as the profile's host does. */
  reloadFrame(): Promise<void>;
  /** A host-side change of globals, in every bridge present. */
  update(globals: Partial<OpenAiGlobals>): Promise<void>;
  /** Sends these host context keys over MCP Apps. */
  setHostContext(partial: McpUiHostContext): Promise<void>;
  /** The tool call finished, in every bridge present. */
  deliverToolResult(result: ToolResult): Promise<void>;
  /** The user approves the pending tool call. */
  approve(args: UnknownObject): Promise<void>;
  /** `ui/notifications/tool-cancelled`. */
  cancel(reason?: string): Promise<void>;
  /** Sends `ui/resource-teardown`; resolves with the widget's answer. */
  teardown(): Promise<unknown>;
  /** The widget's own tools, or why the host cannot list them. */
  appTools(): Promise<AppToolsAnswer<AppToolDefinition[]>>;
  /** Calls one of the widget's own tools. */
  callAppTool(call: { name: string; args?: UnknownObject }): Promise<AppToolsAnswer<AppToolResult>>;
  /** Resolves once every message in flight arrived and every request is answered. */
  settle(): Promise<void>;
  /** Every record the host keeps, as plain data. */
  records(): HostPageRecords;
  /** Every message between host and widget, oldest first. */
  messages(): LoggedMessage[];
}

/** The host page's controller: one state, each call handed to its function. */
function createController(): HostPageController {
  const state = emptyHostPageState(createMessageLog());
  return {
    start: (config) => startWidget(state, config),
    reloadFrame: () => reloadFrame(state),
    update: (globals) => update(state, globals),
    setHostContext: (partial) => setHostContext(state, partial),
    deliverToolResult: (result) => deliverToolResult(state, result),
    approve: (args) => approve(state, args),
    cancel: (reason) => cancel(state, reason),
    teardown: () => teardown(state),
    appTools: () => appToolsRequest(state, "tools/list", (host) => host.appTools()),
    callAppTool: ({ name, args }) => appToolsRequest(state, "tools/call", (host) => host.callAppTool(name, args)),
    settle: () => settle(state),
    records: () => records(state),
    messages: () => state.log.entries(),
  };
}

(window as unknown as Record<string, HostPageController>)[HOST_PAGE_GLOBAL] = createController();
