// The host page's `start`: mounts the widget frame behind the sandbox proxy, connects the official
// `AppBridge` (and, as ChatGPT, the fake `window.openai`) to it, and loads the widget.
import type { ToolResult, UnknownObject } from "@hostbridge/core";
import { connectOpenAiFrame, type OpenAiFrameHost } from "../../browser/browser-host.js";
import { connectMcpAppsFrame, type McpAppsFrameHost } from "../../browser/browser-mcp-host.js";
import { isCallEnvelope } from "../../browser/frame-envelope.js";
import type { OpenAiGlobals } from "../../model/openai-object.js";
import { SERVE_BINDING, type HostPageConfig, type ServeRequest } from "../host-page-protocol.js";
import { delay, type HostPageState, setFrameHeight } from "./host-page-state.js";
import { SANDBOX_READY, SANDBOX_RESOURCE_READY, WIDGET_LOADED } from "./sandbox-messages.js";

type Serve = (request: ServeRequest) => Promise<unknown>;

/** Asks Node (the fixture's binding) to answer a tool call or resource read. */
const serve: Serve = (request) => {
  const binding = (window as unknown as Record<string, Serve | undefined>)[SERVE_BINDING];
  if (!binding) return Promise.reject(new Error("The fixture's serve binding is missing."));
  return binding(request);
};

/** The frame's height before the widget reports one (CSS pixels). */
const INITIAL_FRAME_HEIGHT = 320;

/** How long a plain MCP Apps widget may take to finish the handshake, unless the config says. */
const DEFAULT_HANDSHAKE_TIMEOUT_MS = 10_000;

/** The log label of a JSON-RPC message: its method, else `response` for an answer. */
function labelOf(message: unknown): string {
  const fields = message as { method?: unknown; id?: unknown };
  if (typeof fields.method === "string") return fields.method;
  return fields.id !== undefined ? "response" : "unknown";
}

/** Resolves when a message from `proxy` passes `matches`. */
function nextMessage(proxy: Window, matches: (data: unknown) => boolean): Promise<void> {
  return new Promise<void>((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== proxy || !matches(event.data)) return;
      window.removeEventListener("message", onMessage);
      resolve();
    };
    window.addEventListener("message", onMessage);
  });
}

/** Resolves when the proxy says its widget document (re)loaded. */
export function nextWidgetLoad(proxy: Window): Promise<void> {
  return nextMessage(proxy, (data) => (data as Record<string, unknown> | null)?.[WIDGET_LOADED] === true);
}

/** Resolves when the sandbox proxy is ready for the widget document. */
function sandboxReady(proxy: Window): Promise<void> {
  return nextMessage(proxy, (data) => (data as { method?: unknown } | null)?.method === SANDBOX_READY);
}

/** The widget's iframe, in the widget card, its source not yet set. */
function mountFrame(config: HostPageConfig): HTMLIFrameElement {
  const card = document.getElementById("widget-card") as HTMLElement;
  const frame = document.createElement("iframe");
  frame.id = "widget-frame";
  frame.dataset.testid = "widget-frame";
  frame.title = "widget";
  // Until the widget reports its size the frame has a usable height, as hosts give a new widget.
  frame.style.cssText = `display:block;border:0;width:${config.width ? `${config.width}px` : "100%"};height:${INITIAL_FRAME_HEIGHT}px`;
  frame.setAttribute(
    "sandbox",
    "allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox",
  );
  card.dataset.profile = config.profile;
  card.appendChild(frame);
  return frame;
}

/** One host, two bridges: a mode granted over MCP Apps is ChatGPT's display mode too. */
function shareDisplayMode(state: HostPageState, direction: "in" | "out", label: string, message: unknown): void {
  if (!state.chatgpt || direction !== "out" || label !== "ui/notifications/host-context-changed") return;
  const mode = (message as { params?: { displayMode?: unknown } }).params?.displayMode;
  if (typeof mode === "string") state.chatgpt.set({ displayMode: mode as OpenAiGlobals["displayMode"] });
}

/** The MCP Apps host on the proxy, its tools and resources served by Node, its frames logged. */
function connectMcp(state: HostPageState, proxy: Window, config: HostPageConfig): McpAppsFrameHost {
  return connectMcpAppsFrame(proxy, {
    preset: config.profile,
    hostInfo: config.mcp.hostInfo,
    capabilities: config.mcp.capabilities,
    hostContext: config.mcp.hostContext,
    ...(config.mcp.toolInput ? { toolInput: config.mcp.toolInput } : {}),
    ...(config.mcp.toolResult ? { toolResult: config.mcp.toolResult } : {}),
    pendingApproval: config.mcp.pendingApproval,
    handlers: {
      callTool: (params) =>
        serve({ kind: "callTool", name: params.name, args: (params.arguments ?? {}) as UnknownObject }) as never,
      readResource: (params) => serve({ kind: "readResource", uri: params.uri }) as never,
      sizeChange: (params) => setFrameHeight(state, params.height),
    },
    onFrame(direction, message) {
      const label = labelOf(message);
      if (label === SANDBOX_READY) return;
      state.log.record(direction, "mcp-apps", label, message);
      shareDisplayMode(state, direction, label, message);
    },
  });
}

/** The fake `window.openai` host on the proxy, its tool calls served by Node, its calls logged. */
function connectChatGpt(
  state: HostPageState,
  proxy: Window,
  chatgpt: NonNullable<HostPageConfig["chatgpt"]>,
): OpenAiFrameHost {
  const host = connectOpenAiFrame(() => proxy, {
    ...chatgpt.globals,
    pendingApproval: chatgpt.pendingApproval,
    fileLibrary: chatgpt.fileLibrary === false ? false : undefined,
    redirectDomains: chatgpt.redirectDomains,
    handlers: {
      callTool: (name, args) => serve({ kind: "callTool", name, args: args ?? {} }) as Promise<ToolResult>,
    },
    onCall(call) {
      if (call.fn === "notifyIntrinsicHeight") setFrameHeight(state, call.args[0] as number);
    },
  });
  // The widget's window.openai calls, for the message log (the replies go out unseen by us).
  window.addEventListener("message", (event) => {
    if (event.source === proxy && isCallEnvelope(event.data))
      state.log.record("in", "openai", `call ${event.data.fn}`, event.data);
  });
  return host;
}

/** Rejects when the widget has not finished the MCP Apps handshake within `timeout` ms. */
async function handshakeWithin(mcp: McpAppsFrameHost, timeout: number): Promise<void> {
  const late = delay(timeout).then(() => {
    throw new Error(
      `The widget did not finish the MCP Apps handshake within ${timeout} ms (it must connect to the host, e.g. with @hostbridge/core or the ext-apps App).`,
    );
  });
  await Promise.race([mcp.initialized, late]);
}

/** Shows the widget `config` describes and resolves once it loaded (and, without `window.openai`, connected). */
export async function startWidget(state: HostPageState, config: HostPageConfig): Promise<void> {
  state.log.startClock();
  const frame = mountFrame(config);
  state.frame = frame;
  const proxy = frame.contentWindow as Window;
  const proxyReady = sandboxReady(proxy);

  // The AppBridge listens before anything loads, so the widget's ui/initialize is never missed.
  const mcp = connectMcp(state, proxy, config);
  state.mcp = mcp;
  if (config.openai && config.chatgpt) state.chatgpt = connectChatGpt(state, proxy, config.chatgpt);

  const widgetLoaded = nextWidgetLoad(proxy);
  state.reload = config.reload;

  frame.src = config.sandboxUrl;
  await proxyReady;
  proxy.postMessage(
    { jsonrpc: "2.0", method: SANDBOX_RESOURCE_READY, params: { html: config.html, sandbox: config.sandbox } },
    "*",
  );
  await widgetLoaded;
  // A ChatGPT widget may use window.openai alone and never start the MCP Apps handshake.
  if (!config.openai) await handshakeWithin(mcp, config.handshakeTimeoutMs ?? DEFAULT_HANDSHAKE_TIMEOUT_MS);
}
