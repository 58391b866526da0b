import { createHost, type Host, type Theme, type ToolResult, type UnknownObject } from "@hostbridge/core";
import { createChatGptHost, createMcpAppsHost, type ChatGptHost, type McpAppsHost } from "../index.js";

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
  /** How many times the widget asked to be closed. */
  closeRequests(): number;
  /** How many handshakes the host answered (ChatGPT: none). */
  handshakes(): number;
}

export interface DriverOptions {
  tools?: Record<string, (args: UnknownObject) => ToolResult>;
  displayModes?: Array<"inline" | "pip" | "fullscreen">;
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
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
    handlers: { notifyIntrinsicHeight: (height) => void heights.push(height) },
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
    messages: () => chat.messages.map((message) => message.prompt),
    links: () => chat.openedLinks.map((link) => link.href),
    heights: () => heights,
    closeRequests: () => chat.closeRequests,
    handshakes: () => 0,
  };
}

/** A plain MCP Apps host from @hostbridge/testing: the official AppBridge as the peer, no `window.openai`. */
export function mcpAppsDriver(options: DriverOptions = {}): Driver & { mcp: McpAppsHost } {
  const mcp = createMcpAppsHost({
    locale: "fr-FR",
    availableDisplayModes: options.displayModes ?? ["inline", "fullscreen"],
    tools: options.tools,
  });
  const host = createHost({
    port: mcp.port,
    storage: null,
    notice: false,
    availableDisplayModes: options.displayModes,
  });
  return {
    kind: "mcp-apps",
    mcp,
    host,
    async deliver({ input, output, meta }) {
      await mcp.sendToolInput(input);
      await mcp.sendToolResult({
        content: [{ type: "text", text: JSON.stringify(output) }],
        structuredContent: output,
        _meta: meta,
      });
      await settle();
    },
    async setTheme(theme) {
      await mcp.setHostContext({ theme });
      await settle();
    },
    messages: () =>
      mcp.messages.flatMap((message) =>
        (message.content as Array<{ type: string; text?: string }>).flatMap((block) =>
          block.type === "text" && block.text ? [block.text] : [],
        ),
      ),
    links: () => [...mcp.openedLinks],
    heights: () => mcp.sizes.flatMap((size) => (size.height == null ? [] : [size.height])),
    closeRequests: () => mcp.teardownRequests,
    handshakes: () => mcp.requestsOf("ui/initialize").length,
  };
}
