import type { ReactNode } from "react";
import { act, render } from "@testing-library/react";
import { createHost, type ContentBlock, type DeviceType, type UnknownObject } from "@hostbridge/core";
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
import type { RenderWidgetOptions, RenderWidgetResult } from "./render-widget-types.js";

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

/** `renderWidget`, with React and Testing Library loaded. */
export async function renderWidgetWithReact(
  ui: ReactNode,
  options: RenderWidgetOptions = {},
): Promise<RenderWidgetResult> {
  await testHooksReady;
  const profile = options.profile === undefined ? undefined : hostProfile(options.profile);
  if (profile && !profile.rendersUi) {
    const shown =
      options.toolResult ??
      (options.toolOutput !== undefined ? toolResult(options.toolOutput, options.toolResponseMetadata) : undefined);
    throw new HostShowsNoWidgetError(profile.id, textFallbackOf(shown));
  }
  const mode = options.host ?? (profile ? (profile.openai ? "chatgpt+mcp" : "mcp-apps") : "chatgpt");
  const {
    host: _mode,
    profile: _profile,
    chatgpt: chatgptExtra,
    mcp: mcpExtra,
    hostOptions,
    renderOptions,
    tools,
    toolResult: initialResult,
    ...initial
  } = options;
  const win = globalThis.window;

  let chatgpt: ChatGptHost | undefined;
  let mcp: McpAppsHost | undefined;
  if (mode === "chatgpt" || mode === "chatgpt+mcp") {
    chatgpt = createChatGptHost({
      ...profileGlobals(profile),
      ...initial,
      toolResult: initialResult,
      tools,
      ...chatgptExtra,
      window: win,
    });
  }
  if (mode === "mcp-apps" || mode === "chatgpt+mcp") {
    const {
      toolInput,
      toolOutput,
      toolResponseMetadata,
      theme,
      displayMode,
      locale,
      maxHeight,
      safeArea,
      userAgent,
      device,
      availableDisplayModes,
      pendingApproval,
    } = initial;
    mcp = createMcpAppsHost({
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
      ...(initialResult
        ? { toolResult: initialResult }
        : toolOutput || toolResponseMetadata
          ? { toolResult: toolResult(toolOutput, toolResponseMetadata) }
          : {}),
      tools,
      ...mcpExtra,
      hostContext: { ...toHostContext(initial), ...mcpExtra?.hostContext },
    });
  }

  // A host that gives the frame no storage: reading it throws, as in the browser.
  const restoreStorage = profile?.frameStorage === "none" ? blockFrameStorage(win) : undefined;
  const host = createHost({
    storage: null,
    notice: false,
    ...hostOptions,
    window: win,
    ...(mcp ? { port: mcp.port } : {}),
  });
  const view = render(<HostProvider host={host}>{ui}</HostProvider>, renderOptions);

  const settle = async () => {
    await act(async () => {
      // In-memory messages take a macrotask each way: wait for a few quiet ones in a row,
      // with nothing queued on the host and every request of the widget answered.
      let quiet = 0;
      for (let i = 0; i < 200 && quiet < 3; i++) {
        if (mcp) await mcp.idle();
        await macrotask();
        quiet = !mcp || mcp.pendingRequests === 0 ? quiet + 1 : 0;
      }
    });
  };

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
    const connected = mcp;
    await act(async () => {
      await host.ready;
      await connected.initialized;
    });
  }
  await settle();

  const update = async (globals: Partial<OpenAiGlobals>) => {
    await act(async () => {
      chatgpt?.set(globals);
      if (!mcp) return;
      const ctx = toHostContext(globals);
      if (Object.keys(ctx).length) void mcp.setHostContext(ctx);
      if (globals.toolInput) void mcp.sendToolInput(globals.toolInput);
      if (globals.toolOutput !== undefined || globals.toolResponseMetadata !== undefined) {
        const output = globals.toolOutput !== undefined ? globals.toolOutput : chatgpt?.globals.toolOutput;
        void mcp.sendToolResult(toolResult(output, globals.toolResponseMetadata));
      }
    });
    await settle();
  };

  const mcpBridge = (): McpAppsHost => {
    if (mcp) return mcp;
    throw new Error(
      'App tools are an MCP Apps feature: in host "chatgpt" window.openai cannot list or call the widget\'s tools. Render with host "mcp-apps" or "chatgpt+mcp".',
    );
  };
  const callAppTool = async (name: string, args?: UnknownObject) => {
    const host = mcpBridge();
    let result: Awaited<ReturnType<McpAppsHost["callAppTool"]>> | undefined;
    await act(async () => {
      result = await host.callAppTool(name, args);
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
    update,
    async deliverToolResult(result) {
      await act(async () => {
        chatgpt?.setToolResult(result);
        if (mcp) void mcp.sendToolResult(result);
      });
      await settle();
    },
    async approve(args) {
      await act(async () => {
        chatgpt?.approve(args);
        if (mcp) void mcp.approve(args);
      });
      await settle();
    },
    settle,
    toolCalls: () => [
      ...(chatgpt
        ?.callsOf("callTool")
        .map((call) => ({ name: call.args[0] as string, args: (call.args[1] ?? {}) as UnknownObject })) ?? []),
      ...(mcp?.requestsOf("tools/call").map((request) => ({
        name: request.params?.name as string,
        args: (request.params?.arguments ?? {}) as UnknownObject,
      })) ?? []),
    ],
    followUps: () => [
      ...(chatgpt?.messages.map((message) => message.prompt) ?? []),
      ...(mcp?.messages.flatMap((message) =>
        (message.content as ContentBlock[]).flatMap((block) =>
          block.type === "text" && typeof block.text === "string" ? [block.text] : [],
        ),
      ) ?? []),
    ],
    openedLinks: () => [...(chatgpt?.openedLinks.map((link) => link.url) ?? []), ...(mcp?.openedLinks ?? [])],
    appTools: async () => mcpBridge().appTools(),
    callAppTool,
    cleanup: dispose,
  };
}
