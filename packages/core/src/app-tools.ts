// `@hostbridge/core/tools`: tools the widget offers the host and model (MCP Apps
// `appCapabilities.tools`, host→view `tools/list` and `tools/call`), kept out of the main entry so
// a widget that offers none does not carry it.
import type { ToolResult, UnknownObject } from "./globals.js";
import type { Host } from "./host-types.js";
import { InvalidArgumentError } from "./errors.js";
import { isObject } from "./util.js";

/** One tool the widget offers: its MCP definition and the function that runs it. */
export interface AppTool {
  /** The tool's name, unique among the widget's tools. */
  name: string;
  /** A display name for people, e.g. in a host's tool list. */
  title?: string;
  /** What the tool does, in words the model reads to decide when to call it. */
  description?: string;
  /** A JSON Schema for the arguments (default: any object, `{ type: "object" }`). */
  inputSchema?: UnknownObject;
  /** Runs the tool; a throw becomes a result with `isError: true` and the message as text. */
  handler(args: UnknownObject): ToolResult | Promise<ToolResult>;
}

/** The tools registered per host: one `tools/list` and one `tools/call` answer serve them all. */
const toolsByHost = new WeakMap<Host, Map<string, AppTool>>();

function listTools(tools: Map<string, AppTool>) {
  return {
    tools: [...tools.values()].map(({ handler: _handler, ...definition }) => ({
      inputSchema: { type: "object" },
      ...definition,
    })),
  };
}

async function callTool(tools: Map<string, AppTool>, params: unknown): Promise<ToolResult> {
  const { name, arguments: args } = (params ?? {}) as { name?: unknown; arguments?: unknown };
  const tool = typeof name === "string" ? tools.get(name) : undefined;
  // An unknown tool is a protocol error (the answer is a JSON-RPC error), as in MCP.
  if (!tool) throw new InvalidArgumentError(`Unknown tool: ${String(name)}`);
  try {
    return await tool.handler(isObject(args) ? args : {});
  } catch (error) {
    return { isError: true, content: [{ type: "text", text: String((error as Error)?.message ?? error) }] };
  }
}

/**
 * Offers `tools` to the MCP Apps host (`tools/list`, `tools/call`); returns a function that
 * withdraws them. The host must have been created with `appCapabilities: { tools: {} }`, so the
 * handshake says the widget has tools. Without a bridge (ChatGPT-only, standalone) nothing can
 * call them. A call of an unknown name is answered with a JSON-RPC error.
 * @throws {InvalidArgumentError} for a tool without a name or handler, or a name already
 * registered on this host (nothing is registered then).
 *
 * @example
 * const host = createHost({ appCapabilities: { tools: {} } });
 * registerAppTools(host, [{ name: "get_selection", handler: () => ({ content: [{ type: "text", text: "2 items" }] }) }]);
 */
export function registerAppTools(host: Host, tools: readonly AppTool[]): () => void {
  let registered = toolsByHost.get(host);
  for (const tool of tools) {
    if (typeof tool?.name !== "string" || tool.name === "" || typeof tool.handler !== "function")
      throw new InvalidArgumentError("registerAppTools: every tool needs a name and a handler.");
    if (registered?.has(tool.name))
      throw new InvalidArgumentError(`registerAppTools: "${tool.name}" is already registered.`);
  }
  if (!registered) {
    const created = new Map<string, AppTool>();
    registered = created;
    toolsByHost.set(host, created);
    host.handleRequest("tools/list", () => listTools(created));
    host.handleRequest("tools/call", (params) => callTool(created, params));
  }
  const map = registered;
  for (const tool of tools) map.set(tool.name, tool);
  return () => {
    for (const tool of tools) if (map.get(tool.name) === tool) map.delete(tool.name);
  };
}
