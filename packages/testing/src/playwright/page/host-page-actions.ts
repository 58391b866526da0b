// What Node asks of the host page once the widget is shown, one function per controller call.
import type { ContentBlock, ToolResult, UnknownObject } from "@hostbridge/core";
import type { McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { McpAppsFrameHost } from "../../browser/browser-mcp-host.js";
import { AppToolsNotDeclaredError, type AppToolsMethod } from "../../model/app-tools.js";
import { toHostContext, toolResultOf } from "../../model/globals-to-context.js";
import type { OpenAiGlobals } from "../../model/openai-object.js";
import type { AppToolsAnswer, HostPageRecords } from "../host-page-protocol.js";
import { delay, type HostPageState, mcpHost, required } from "./host-page-state.js";
import { nextWidgetLoad } from "./start-widget.js";
import { RELOAD_WIDGET } from "./sandbox-messages.js";

/** Awaits an MCP Apps send once the widget is on that bridge; before that it stays queued. */
export async function sent(state: HostPageState, send: Promise<unknown>): Promise<void> {
  if (state.mcp?.isInitialized) await send;
  else void send.catch(() => undefined);
}

/** The widget frame reloads; the host restores it as the profile's host does. */
export async function reloadFrame(state: HostPageState): Promise<void> {
  const proxy = required(state.frame?.contentWindow ?? undefined, "widget frame");
  const restore = state.reload !== "frame-not-restored";
  const loaded = nextWidgetLoad(proxy);
  proxy.postMessage({ [RELOAD_WIDGET]: { restore } }, "*");
  if (!restore) return;
  await loaded;
  // ChatGPT's window.openai gets the emptied result too (the MCP Apps side replays it on reconnect).
  if (state.chatgpt && state.reload === "replays-emptied-result") {
    state.chatgpt.set({ toolOutput: {}, toolResponseMetadata: null });
    state.log.record("out", "openai", "set_globals", { toolOutput: {}, toolResponseMetadata: null });
  }
}

/** A host-side change of globals: `set_globals` to ChatGPT, the matching MCP Apps sends. */
export async function update(state: HostPageState, globals: Partial<OpenAiGlobals>): Promise<void> {
  const host = mcpHost(state);
  if (state.chatgpt) {
    state.chatgpt.set(globals);
    state.log.record("out", "openai", "set_globals", globals);
  }
  const context = toHostContext(globals);
  if (Object.keys(context).length) await sent(state, host.setHostContext(context));
  if (globals.toolInput) await sent(state, host.sendToolInput(globals.toolInput));
  if (globals.toolOutput !== undefined || globals.toolResponseMetadata !== undefined) {
    const output = globals.toolOutput !== undefined ? globals.toolOutput : state.chatgpt?.globals.toolOutput;
    await sent(state, host.sendToolResult(toolResultOf(output, globals.toolResponseMetadata)));
  }
}

/** Sends these host context keys over MCP Apps. */
export const setHostContext = (state: HostPageState, partial: McpUiHostContext): Promise<void> =>
  sent(state, mcpHost(state).setHostContext(partial));

/** The tool call finished, in every bridge present. */
export async function deliverToolResult(state: HostPageState, result: ToolResult): Promise<void> {
  state.chatgpt?.setToolResult(result);
  await sent(state, mcpHost(state).sendToolResult(result));
}

/** The user approves the pending tool call, in every bridge present. */
export async function approve(state: HostPageState, args: UnknownObject): Promise<void> {
  state.chatgpt?.approve(args);
  await sent(state, mcpHost(state).approve(args));
}

/** `ui/notifications/tool-cancelled`. */
export const cancel = (state: HostPageState, reason?: string): Promise<void> =>
  sent(state, mcpHost(state).cancel(reason));

/** Sends `ui/resource-teardown`; resolves with the widget's answer. */
export const teardown = (state: HostPageState): Promise<unknown> => mcpHost(state).teardown();

/** Resolves once nothing is queued, every request is answered, and the log stood still for three polls. */
export async function settle(state: HostPageState): Promise<void> {
  const { log } = state;
  let quiet = 0;
  let seen = log.size;
  for (let i = 0; i < 200 && quiet < 3; i++) {
    // Queued sends wait for the widget's `initialized`, which a window.openai-only widget never sends.
    if (state.mcp?.isInitialized) await state.mcp.idle();
    await delay(20);
    const calm = (!state.mcp || state.mcp.pendingRequests === 0) && log.size === seen;
    seen = log.size;
    quiet = calm ? quiet + 1 : 0;
  }
}

/** An error as data Node can throw again: its message, and its JSON-RPC code when it has one. */
function errorAnswer(error: unknown): AppToolsAnswer<never> {
  const code = (error as { code?: unknown } | null)?.code;
  return {
    ok: false,
    error: {
      message: error instanceof Error ? error.message : String(error),
      ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    },
  };
}

/** A request to the widget's own tools, its refusal or error kept as data for Node. */
export async function appToolsRequest<T>(
  state: HostPageState,
  method: AppToolsMethod,
  request: (host: McpAppsFrameHost) => Promise<T>,
): Promise<AppToolsAnswer<T>> {
  const host = mcpHost(state);
  try {
    // A window.openai-only widget never initializes: refuse now instead of queueing forever.
    if (!host.isInitialized) throw new AppToolsNotDeclaredError(method, "no-handshake");
    return { ok: true, value: await request(host) };
  } catch (error) {
    if (error instanceof AppToolsNotDeclaredError)
      return { ok: false, refused: { method: error.method, reason: error.reason } };
    return errorAnswer(error);
  }
}

/** The text blocks of a message's content. */
const textOf = (content: unknown) =>
  (Array.isArray(content) ? (content as ContentBlock[]) : []).flatMap((block) =>
    block.type === "text" && typeof block.text === "string" ? [block.text] : [],
  );

/** Tool calls the widget made: ChatGPT's first, then MCP Apps'. */
function toolCalls(state: HostPageState, host: McpAppsFrameHost): HostPageRecords["toolCalls"] {
  const chatgptCalls =
    state.chatgpt
      ?.callsOf("callTool")
      .map((call) => ({ name: call.args[0] as string, args: (call.args[1] ?? {}) as UnknownObject })) ?? [];
  const mcpCalls = host.requestsOf("tools/call").map((request) => ({
    name: request.params?.name as string,
    args: (request.params?.arguments ?? {}) as UnknownObject,
  }));
  return [...chatgptCalls, ...mcpCalls];
}

/** Every record the host keeps, as plain data for Node. */
export function records(state: HostPageState): HostPageRecords {
  const host = mcpHost(state);
  const { chatgpt } = state;
  return {
    toolCalls: toolCalls(state, host),
    followUps: [
      ...(chatgpt?.messages.map((message) => message.prompt) ?? []),
      ...host.messages.flatMap((message) => textOf(message.content)),
    ],
    openedLinks: [...(chatgpt?.openedLinks.map((link) => link.url) ?? []), ...host.openedLinks],
    modelContext: host.modelContext,
    widgetState: chatgpt?.globals.widgetState ?? null,
    displayMode: chatgpt?.globals.displayMode ?? String(host.hostContext.displayMode ?? "inline"),
    frameHeight: state.frame?.getBoundingClientRect().height ?? 0,
    teardownRequests: host.teardownRequests,
    closeRequests: chatgpt?.closeRequests ?? 0,
    checkouts: [...(chatgpt?.checkouts ?? [])],
  };
}
