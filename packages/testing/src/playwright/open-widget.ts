import type { FrameLocator, Locator, Page } from "@playwright/test";
import {
  OPENAI_GLOBAL_NAMES,
  type DeviceType,
  type DisplayMode,
  type ToolResult,
  type UnknownObject,
} from "@hostbridge/core";
import type { McpUiHostCapabilities, McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
import { AppToolsNotDeclaredError, type AppToolDefinition, type AppToolResult } from "../model/app-tools.js";
import { HostShowsNoWidgetError } from "../model/host-shows-no-widget.js";
import { textFallbackOf } from "../model/profile-behaviour.js";
import { initialGlobals } from "../model/globals-defaults.js";
import { mcpDisplayMode, toolResultOf } from "../model/globals-to-context.js";
import { hostProfile, type HostProfile, type HostProfileId } from "../model/host-profiles.js";
import { initialHostContext } from "../jsdom/mcp-apps-host.js";
import type { OpenAiGlobals } from "../model/openai-object.js";
import { runTool, type ToolMap } from "../model/tools.js";
import { browserAsset } from "./browser-assets.js";
import {
  HOST_PAGE_GLOBAL,
  SERVE_BINDING,
  type AppToolsAnswer,
  type HostPageConfig,
  type HostPageRecords,
  type LoggedMessage,
  type ServeRequest,
} from "./host-page-protocol.js";
import type { HostPageController } from "./page/host-page.js";
import { cspFor, injectIntoHead } from "./widget-document.js";
import { resolveWidget, type ResolvedWidget, type WidgetSource } from "./widget-source.js";
import { startWidgetHostServer, type WidgetHostServer } from "./widget-host-server.js";

/** How to open a widget: where it comes from, which host plays, and the initial globals. */
export interface OpenWidgetOptions extends Partial<OpenAiGlobals> {
  /** The built widget: `{ file }`, `{ url }`, `{ html }` or `{ server, tool, args }`. */
  widget: WidgetSource;
  /**
   * The host profile (`@hostbridge/testing/profiles`); default `"mcp-apps"`. The ChatGPT profiles add
   * `window.openai`. A host that shows no widget (`"claude-code"`) rejects with `HostShowsNoWidgetError`.
   */
  profile?: HostProfileId;
  /** The same as `profile` (its older name). */
  host?: HostProfileId;
  /** The finished tool call as a whole MCP result (instead of `toolOutput`). */
  toolResult?: ToolResult;
  /** The tool call needs approval: no `toolInput` until `approve(args)`. */
  pendingApproval?: boolean;
  /** The device the host describes (`mobile`/`tablet`: touch, no hover). */
  device?: DeviceType;
  /** The host context's time zone, e.g. `Europe/Rome`. */
  timeZone?: string;
  /** The display modes the host grants. */
  availableDisplayModes?: DisplayMode[];
  /** Fake server tools, run in Node; with a server source they answer before the server does. */
  tools?: ToolMap;
  /** Resources answered for `resources/read` (a text body), before a server source's. */
  resources?: Record<string, string>;
  /** Replace the profile's advertised capabilities. */
  capabilities?: McpUiHostCapabilities;
  /** Merged over the profile's host context. */
  hostContext?: McpUiHostContext;
  /** Apply the MCP Apps default CSP (widened by the resource's `_meta.ui.csp`); default: when the profile is strict. */
  csp?: boolean;
  /** The frame's width in CSS pixels (default: the card's, 760). */
  width?: number;
  /** How long a widget on a plain MCP Apps profile may take to finish the handshake before `openWidget` rejects (default 10,000 ms). */
  handshakeTimeoutMs?: number;
  /** A running host server to reuse (the fixture passes its worker's); default: a new one, closed with the widget. */
  hostServer?: WidgetHostServer;
}

/** A widget shown in a real host page: the same controller as `renderWidget`, asynchronous. */
export interface BrowserWidget {
  /** The host page. */
  readonly page: Page;
  /** The widget's document (inside the sandbox proxy): locate elements in it. */
  readonly frame: FrameLocator;
  /** The widget's iframe element in the host page (the sandbox proxy frame). */
  readonly element: Locator;
  /** The host profile the page plays. */
  readonly profile: HostProfile;
  /** The host server serving the page. */
  readonly hostServer: WidgetHostServer;
  /** A host-side change (ChatGPT `set_globals`; MCP Apps host context, tool input or tool result), then `settle()`. */
  update(globals: Partial<OpenAiGlobals>): Promise<void>;
  /** Sends an MCP Apps `host-context-changed` with these keys, then `settle()`. */
  setHostContext(partial: McpUiHostContext): Promise<void>;
  /** The tool call finished, in every bridge present. */
  deliverToolResult(result: ToolResult): Promise<void>;
  /** The user approves the pending tool call. */
  approve(args: UnknownObject): Promise<void>;
  /** `ui/notifications/tool-cancelled`. */
  cancel(reason?: string): Promise<void>;
  /** Sends `ui/resource-teardown`; resolves with the widget's answer. */
  teardown(): Promise<unknown>;
  /**
   * The widget's own tools (`useAppTool`, `registerAppTools`) as the host page's MCP Apps host
   * lists them: its `tools/list` answer. Rejects with `AppToolsNotDeclaredError` when the widget's
   * `ui/initialize` declared no `appCapabilities.tools` (or it never connected over MCP Apps, as a
   * `window.openai`-only widget), as a real host then lists none.
   */
  appTools(): Promise<AppToolDefinition[]>;
  /**
   * The host calls one of the widget's own tools (`tools/call`), then `settle()`; resolves with its
   * result. Rejects like `appTools()`, or with the widget's JSON-RPC error (e.g. an unknown name).
   */
  callAppTool(name: string, args?: UnknownObject): Promise<AppToolResult>;
  /** Waits until every message in flight has arrived and every request of the widget is answered. */
  settle(): Promise<void>;
  /** Tool calls the widget made, in both bridges: `{ name, args }`. */
  toolCalls(): Promise<
    Array<{
      /** The tool's name. */
      name: string;
      /** The arguments as sent. */
      args: UnknownObject;
    }>
  >;
  /** Follow-up prompts the widget sent. */
  followUps(): Promise<string[]>;
  /** URLs the widget asked the host to open. */
  openedLinks(): Promise<string[]>;
  /** The latest `ui/update-model-context` params, or `null`. */
  modelContext(): Promise<unknown>;
  /** Every other record the host keeps (display mode, frame height, widget state, teardown and close requests). */
  records(): Promise<HostPageRecords>;
  /** Every message between host and widget, oldest first. */
  messages(): Promise<LoggedMessage[]>;
  /**
   * The widget's frame reloads, and the host does what the profile's host does (`profile.reload`):
   * sends the tool input and result again, replays an emptied result (ChatGPT), sends nothing (the
   * MCP Inspector), or leaves the frame empty (basic-host, MCP-UI). Then `settle()`.
   */
  reloadFrame(): Promise<void>;
  /** The widget's frame height in the host page, CSS pixels. */
  frameHeight(): Promise<number>;
  /** A PNG of the widget card (the frame as the host shows it); `path` also writes it there. */
  screenshot(options?: { path?: string }): Promise<Buffer>;
  /** Closes the MCP client and (if the widget started it) the host server. */
  close(): Promise<void>;
}

type ServeHandler = (request: ServeRequest) => Promise<unknown>;
const servers = new WeakMap<Page, { current: ServeHandler }>();

/** One binding per page; each `openWidget` on that page points it at its own widget. */
async function bindServe(page: Page, handler: ServeHandler): Promise<void> {
  const existing = servers.get(page);
  if (existing) {
    existing.current = handler;
    return;
  }
  const slot = { current: handler };
  servers.set(page, slot);
  await page.exposeBinding(SERVE_BINDING, (_source, request: ServeRequest) => slot.current(request));
}

function serveHandler(options: OpenWidgetOptions, resolved: ResolvedWidget): ServeHandler {
  return async (request) => {
    if (request.kind === "callTool") {
      if (options.tools && Object.hasOwn(options.tools, request.name))
        return runTool(options.tools, request.name, request.args);
      if (resolved.client) return resolved.client.callTool({ name: request.name, arguments: request.args });
      return runTool(options.tools, request.name, request.args);
    }
    const text = options.resources?.[request.uri];
    if (text !== undefined) return { contents: [{ uri: request.uri, mimeType: "text/plain", text }] };
    if (resolved.client) return resolved.client.readResource({ uri: request.uri });
    throw new Error(`Resource not found: ${request.uri}`);
  };
}

/** The tool result the host page shows: the options' own (whole, or output and metadata), else the server's. */
function configToolResult(options: OpenWidgetOptions, resolved: ResolvedWidget): ToolResult | undefined {
  if (options.toolResult) return options.toolResult;
  if (options.toolOutput !== undefined || options.toolResponseMetadata !== undefined)
    return toolResultOf(options.toolOutput, options.toolResponseMetadata);
  return resolved.toolResult;
}

/** The MCP Apps host context: the profile's, with the options' shortcuts and `hostContext` on top. */
function configHostContext(options: OpenWidgetOptions, profile: HostProfile): McpUiHostContext {
  return initialHostContext({
    preset: profile.id,
    theme: options.theme,
    displayMode: mcpDisplayMode(options.displayMode),
    availableDisplayModes: options.availableDisplayModes,
    locale: options.locale,
    timeZone: options.timeZone,
    maxHeight: options.maxHeight,
    safeArea: options.safeArea,
    device: options.device,
    hostContext: options.hostContext,
  });
}

/** What a ChatGPT profile's host starts the widget with. */
interface ToolCallShown {
  /** The tool input, if any. */
  toolInput: UnknownObject | undefined;
  /** The tool result, if any. */
  result: ToolResult | undefined;
}

/** ChatGPT's display mode: the option, else a modal profile's `"modal"`, else the host context's. */
function chatgptDisplayMode(
  options: OpenWidgetOptions,
  profile: HostProfile,
  hostContext: McpUiHostContext,
): OpenAiGlobals["displayMode"] {
  if (profile.openaiView) return options.displayMode ?? "modal";
  return options.displayMode ?? (hostContext.displayMode as DisplayMode | undefined) ?? "inline";
}

/** The initial `window.openai` globals of a ChatGPT profile, consistent with the MCP Apps host context. */
function chatgptGlobals(
  options: OpenWidgetOptions,
  profile: HostProfile,
  hostContext: McpUiHostContext,
  { toolInput, result }: ToolCallShown,
): OpenAiGlobals {
  const maxHeight = (hostContext.containerDimensions as { maxHeight?: number } | undefined)?.maxHeight;
  return initialGlobals({
    // A ChatGPT modal profile mounts the widget as the modal (displayMode "modal", view.params).
    ...(profile.openaiView ? { view: profile.openaiView, displayMode: "modal" as const } : {}),
    ...definedGlobals(options),
    theme: hostContext.theme ?? "light",
    displayMode: chatgptDisplayMode(options, profile, hostContext),
    ...(maxHeight !== undefined ? { maxHeight } : {}),
    ...(toolInput !== undefined ? { toolInput } : {}),
    ...(result ? { toolResult: result } : {}),
    pendingApproval: options.pendingApproval,
    device: options.device ?? (hostContext.platform === "mobile" ? "mobile" : undefined),
  });
}

/** The scripts that install `window.openai` in the widget document, before its own. */
async function openAiHeadScripts(globals: OpenAiGlobals): Promise<string[]> {
  // JSON inside <script>: "<" escaped so the document cannot be closed from the data.
  const init = JSON.stringify({ globals }).replace(/</g, "\\u003c");
  return [
    `<script>window.__hostbridgeOpenaiInit = ${init};</script>`,
    `<script>${await browserAsset("frame-entry.js")}</script>`,
  ];
}

/** The CSP meta tag, when the options or the profile ask for the strict default. */
function cspHead(options: OpenWidgetOptions, profile: HostProfile, resolved: ResolvedWidget): string[] {
  const strict = options.csp ?? profile.csp === "spec-default";
  return strict ? [`<meta http-equiv="Content-Security-Policy" content="${cspFor(resolved.meta.csp)}">`] : [];
}

/** The inner frame's `sandbox`: without allow-same-origin its origin is opaque, no storage, as in the profile's host. */
function frameSandbox(profile: HostProfile): string {
  const sameOrigin = profile.frameStorage === "none" ? "" : " allow-same-origin";
  return `allow-scripts${sameOrigin} allow-forms allow-popups allow-popups-to-escape-sandbox`;
}

/** The config's optional frame settings, present only when given. */
function frameOptions(options: OpenWidgetOptions): Pick<HostPageConfig, "width" | "handshakeTimeoutMs"> {
  return {
    ...(options.width ? { width: options.width } : {}),
    ...(options.handshakeTimeoutMs !== undefined ? { handshakeTimeoutMs: options.handshakeTimeoutMs } : {}),
  };
}

/** Everything the host page needs to show this widget as the profile's host shows it. */
async function buildConfig(
  options: OpenWidgetOptions,
  profile: HostProfile,
  resolved: ResolvedWidget,
  hostServer: WidgetHostServer,
): Promise<HostPageConfig> {
  const shown = { toolInput: options.toolInput ?? resolved.toolInput, result: configToolResult(options, resolved) };
  const { toolInput, result } = shown;
  const hostContext = configHostContext(options, profile);

  const head = cspHead(options, profile, resolved);
  let chatgpt: HostPageConfig["chatgpt"];
  if (profile.openai) {
    const globals = chatgptGlobals(options, profile, hostContext, shown);
    chatgpt = { globals, pendingApproval: options.pendingApproval };
    head.push(...(await openAiHeadScripts(globals)));
  }

  return {
    profile: profile.id,
    openai: profile.openai,
    sandboxUrl: hostServer.sandboxUrl,
    html: injectIntoHead(resolved.html, head.join("")),
    sandbox: frameSandbox(profile),
    reload: profile.reload,
    mcp: {
      hostInfo: profile.hostInfo,
      capabilities: options.capabilities ?? profile.capabilities,
      hostContext,
      ...(toolInput !== undefined && !options.pendingApproval ? { toolInput } : {}),
      ...(result ? { toolResult: result } : {}),
      pendingApproval: options.pendingApproval,
    },
    ...(chatgpt ? { chatgpt } : {}),
    ...frameOptions(options),
  };
}

/** The tool result the host would show: the options' own, else the server's. */
function shownResult(options: OpenWidgetOptions, resolved: ResolvedWidget): ToolResult | undefined {
  if (options.toolResult) return options.toolResult;
  if (options.toolOutput !== undefined) return toolResultOf(options.toolOutput, options.toolResponseMetadata);
  return resolved.toolResult;
}

function definedGlobals(options: OpenWidgetOptions): Partial<OpenAiGlobals> {
  const globals: Partial<OpenAiGlobals> = {};
  for (const key of OPENAI_GLOBAL_NAMES) if (options[key] !== undefined) (globals as UnknownObject)[key] = options[key];
  return globals;
}

type Controller = HostPageController;
const callHost = <T>(page: Page, method: keyof Controller, arg?: unknown): Promise<T> =>
  page.evaluate(
    ([name, method, value]) => {
      const host = (window as unknown as Record<string, Record<string, (value: unknown) => unknown>>)[name as string];
      if (!host) throw new Error("The widget host page is not loaded.");
      return host[method as string]!(value);
    },
    [HOST_PAGE_GLOBAL, method, arg] as const,
  ) as Promise<T>;

/** The value of a host page app-tools answer, or its refusal or error thrown again in Node. */
function appToolsValue<T>(answer: AppToolsAnswer<T>): T {
  if (answer.ok) return answer.value;
  if ("refused" in answer) throw new AppToolsNotDeclaredError(answer.refused.method, answer.refused.reason);
  throw Object.assign(
    new Error(answer.error.message),
    answer.error.code === undefined ? {} : { code: answer.error.code },
  );
}

// @example-source packages/testing/examples/playwright-reference.ts#openWidget
/**
 * Opens a built widget in a real host page in `page`: the host page on one origin, the widget
 * behind a sandbox proxy on another, the official `AppBridge` (and, as ChatGPT, `window.openai`)
 * answering it. Resolves once the widget finished the handshake and the initial data arrived.
 *
 * @example
 * ```ts
 * // Outside the `test` fixtures (a script, another runner): any Playwright page does
 * const page = await browser.newPage();
 * const widget = await openWidget(page, {
 *   widget: { server: "http://127.0.0.1:3000/mcp", tool: "show_pizzas", args: { city: "Naples" } },
 *   profile: "vscode",
 * });
 * await widget.update({ theme: "dark" });
 * await widget.close(); // also stops the host server it started
 * ```
 */
export async function openWidget(page: Page, options: OpenWidgetOptions): Promise<BrowserWidget> {
  const profile = hostProfile(options.profile ?? options.host ?? "mcp-apps");
  const ownServer = options.hostServer === undefined;
  const hostServer = options.hostServer ?? (await startWidgetHostServer());
  let resolved: ResolvedWidget | undefined;
  try {
    resolved = await resolveWidget(options.widget);
    if (!profile.rendersUi)
      throw new HostShowsNoWidgetError(profile.id, textFallbackOf(shownResult(options, resolved)));
    const config = await buildConfig(options, profile, resolved, hostServer);
    await bindServe(page, serveHandler(options, resolved));
    await page.goto(hostServer.hostUrl);
    await callHost(page, "start", config);
    await callHost(page, "settle");
  } catch (error) {
    await resolved?.client?.close();
    if (ownServer) await hostServer.close();
    throw error;
  }
  const client = resolved.client;
  const element = page.locator("#widget-frame");
  const settle = () => callHost<void>(page, "settle");
  const records = () => callHost<HostPageRecords>(page, "records");
  const thenSettle = async (method: keyof Controller, arg?: unknown) => {
    const value = await callHost<unknown>(page, method, arg);
    await settle();
    return value;
  };
  let closed = false;

  return {
    page,
    frame: page.frameLocator("#widget-frame").frameLocator("iframe"),
    element,
    profile,
    hostServer,
    update: async (globals) => void (await thenSettle("update", globals)),
    setHostContext: async (partial) => void (await thenSettle("setHostContext", partial)),
    deliverToolResult: async (result) => void (await thenSettle("deliverToolResult", result)),
    approve: async (args) => void (await thenSettle("approve", args)),
    cancel: async (reason) => void (await thenSettle("cancel", reason)),
    teardown: () => thenSettle("teardown"),
    appTools: async () => appToolsValue(await callHost<AppToolsAnswer<AppToolDefinition[]>>(page, "appTools")),
    async callAppTool(name, args) {
      const answer = await callHost<AppToolsAnswer<AppToolResult>>(page, "callAppTool", { name, args });
      await settle();
      return appToolsValue(answer);
    },
    settle,
    toolCalls: async () => (await records()).toolCalls,
    followUps: async () => (await records()).followUps,
    openedLinks: async () => (await records()).openedLinks,
    modelContext: async () => (await records()).modelContext,
    records,
    messages: () => callHost<LoggedMessage[]>(page, "messages"),
    reloadFrame: async () => void (await thenSettle("reloadFrame")),
    frameHeight: async () => (await records()).frameHeight,
    screenshot: (screenshotOptions = {}) => page.locator("#widget-card").screenshot(screenshotOptions),
    async close() {
      if (closed) return;
      closed = true;
      await client?.close();
      if (ownServer) await hostServer.close();
    },
  };
}
