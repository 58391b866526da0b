import { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";
import type { McpUiHostContext } from "@modelcontextprotocol/ext-apps/app-bridge";
type Transport = Parameters<AppBridge["connect"]>[0];
type JSONRPCMessage = Parameters<Transport["send"]>[0];
import { createHost, linkedPorts, type Host, type Port, type Theme, type ToolResult, type UnknownObject } from "@hostbridge/core";
import { createChatGptHost, type ChatGptHost } from "@hostbridge/testing";

/** What a test needs from a host, whichever kind it is. */
export interface Driver {
  kind: "chatgpt" | "mcp-apps";
  host: Host;
  /** The host delivers a finished tool call: arguments, structuredContent and `_meta`. */
  deliver(result: { input: UnknownObject; output: UnknownObject; meta?: UnknownObject }): Promise<void>;
  setTheme(theme: Theme): Promise<void>;
  /** Prompts of follow-up messages the host received. */
  messages(): string[];
  /** URLs the host was asked to open. */
  links(): string[];
  /** Heights the widget reported. */
  heights(): number[];
  /** How many handshakes the host answered (ChatGPT: none). */
  handshakes(): number;
}

export interface DriverOptions {
  tools?: Record<string, (args: UnknownObject) => ToolResult>;
  displayModes?: Array<"inline" | "pip" | "fullscreen">;
}

const tick = () => new Promise((r) => setTimeout(r, 0));
/** Lets in-memory messages (a macrotask each way) settle. */
export const settle = async (rounds = 4) => {
  for (let i = 0; i < rounds; i++) await tick();
};

/** The fake ChatGPT host from @hostbridge/testing, and a Host over it. */
export function chatGptDriver(options: DriverOptions = {}): Driver & { chat: ChatGptHost } {
  const heights: number[] = [];
  const chat = createChatGptHost({
    availableDisplayModes: options.displayModes,
    tools: options.tools as never,
    handlers: { notifyIntrinsicHeight: (h) => void heights.push(h) },
  });
  const host = createHost({ window, storage: null, availableDisplayModes: options.displayModes });
  return {
    kind: "chatgpt",
    chat,
    host,
    async deliver({ input, output, meta }) {
      chat.set({ toolInput: input, toolOutput: output, toolResponseMetadata: meta ?? null });
    },
    async setTheme(theme) {
      chat.set({ theme });
    },
    messages: () => chat.messages.map((m) => m.prompt),
    links: () => chat.openedLinks.map((l) => l.href),
    heights: () => heights,
    handshakes: () => 0,
  };
}

/** An MCP SDK transport over a hostbridge Port, so the official AppBridge can be the peer. */
function portTransport(port: Port): Transport {
  let unlisten: (() => void) | undefined;
  const transport: Transport = {
    async start() {
      unlisten = port.listen((m) => {
        if ((m as { jsonrpc?: unknown } | null)?.jsonrpc === "2.0") transport.onmessage?.(m as JSONRPCMessage);
      });
    },
    async send(message) {
      port.post(message);
    },
    async close() {
      unlisten?.();
      transport.onclose?.();
    },
  };
  return transport;
}

/** A plain MCP Apps host: the official AppBridge over in-memory ports, no `window.openai`. */
export async function mcpAppsDriver(options: DriverOptions = {}): Promise<Driver & { bridge: AppBridge }> {
  const [viewPort, hostPort] = linkedPorts();
  const messages: string[] = [];
  const links: string[] = [];
  const heights: number[] = [];
  let handshakes = 0;
  const context: McpUiHostContext = {
    theme: "light",
    displayMode: "inline",
    availableDisplayModes: options.displayModes ?? ["inline", "fullscreen"],
    locale: "fr-FR",
  };
  const bridge = new AppBridge(
    null,
    { name: "PlainHost", version: "1.0.0" },
    { serverTools: {}, openLinks: {}, message: { text: {} }, updateModelContext: { text: {} }, logging: {} },
    { hostContext: context },
  );
  bridge.oncalltool = async ({ name, arguments: args }) => {
    const tool = options.tools?.[name];
    if (!tool) return { isError: true, content: [{ type: "text", text: `Unknown tool ${name}` }] };
    return tool(args ?? {}) as never;
  };
  bridge.onmessage = async ({ content }) => {
    for (const block of content) if (block.type === "text") messages.push(block.text);
    return {};
  };
  bridge.onopenlink = async ({ url }) => {
    links.push(url);
    return {};
  };
  bridge.onupdatemodelcontext = async () => ({});
  bridge.onrequestdisplaymode = async ({ mode }) => {
    const granted = (context.availableDisplayModes ?? []).includes(mode) ? mode : context.displayMode!;
    bridge.setHostContext({ ...context, displayMode: granted });
    context.displayMode = granted;
    return { mode: granted };
  };
  bridge.onsizechange = ({ height }) => {
    if (height != null) heights.push(height);
  };
  bridge.addEventListener("initialized", () => handshakes++);
  await bridge.connect(portTransport(hostPort));
  const host = createHost({ port: viewPort, storage: null, notice: false, availableDisplayModes: options.displayModes });
  return {
    kind: "mcp-apps",
    bridge,
    host,
    async deliver({ input, output, meta }) {
      await host.ready;
      await bridge.sendToolInput({ arguments: input });
      await bridge.sendToolResult({ content: [{ type: "text", text: JSON.stringify(output) }], structuredContent: output, _meta: meta });
      await settle();
    },
    async setTheme(theme) {
      await host.ready;
      context.theme = theme;
      bridge.setHostContext({ ...context });
      await settle();
    },
    messages: () => messages,
    links: () => links,
    heights: () => heights,
    handshakes: () => handshakes,
  };
}
