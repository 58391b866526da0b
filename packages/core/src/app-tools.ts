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

/** What one host offers: one `tools/list` and one `tools/call` answer serve every registration. */
interface HostTools {
  tools: Map<string, AppTool>;
  /** The host has asked for the list, so a change makes the list it holds stale. */
  listed: boolean;
}

/** The MCP notification that tells the host to list the tools again. */
export const TOOLS_LIST_CHANGED = "notifications/tools/list_changed";

const toolsByHost = new WeakMap<Host, HostTools>();

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

// @example-source packages/core/examples/app-tools.ts#registerAppTools
/**
 * Offers `tools` to the MCP Apps host (`tools/list`, `tools/call`); returns a function that
 * withdraws them. Create the host with `appCapabilities: { tools: { listChanged: true } }`, so the
 * handshake says the widget has tools and announces changes: once the host has listed them, every
 * later registration or withdrawal sends `notifications/tools/list_changed`. Without a bridge
 * (ChatGPT-only, standalone) nothing can call them. A call of an unknown name is answered with a
 * JSON-RPC error.
 * @throws {InvalidArgumentError} for a tool without a name or handler, or a name already
 * registered on this host (nothing is registered then).
 *
 * @example
 * ```ts
 * // The handshake says the widget has tools, and that it announces changes to them.
 * const host = createHost({ appCapabilities: { tools: { listChanged: true } } });
 * const selected = new Set(["margherita", "diavola"]);
 * const withdrawTools = registerAppTools(host, [
 *   {
 *     name: "get_selection",
 *     description: "The pizzas the user has selected in the widget",
 *     handler: () => ({ content: [{ type: "text", text: [...selected].join(", ") }] }),
 *   },
 * ]);
 * host.onTeardown(withdrawTools);
 * ```
 */
export function registerAppTools(host: Host, tools: readonly AppTool[]): () => void {
  let registered = toolsByHost.get(host);
  for (const tool of tools) {
    if (typeof tool?.name !== "string" || tool.name === "" || typeof tool.handler !== "function")
      throw new InvalidArgumentError("registerAppTools: every tool needs a name and a handler.");
    if (registered?.tools.has(tool.name))
      throw new InvalidArgumentError(`registerAppTools: "${tool.name}" is already registered.`);
  }
  if (!registered) {
    const created: HostTools = { tools: new Map(), listed: false };
    registered = created;
    toolsByHost.set(host, created);
    host.handleRequest("tools/list", () => {
      created.listed = true;
      return listTools(created.tools);
    });
    host.handleRequest("tools/call", (params) => callTool(created.tools, params));
  }
  const offered = registered;
  const announceChange = () => {
    if (offered.listed) host.sendNotification(TOOLS_LIST_CHANGED);
  };
  for (const tool of tools) offered.tools.set(tool.name, tool);
  if (tools.length > 0) announceChange();
  return () => {
    let withdrawn = false;
    for (const tool of tools) {
      if (offered.tools.get(tool.name) !== tool) continue;
      offered.tools.delete(tool.name);
      withdrawn = true;
    }
    if (withdrawn) announceChange();
  };
}
