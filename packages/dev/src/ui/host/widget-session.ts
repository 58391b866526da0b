import {
  AppBridge,
  type McpUiHostContext,
  type McpUiResourcePermissions,
} from "@modelcontextprotocol/ext-apps/app-bridge";
import type { CallToolResult, Client, JSONRPCMessage } from "@modelcontextprotocol/client";
import type { ResourceCsp } from "../../node/csp.js";
import { frameSandboxUrl } from "../../sandbox/frame-origin.js";
import { type AppToolInfo, readAppTools } from "./app-tools.js";
import { type CspViolation, describeFix, readViolation } from "./csp-advice.js";
import type { DevHostProfile } from "./profiles.js";
import { describeMessage, LoggedTransport } from "./logged-transport.js";
import type { DisplayMode, FrameLabel, LogMessage } from "./types.js";

/** How long the host waits for the widget to answer its `tools/list` or `tools/call`. */
const APP_TOOL_TIMEOUT_MS = 10_000;

/** What a widget frame asks of the host page. Each maps to something visible in the host UI. */
export interface WidgetHostHandlers {
  log(entry: LogMessage): void;
  initialized(): void;
  /** The widget's own tools changed (`notifications/tools/list_changed`, view to host): list them again. */
  appToolsChanged(): void;
  sizeChanged(height: number): void;
  followUp(prompt: string): void;
  openLink(url: string): void;
  /** Returns the mode actually in effect. */
  requestDisplayMode(mode: string): DisplayMode;
  modelContext(context: { content?: unknown[]; structuredContent?: Record<string, unknown> }): void;
  requestClose(): void;
  /** The widget's document reloaded itself (a Vite full reload): the frame is empty now. */
  reloaded(): void;
  /** A load or request the widget's CSP blocked, as the sandbox proxy reported it. */
  cspViolation(violation: CspViolation): void;
  /** The sandbox proxy has the widget's HTML: from here on, the widget itself is starting. */
  resourceDelivered?(): void;
}

/** Extra wiring a host mode adds on top of the standard bridge (ChatGPT's `window.openai`). */
export interface FrameExtension {
  /** Pushes changed globals to the frame. */
  set(globals: Record<string, unknown>): void;
  dispose(): void;
}

export interface WidgetSessionInit {
  label: FrameLabel;
  frame: HTMLIFrameElement;
  sandboxUrl: string;
  client: Client;
  /** The host the widget meets: its capabilities and `hostInfo` go into the `ui/initialize` answer as they are. */
  profile: DevHostProfile;
  html: string;
  csp?: ResourceCsp;
  /** `ui.permissions`, handed to the proxy for the inner frame's `allow`. */
  permissions?: Record<string, unknown>;
  hostContext: McpUiHostContext;
  /** `null` while the input waits for approval. */
  toolInput: Record<string, unknown> | null;
  toolResult: CallToolResult | null;
  /** Why the tool call failed or was cancelled; the widget then gets `tool-cancelled`. */
  toolCancelled?: string | null;
  handlers: WidgetHostHandlers;
  /** The mode's extra wiring (ChatGPT's `window.openai`), already listening. */
  extension?: FrameExtension;
}

/**
 * One widget on screen: the sandbox proxy frame, the official `AppBridge` (with the MCP client, so
 * the widget's `tools/call` and `resources/read` reach the demo server) and, in ChatGPT mode, the
 * `window.openai` link. Creating it loads the widget; `dispose` tears it down.
 */
export class WidgetSession {
  readonly bridge: AppBridge;
  #init: WidgetSessionInit;
  #extension: FrameExtension | null = null;
  #initialized = false;
  #disposed = false;
  #inputSent = false;
  #resultSent = false;
  #cancelSent = false;
  #resourceSent = false;
  /** `window.openai` changes made before the widget document existed (the proxy would drop them). */
  #heldGlobals: Record<string, unknown> | null = null;
  #onWindowMessage: (event: MessageEvent) => void;

  constructor(init: WidgetSessionInit) {
    this.#init = init;
    this.#extension = init.extension ?? null;
    const { handlers } = init;
    const { profile } = init;
    const bridge = new AppBridge(init.client, profile.hostInfo, structuredClone(profile.capabilities), {
      hostContext: init.hostContext,
    });
    this.bridge = bridge;
    // A request the profile's host neither advertises nor answers gets the bridge's "method not found".
    const answers = (capability: "message" | "logging" | "updateModelContext" | "openLinks") =>
      capability in profile.capabilities || profile.answersUnadvertised.includes(capability);

    bridge.onsandboxready = () => {
      void bridge
        .sendSandboxResourceReady({
          html: init.html,
          ...(init.csp ? { csp: init.csp } : {}),
          ...(init.permissions ? { permissions: init.permissions as McpUiResourcePermissions } : {}),
        })
        .then(() => {
          // The widget document exists from here on (the proxy writes it on resource-ready, in order).
          this.#resourceSent = true;
          handlers.resourceDelivered?.();
          if (this.#heldGlobals) this.#extension?.set(this.#heldGlobals);
          this.#heldGlobals = null;
        });
    };
    bridge.oninitialized = () => {
      this.#initialized = true;
      handlers.initialized();
      this.#deliver();
    };
    // A widget whose tools change says so (spec: appCapabilities.tools.listChanged); the bridge has
    // no setter for this view-to-host notification, so the session registers it.
    bridge.setNotificationHandler("notifications/tools/list_changed", () => handlers.appToolsChanged());
    bridge.onsizechange = ({ height }) => {
      if (typeof height === "number") handlers.sizeChanged(height);
    };
    if (answers("message")) {
      bridge.onmessage = async ({ content }) => {
        const text = content.map((block) => (block.type === "text" ? block.text : `[${block.type}]`)).join("\n");
        handlers.followUp(text);
        return {};
      };
    }
    if (answers("openLinks")) {
      bridge.onopenlink = async ({ url }) => {
        handlers.openLink(url);
        return {};
      };
    }
    bridge.onrequestdisplaymode = async ({ mode }) => ({ mode: handlers.requestDisplayMode(mode) });
    if (answers("updateModelContext")) {
      bridge.onupdatemodelcontext = async (params) => {
        handlers.modelContext(params);
        return {};
      };
    }
    bridge.onrequestteardown = () => handlers.requestClose();
    if (answers("logging")) {
      bridge.onloggingmessage = () => {
        // Shown in the message log like every other frame; nothing else to do.
      };
    }

    // Every frame from the proxy (JSON-RPC or not) is logged as it arrives.
    this.#onWindowMessage = (event: MessageEvent) => {
      if (event.source !== init.frame.contentWindow) return;
      const report = (event.data as { __hostbridgeSandbox?: unknown } | null)?.__hostbridgeSandbox;
      if (report === "widget-reloaded") {
        handlers.log({ direction: "in", kind: "other", label: "widget reloaded itself", data: event.data });
        handlers.reloaded();
        return;
      }
      // The proxy cancelled a navigation of its frame or the widget's (a way to carry data out).
      if (report === "navigation-blocked") {
        handlers.log({ direction: "in", kind: "other", label: "navigation blocked", data: event.data });
        return;
      }
      const violation = readViolation(event.data);
      if (violation) {
        handlers.log({
          direction: "in",
          kind: "csp",
          label: `csp-violation ${violation.effectiveDirective}`,
          data: { ...violation, suggestion: describeFix(violation.fix) },
        });
        handlers.cspViolation(violation);
        return;
      }
      const { kind, label } = describeMessage(event.data);
      handlers.log({ direction: "in", kind, label, data: event.data });
    };
    window.addEventListener("message", this.#onWindowMessage);
  }

  /** Connects the bridge, then points the frame at the sandbox proxy (connecting first is safe). */
  async start(): Promise<void> {
    const { frame, handlers } = this.#init;
    const target = frame.contentWindow;
    if (!target) throw new Error("widget frame is not attached");
    const transport = new LoggedTransport(target, (message: JSONRPCMessage) => {
      const { kind, label } = describeMessage(message);
      handlers.log({ direction: "out", kind, label, data: message });
    });
    await this.bridge.connect(transport);
    if (this.#disposed) return;
    // Each frame on its own origin, so the widget and its modal cannot script each other. The
    // proxy's server turns the declared CSP into the page's Content-Security-Policy header.
    const url = new URL(frameSandboxUrl(this.#init.sandboxUrl, this.#init.label));
    if (this.#init.csp) url.searchParams.set("csp", JSON.stringify(this.#init.csp));
    frame.src = url.toString();
  }

  /** Whether the widget declared `appCapabilities.tools` in its handshake (`false` before the handshake). */
  get offersAppTools(): boolean {
    return this.#initialized && !this.#disposed && this.bridge.getAppCapabilities()?.tools !== undefined;
  }

  /** Asks the widget for the tools it registered (`tools/list`, host to view; logged like every message). */
  async listAppTools(): Promise<AppToolInfo[]> {
    return readAppTools(await this.bridge.listTools({}, { timeout: APP_TOOL_TIMEOUT_MS }));
  }

  /** Calls one of the widget's tools (`tools/call`, host to view); resolves with the widget's result. */
  callAppTool(name: string, args: Record<string, unknown>): Promise<unknown> {
    return this.bridge.callTool({ name, arguments: args }, { timeout: APP_TOOL_TIMEOUT_MS });
  }

  /** Sends the changed host context (diffed by the bridge) and, in ChatGPT mode, the globals. */
  update(hostContext: McpUiHostContext, globals?: Record<string, unknown>): void {
    if (this.#disposed) return;
    if (this.#initialized) this.bridge.setHostContext(hostContext);
    else this.#init = { ...this.#init, hostContext };
    if (!globals) return;
    if (this.#resourceSent) this.#extension?.set(globals);
    else this.#heldGlobals = { ...this.#heldGlobals, ...globals };
  }

  /** Hands over input and result that were held back (approval) or arrived late. */
  provide(
    toolInput: Record<string, unknown> | null,
    toolResult: CallToolResult | null,
    toolCancelled: string | null = null,
  ): void {
    this.#init = { ...this.#init, toolInput, toolResult, toolCancelled };
    this.#deliver();
  }

  #deliver(): void {
    if (!this.#initialized || this.#disposed) return;
    const { toolInput, toolResult } = this.#init;
    if (toolInput && !this.#inputSent) {
      this.#inputSent = true;
      void this.bridge.sendToolInput({ arguments: toolInput });
    }
    if (toolResult && this.#inputSent && !this.#resultSent) {
      this.#resultSent = true;
      void this.bridge.sendToolResult(toolResult);
    }
    const { toolCancelled } = this.#init;
    if (toolCancelled && !this.#resultSent && !this.#cancelSent) {
      // A call that failed never leaves the widget waiting (spec: tool-cancelled, for any reason).
      this.#cancelSent = true;
      void this.bridge.sendToolCancelled({ reason: toolCancelled });
    }
  }

  /** Streams a step of the held input (`ui/notifications/tool-input-partial`); ignored once the input was sent. */
  sendPartial(args: Record<string, unknown>): boolean {
    if (!this.#initialized || this.#disposed || this.#inputSent) return false;
    void this.bridge.sendToolInputPartial({ arguments: args });
    return true;
  }

  #teardown: Promise<void> | null = null;

  /**
   * Sends `ui/resource-teardown` and waits (up to `timeoutMs`) for the widget's answer, as the spec
   * asks of a host before it unmounts a View. Call it while the frame is still in the page.
   */
  teardown(timeoutMs = 500): Promise<void> {
    if (!this.#initialized || this.#disposed) return Promise.resolve();
    this.#teardown ??= Promise.race([
      this.bridge.teardownResource({}).then(
        () => undefined,
        () => undefined,
      ),
      new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
    ]);
    return this.#teardown;
  }

  /** Stops listening and closes the bridge (after `teardown`, when the host had the chance). */
  async dispose(): Promise<void> {
    if (this.#disposed) return;
    this.#disposed = true;
    window.removeEventListener("message", this.#onWindowMessage);
    this.#extension?.dispose();
    await this.bridge.close().catch(() => undefined);
  }
}
