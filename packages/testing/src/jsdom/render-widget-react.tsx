import type { ReactNode } from "react";
import { act, render } from "@testing-library/react";
import { createHost, type ContentBlock, type DeviceType, type ToolResult, type UnknownObject } from "@hostbridge/core";
import { HostShowsNoWidgetError } from "../model/host-shows-no-widget.js";
import { hostProfile } from "../model/host-profiles.js";
import { textFallbackOf } from "../model/profile-behaviour.js";
import type { HostProfile } from "../model/profile-types.js";
import { blockFrameStorage } from "./frame-storage.js";
import { mcpDisplayMode, toHostContext, toolResultOf as toolResult } from "../model/globals-to-context.js";
import { HostProvider } from "@hostbridge/react";
import { createChatGptHost, type ChatGptHost } from "./chatgpt-host.js";
import { testHooksReady, track } from "./cleanup.js";
import { createMcpAppsHost, type McpAppsHost } from "./mcp-apps-host.js";
import type { OpenAiGlobals } from "../model/openai-object.js";
import type { HostMode, RenderWidgetOptions, RenderWidgetResult } from "./render-widget-types.js";

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What a ChatGPT profile sets in window.openai unless the test says otherwise: a phone, a modal, its maxHeight. */
function profileGlobals(profile: HostProfile | undefined): Partial<OpenAiGlobals> & { device?: DeviceType } {
  if (!profile?.openai) return {};
  return {
    ...(profile.container.maxHeight !== undefined ? { maxHeight: profile.container.maxHeight } : {}),
    ...(profile.hostContext.platform === "mobile" ? { device: "mobile" as const } : {}),
    ...(profile.openaiView ? { view: profile.openaiView, displayMode: "modal" as const } : {}),
  };
}

/** What `renderWidget` takes besides its own options: the initial globals and the hosts' settings. */
type InitialGlobals = Omit<
  RenderWidgetOptions,
  "host" | "profile" | "chatgpt" | "mcp" | "hostOptions" | "renderOptions" | "tools" | "toolResult"
>;

/** A profile whose host shows no widget refuses, telling what that host shows instead (the text fallback). */
function refuseHiddenWidget(profile: HostProfile | undefined, options: RenderWidgetOptions): void {
  if (!profile || profile.rendersUi) return;
  const shown =
    options.toolResult ??
    (options.toolOutput !== undefined ? toolResult(options.toolOutput, options.toolResponseMetadata) : undefined);
  throw new HostShowsNoWidgetError(profile.id, textFallbackOf(shown));
}

/** The host mode: the option, else the profile's (ChatGPT's profiles play both bridges), else ChatGPT. */
function hostModeOf(options: RenderWidgetOptions, profile: HostProfile | undefined): HostMode {
  if (options.host) return options.host;
  if (!profile) return "chatgpt";
  return profile.openai ? "chatgpt+mcp" : "mcp-apps";
}

/** The MCP Apps host's tool result: the whole result, else one built from the output and its metadata. */
function mcpToolResult(initialResult: ToolResult | undefined, initial: InitialGlobals): { toolResult?: ToolResult } {
  if (initialResult) return { toolResult: initialResult };
  const { toolOutput, toolResponseMetadata } = initial;
  return toolOutput || toolResponseMetadata ? { toolResult: toolResult(toolOutput, toolResponseMetadata) } : {};
}

/** The fake MCP Apps host for these options: the profile's preset with the initial globals on top. */
function createMcpHostFor(
  profile: HostProfile | undefined,
  initial: InitialGlobals,
  options: RenderWidgetOptions,
): McpAppsHost {
  const { toolInput, theme, displayMode, locale, maxHeight, safeArea, userAgent, device } = initial;
  const { availableDisplayModes, pendingApproval } = initial;
  const mcpExtra = options.mcp;
  return createMcpAppsHost({
    ...(profile ? { preset: profile.id } : {}),
    theme,
    displayMode: mcpDisplayMode(displayMode),
    locale,
    maxHeight,
    safeArea,
    device: device ?? userAgent?.device.type,
    availableDisplayModes,
    pendingApproval,
    ...(toolInput ? { toolInput } : {}),
    ...mcpToolResult(options.toolResult, initial),
    tools: options.tools,
    ...mcpExtra,
    hostContext: { ...toHostContext(initial), ...mcpExtra?.hostContext },
  });
}

/** In-memory messages take a macrotask each way: waits for a few quiet ones in a row, inside `act`. */
function settlerFor(mcp: McpAppsHost | undefined): () => Promise<void> {
  return async () => {
    await act(async () => {
      // Quiet: nothing queued on the host and every request of the widget answered.
      let quiet = 0;
      for (let i = 0; i < 200 && quiet < 3; i++) {
        if (mcp) await mcp.idle();
        await macrotask();
        quiet = !mcp || mcp.pendingRequests === 0 ? quiet + 1 : 0;
      }
    });
  };
}

/** Plays a change of globals on the MCP Apps host: host context, tool input, tool result. */
function sendGlobalsOverMcp(mcp: McpAppsHost, globals: Partial<OpenAiGlobals>, chatgpt: ChatGptHost | undefined): void {
  const context = toHostContext(globals);
  if (Object.keys(context).length) void mcp.setHostContext(context);
  if (globals.toolInput) void mcp.sendToolInput(globals.toolInput);
  if (globals.toolOutput !== undefined || globals.toolResponseMetadata !== undefined) {
    const output = globals.toolOutput !== undefined ? globals.toolOutput : chatgpt?.globals.toolOutput;
    void mcp.sendToolResult(toolResult(output, globals.toolResponseMetadata));
  }
}

/** Tool calls the widget made: ChatGPT's first, then MCP Apps'. */
function toolCallsOf(chatgpt: ChatGptHost | undefined, mcp: McpAppsHost | undefined) {
  return [
    ...(chatgpt
      ?.callsOf("callTool")
      .map((call) => ({ name: call.args[0] as string, args: (call.args[1] ?? {}) as UnknownObject })) ?? []),
    ...(mcp?.requestsOf("tools/call").map((request) => ({
      name: request.params?.name as string,
      args: (request.params?.arguments ?? {}) as UnknownObject,
    })) ?? []),
  ];
}

/** Follow-up prompts the widget sent: ChatGPT's first, then the text of MCP Apps' messages. */
function followUpsOf(chatgpt: ChatGptHost | undefined, mcp: McpAppsHost | undefined): string[] {
  return [
    ...(chatgpt?.messages.map((message) => message.prompt) ?? []),
    ...(mcp?.messages.flatMap((message) =>
      (message.content as ContentBlock[]).flatMap((block) =>
        block.type === "text" && typeof block.text === "string" ? [block.text] : [],
      ),
    ) ?? []),
  ];
}

/** `renderWidget`, with React and Testing Library loaded. */
export async function renderWidgetWithReact(
  ui: ReactNode,
  options: RenderWidgetOptions = {},
): Promise<RenderWidgetResult> {
  await testHooksReady;
  const profile = options.profile === undefined ? undefined : hostProfile(options.profile);
  refuseHiddenWidget(profile, options);
  const mode = hostModeOf(options, profile);
  const {
    host: _mode,
    profile: _profile,
    chatgpt: chatgptExtra,
    mcp: _mcpExtra,
    hostOptions,
    renderOptions,
    tools,
    toolResult: initialResult,
    ...initial
  } = options;
  const hostWindow = globalThis.window;

  const chatgpt =
    mode === "chatgpt" || mode === "chatgpt+mcp"
      ? createChatGptHost({
          ...profileGlobals(profile),
          ...initial,
          toolResult: initialResult,
          tools,
          ...chatgptExtra,
          window: hostWindow,
        })
      : undefined;
  const mcp = mode === "mcp-apps" || mode === "chatgpt+mcp" ? createMcpHostFor(profile, initial, options) : undefined;

  // A host that gives the frame no storage: reading it throws, as in the browser.
  const restoreStorage = profile?.frameStorage === "none" ? blockFrameStorage(hostWindow) : undefined;
  const host = createHost({
    storage: null,
    notice: false,
    ...hostOptions,
    window: hostWindow,
    ...(mcp ? { port: mcp.port } : {}),
  });
  const view = render(<HostProvider host={host}>{ui}</HostProvider>, renderOptions);
  const settle = settlerFor(mcp);

  let disposed = false;
  const dispose = async () => {
    if (disposed) return;
    disposed = true;
    untrack();
    view.unmount();
    view.container.parentNode?.removeChild(view.container);
    await host.close();
    await mcp?.close();
    chatgpt?.uninstall();
    restoreStorage?.();
  };
  const untrack = track(dispose);

  if (mcp) {
    await act(async () => {
      await host.ready;
      await mcp.initialized;
    });
  }
  await settle();

  /** Runs `change` on the fakes inside `act`, then waits for the widget to settle. */
  const played = async (change: () => void) => {
    await act(async () => change());
    await settle();
  };

  const mcpBridge = (): McpAppsHost => {
    if (mcp) return mcp;
    throw new Error(
      'App tools are an MCP Apps feature: in host "chatgpt" window.openai cannot list or call the widget\'s tools. Render with host "mcp-apps" or "chatgpt+mcp".',
    );
  };
  const callAppTool = async (name: string, args?: UnknownObject) => {
    const bridge = mcpBridge();
    let result: Awaited<ReturnType<McpAppsHost["callAppTool"]>> | undefined;
    await act(async () => {
      result = await bridge.callAppTool(name, args);
    });
    await settle();
    return result as NonNullable<typeof result>;
  };

  return {
    ...view,
    mode,
    ...(profile ? { profile } : {}),
    host,
    chatgpt,
    mcp,
    update: (globals) =>
      played(() => {
        chatgpt?.set(globals);
        if (mcp) sendGlobalsOverMcp(mcp, globals, chatgpt);
      }),
    deliverToolResult: (result) =>
      played(() => {
        chatgpt?.setToolResult(result);
        if (mcp) void mcp.sendToolResult(result);
      }),
    approve: (args) =>
      played(() => {
        chatgpt?.approve(args);
        if (mcp) void mcp.approve(args);
      }),
    settle,
    toolCalls: () => toolCallsOf(chatgpt, mcp),
    followUps: () => followUpsOf(chatgpt, mcp),
    openedLinks: () => [...(chatgpt?.openedLinks.map((link) => link.url) ?? []), ...(mcp?.openedLinks ?? [])],
    appTools: async () => mcpBridge().appTools(),
    callAppTool,
    cleanup: dispose,
  };
}
