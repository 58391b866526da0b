/**
 * The host page of the Playwright fixtures (bundled for the browser): shows one widget behind the
 * sandbox proxy, drives the official `AppBridge` (and, as ChatGPT, the fake `window.openai`) and
 * keeps the records the Node side reads. Node starts it with `window.__hostbridgeWidgetHost.start`.
 */
import type { ContentBlock, ToolResult, UnknownObject } from "@hostbridge/core";
import type { McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import { connectOpenAiFrame, type OpenAiFrameHost } from "../../browser/browser-host.js";
import { connectMcpAppsFrame, type McpAppsFrameHost } from "../../browser/browser-mcp-host.js";
import { isCallEnvelope } from "../../browser/frame-envelope.js";
import {
  AppToolsNotDeclaredError,
  type AppToolDefinition,
  type AppToolResult,
  type AppToolsMethod,
} from "../../model/app-tools.js";
import { toHostContext, toolResultOf } from "../../model/globals-to-context.js";
import type { OpenAiGlobals } from "../../model/openai-object.js";
import {
  HOST_PAGE_GLOBAL,
  SERVE_BINDING,
  type AppToolsAnswer,
  type HostPageConfig,
  type HostPageRecords,
  type LoggedMessage,
  type ServeRequest,
} from "../host-page-protocol.js";
import { RELOAD_WIDGET, SANDBOX_READY, SANDBOX_RESOURCE_READY, WIDGET_LOADED } from "./sandbox-messages.js";

type Serve = (request: ServeRequest) => Promise<unknown>;

/** The controller the Node side calls through `page.evaluate`. */
export interface HostPageController {
  start(config: HostPageConfig): Promise<void>;
  reloadFrame(): Promise<void>;
  update(globals: Partial<OpenAiGlobals>): Promise<void>;
  setHostContext(partial: McpUiHostContext): Promise<void>;
  deliverToolResult(result: ToolResult): Promise<void>;
  approve(args: UnknownObject): Promise<void>;
  cancel(reason?: string): Promise<void>;
  teardown(): Promise<unknown>;
  appTools(): Promise<AppToolsAnswer<AppToolDefinition[]>>;
  callAppTool(call: { name: string; args?: UnknownObject }): Promise<AppToolsAnswer<AppToolResult>>;
  settle(): Promise<void>;
  records(): HostPageRecords;
  messages(): LoggedMessage[];
}

const serve: Serve = (request) => {
  const binding = (window as unknown as Record<string, Serve | undefined>)[SERVE_BINDING];
  if (!binding) return Promise.reject(new Error("The fixture's serve binding is missing."));
  return binding(request);
};

/** The frame's height before the widget reports one (CSS pixels). */
const INITIAL_FRAME_HEIGHT = 320;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function labelOf(message: unknown): string {
  const m = message as { method?: unknown; id?: unknown };
  if (typeof m.method === "string") return m.method;
  return m.id !== undefined ? "response" : "unknown";
}

/** Resolves when the proxy says its widget document (re)loaded. */
function nextWidgetLoad(proxy: Window): Promise<void> {
  return new Promise<void>((resolve) => {
    const onLoaded = (event: MessageEvent) => {
      if (event.source !== proxy || (event.data as Record<string, unknown> | null)?.[WIDGET_LOADED] !== true) return;
      window.removeEventListener("message", onLoaded);
      resolve();
    };
    window.addEventListener("message", onLoaded);
  });
}

function createController(): HostPageController {
  let mcp: McpAppsFrameHost | undefined;
  let chatgpt: OpenAiFrameHost | undefined;
  let frame: HTMLIFrameElement | undefined;
  let started = 0;
  let reload: HostPageConfig["reload"] = "resends-result";
  const log: LoggedMessage[] = [];
  const record = (
    direction: LoggedMessage["direction"],
    bridge: LoggedMessage["bridge"],
    label: string,
    data: unknown,
  ) => log.push({ at: Math.round(performance.now() - started), direction, bridge, label, data });

  const setHeight = (height: number | undefined) => {
    if (frame && typeof height === "number" && Number.isFinite(height) && height >= 0)
      frame.style.height = `${Math.ceil(height)}px`;
  };

  async function start(config: HostPageConfig): Promise<void> {
    started = performance.now();
    const card = document.getElementById("widget-card") as HTMLElement;
    frame = document.createElement("iframe");
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
    const proxy = frame.contentWindow as Window;

    const proxyReady = new Promise<void>((resolve) => {
      const onReady = (event: MessageEvent) => {
        if (event.source !== proxy || (event.data as { method?: unknown } | null)?.method !== SANDBOX_READY) return;
        window.removeEventListener("message", onReady);
        resolve();
      };
      window.addEventListener("message", onReady);
    });

    // The AppBridge listens before anything loads, so the widget's ui/initialize is never missed.
    mcp = connectMcpAppsFrame(proxy, {
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
        sizeChange: (params) => setHeight(params.height),
      },
      onFrame(direction, message) {
        const label = labelOf(message);
        if (label === SANDBOX_READY) return;
        record(direction, "mcp-apps", label, message);
        // One host, two bridges: a mode granted over MCP Apps is ChatGPT's display mode too.
        const mode = (message as { params?: { displayMode?: unknown } }).params?.displayMode;
        if (
          chatgpt &&
          direction === "out" &&
          label === "ui/notifications/host-context-changed" &&
          typeof mode === "string"
        ) {
          chatgpt.set({ displayMode: mode as OpenAiGlobals["displayMode"] });
        }
      },
    });

    if (config.openai && config.chatgpt) {
      chatgpt = connectOpenAiFrame(() => proxy, {
        ...config.chatgpt.globals,
        pendingApproval: config.chatgpt.pendingApproval,
        fileLibrary: config.chatgpt.fileLibrary === false ? false : undefined,
        redirectDomains: config.chatgpt.redirectDomains,
        handlers: {
          callTool: (name, args) => serve({ kind: "callTool", name, args: args ?? {} }) as Promise<ToolResult>,
        },
        onCall(call) {
          if (call.fn === "notifyIntrinsicHeight") setHeight(call.args[0] as number);
        },
      });
      // The widget's window.openai calls, for the message log (the replies go out unseen by us).
      window.addEventListener("message", (event) => {
        if (event.source === proxy && isCallEnvelope(event.data))
          record("in", "openai", `call ${event.data.fn}`, event.data);
      });
    }

    const widgetLoaded = nextWidgetLoad(proxy);
    reload = config.reload;

    frame.src = config.sandboxUrl;
    await proxyReady;
    proxy.postMessage(
      { jsonrpc: "2.0", method: SANDBOX_RESOURCE_READY, params: { html: config.html, sandbox: config.sandbox } },
      "*",
    );
    await widgetLoaded;
    // A ChatGPT widget may use window.openai alone and never start the MCP Apps handshake.
    if (!config.openai) {
      const timeout = config.handshakeTimeoutMs ?? 10_000;
      const late = delay(timeout).then(() => {
        throw new Error(
          `The widget did not finish the MCP Apps handshake within ${timeout} ms (it must connect to the host, e.g. with @hostbridge/core or the ext-apps App).`,
        );
      });
      await Promise.race([mcp.initialized, late]);
    }
  }

  /** The widget frame reloads; the host restores it as the profile's host does. */
  async function reloadFrame(): Promise<void> {
    const proxy = required(frame?.contentWindow ?? undefined, "widget frame");
    const restore = reload !== "frame-not-restored";
    const loaded = nextWidgetLoad(proxy);
    proxy.postMessage({ [RELOAD_WIDGET]: { restore } }, "*");
    if (!restore) return;
    await loaded;
    // ChatGPT's window.openai gets the emptied result too (the MCP Apps side replays it on reconnect).
    if (chatgpt && reload === "replays-emptied-result") {
      chatgpt.set({ toolOutput: {}, toolResponseMetadata: null });
      record("out", "openai", "set_globals", { toolOutput: {}, toolResponseMetadata: null });
    }
  }

  const required = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The widget host has no ${what} (start it first).`);
    return value;
  };

  async function settle(): Promise<void> {
    // Quiet means: nothing queued, every request answered, and the log unchanged for three polls.
    let quiet = 0;
    let seen = log.length;
    for (let i = 0; i < 200 && quiet < 3; i++) {
      // Queued sends wait for the widget's `initialized`, which a window.openai-only widget never sends.
      if (mcp?.isInitialized) await mcp.idle();
      await delay(20);
      const calm = (!mcp || mcp.pendingRequests === 0) && log.length === seen;
      seen = log.length;
      quiet = calm ? quiet + 1 : 0;
    }
  }

  /** Awaits an MCP Apps send once the widget is on that bridge; before that it stays queued. */
  const sent = async (send: Promise<unknown>) => {
    if (mcp?.isInitialized) await send;
    else void send.catch(() => undefined);
  };

  /** A request to the widget's own tools, its refusal or error kept as data for Node. */
  async function appToolsRequest<T>(
    method: AppToolsMethod,
    request: (host: McpAppsFrameHost) => Promise<T>,
  ): Promise<AppToolsAnswer<T>> {
    const host = required(mcp, "MCP Apps bridge");
    try {
      // A window.openai-only widget never initializes: refuse now instead of queueing forever.
      if (!host.isInitialized) throw new AppToolsNotDeclaredError(method, "no-handshake");
      return { ok: true, value: await request(host) };
    } catch (error) {
      if (error instanceof AppToolsNotDeclaredError)
        return { ok: false, refused: { method: error.method, reason: error.reason } };
      const code = (error as { code?: unknown } | null)?.code;
      return {
        ok: false,
        error: {
          message: error instanceof Error ? error.message : String(error),
          ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
        },
      };
    }
  }

  const textOf = (content: unknown) =>
    (Array.isArray(content) ? (content as ContentBlock[]) : []).flatMap((block) =>
      block.type === "text" && typeof block.text === "string" ? [block.text] : [],
    );

  return {
    start,
    reloadFrame,
    async update(globals) {
      const host = required(mcp, "MCP Apps bridge");
      if (chatgpt) {
        chatgpt.set(globals);
        record("out", "openai", "set_globals", globals);
      }
      const context = toHostContext(globals);
      if (Object.keys(context).length) await sent(host.setHostContext(context));
      if (globals.toolInput) await sent(host.sendToolInput(globals.toolInput));
      if (globals.toolOutput !== undefined || globals.toolResponseMetadata !== undefined) {
        const output = globals.toolOutput !== undefined ? globals.toolOutput : chatgpt?.globals.toolOutput;
        await sent(host.sendToolResult(toolResultOf(output, globals.toolResponseMetadata)));
      }
    },
    setHostContext: (partial) => sent(required(mcp, "MCP Apps bridge").setHostContext(partial)),
    async deliverToolResult(result) {
      chatgpt?.setToolResult(result);
      await sent(required(mcp, "MCP Apps bridge").sendToolResult(result));
    },
    async approve(args) {
      chatgpt?.approve(args);
      await sent(required(mcp, "MCP Apps bridge").approve(args));
    },
    cancel: (reason) => sent(required(mcp, "MCP Apps bridge").cancel(reason)),
    teardown: () => required(mcp, "MCP Apps bridge").teardown(),
    appTools: () => appToolsRequest("tools/list", (host) => host.appTools()),
    callAppTool: ({ name, args }) => appToolsRequest("tools/call", (host) => host.callAppTool(name, args)),
    settle,
    records() {
      const host = required(mcp, "MCP Apps bridge");
      const chatgptCalls =
        chatgpt
          ?.callsOf("callTool")
          .map((call) => ({ name: call.args[0] as string, args: (call.args[1] ?? {}) as UnknownObject })) ?? [];
      const mcpCalls = host.requestsOf("tools/call").map((request) => ({
        name: request.params?.name as string,
        args: (request.params?.arguments ?? {}) as UnknownObject,
      }));
      return {
        toolCalls: [...chatgptCalls, ...mcpCalls],
        followUps: [
          ...(chatgpt?.messages.map((message) => message.prompt) ?? []),
          ...host.messages.flatMap((message) => textOf(message.content)),
        ],
        openedLinks: [...(chatgpt?.openedLinks.map((link) => link.url) ?? []), ...host.openedLinks],
        modelContext: host.modelContext,
        widgetState: chatgpt?.globals.widgetState ?? null,
        displayMode: chatgpt?.globals.displayMode ?? String(host.hostContext.displayMode ?? "inline"),
        frameHeight: frame?.getBoundingClientRect().height ?? 0,
        teardownRequests: host.teardownRequests,
        closeRequests: chatgpt?.closeRequests ?? 0,
        checkouts: [...(chatgpt?.checkouts ?? [])],
      };
    },
    messages: () => log.map((entry) => ({ ...entry, data: JSON.parse(JSON.stringify(entry.data ?? null)) as unknown })),
  };
}

(window as unknown as Record<string, HostPageController>)[HOST_PAGE_GLOBAL] = createController();
