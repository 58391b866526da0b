/**
 * The widget's own tools (MCP Apps `appCapabilities.tools`; host→view `tools/list` and
 * `tools/call`), as the fake hosts reach them. Hosts negotiate capabilities: one lists and calls a
 * widget's tools only when its `ui/initialize` declared `appCapabilities.tools` (the dev host then
 * says "The widget declared no tools"; the ext-apps basic-host never asks a widget at all). The
 * official `AppBridge` does not check, so the fakes do.
 */
import type { AppBridge } from "@modelcontextprotocol/ext-apps/app-bridge";

/** One tool of the widget's `tools/list` answer: its name, description and input schema. */
export type AppToolDefinition = Awaited<ReturnType<AppBridge["listTools"]>>["tools"][number];

/** The widget's `tools/call` answer (an MCP `CallToolResult`). */
export type AppToolResult = Awaited<ReturnType<AppBridge["callTool"]>>;

/** The host→view requests that reach the widget's own tools. */
export type AppToolsMethod = "tools/list" | "tools/call";

/** Why a host does not send `tools/list` or `tools/call`: no handshake yet, or no tools declared in it. */
export type AppToolsRefusal = "no-handshake" | "not-declared";

const HOW_TO_DECLARE =
  "Create the widget's host with createHost({ appCapabilities: { tools: { listChanged: true } } }) (renderWidget: hostOptions: { appCapabilities }; React: <HostProvider appCapabilities>).";

/**
 * Thrown by the fake MCP Apps host (its `appTools()`, `callAppTool()` and its bridge's `listTools` /
 * `callTool`) instead of sending `tools/list` or `tools/call` to a widget that did not declare
 * `appCapabilities.tools`, because a real host sends neither: the widget's tools do not exist for it.
 */
export class AppToolsNotDeclaredError extends Error {
  /** Always `app_tools_not_declared`. */
  readonly code = "app_tools_not_declared";
  constructor(
    /** The request the host did not send. */
    readonly method: AppToolsMethod,
    /** `no-handshake`: the widget has not sent `ui/initialize` (yet); `not-declared`: it did, without `appCapabilities.tools`. */
    readonly reason: AppToolsRefusal,
  ) {
    super(
      reason === "no-handshake"
        ? `No ${method}: the widget has not finished the MCP Apps handshake (ui/initialize), so a host cannot ask it for its tools. A widget that uses window.openai alone offers none.`
        : `No ${method}: the widget declared no tools (its ui/initialize has no appCapabilities.tools), so a real host neither lists nor calls them. ${HOW_TO_DECLARE}`,
    );
    this.name = "AppToolsNotDeclaredError";
  }
}

/** Why `bridge` must not ask for the widget's tools, or `null` when the widget declared them. */
export function appToolsRefusal(bridge: AppBridge): AppToolsRefusal | null {
  const capabilities = bridge.getAppCapabilities();
  if (capabilities === undefined) return "no-handshake";
  return capabilities.tools === undefined ? "not-declared" : null;
}

/**
 * Makes `bridge.listTools` and `bridge.callTool` reject with `AppToolsNotDeclaredError`, sending
 * nothing, unless the widget declared `appCapabilities.tools`, as a real host behaves.
 */
export function guardAppTools(bridge: AppBridge): void {
  const list = bridge.listTools.bind(bridge);
  const call = bridge.callTool.bind(bridge);
  const refused = (method: AppToolsMethod) => {
    const reason = appToolsRefusal(bridge);
    return reason === null ? null : new AppToolsNotDeclaredError(method, reason);
  };
  bridge.listTools = (params, options) => {
    const error = refused("tools/list");
    return error ? Promise.reject(error) : list(params, options);
  };
  bridge.callTool = (params, options) => {
    const error = refused("tools/call");
    return error ? Promise.reject(error) : call(params, options);
  };
}

/** Every tool the widget lists, following `nextCursor` through all pages. */
export async function listAppTools(bridge: AppBridge): Promise<AppToolDefinition[]> {
  const tools: AppToolDefinition[] = [];
  let cursor: string | undefined;
  // A bound on the pages, so a widget that keeps answering a cursor cannot hang the test.
  for (let page = 0; page < 100; page++) {
    const answer = await bridge.listTools(cursor === undefined ? {} : { cursor });
    tools.push(...answer.tools);
    cursor = answer.nextCursor;
    if (cursor === undefined) break;
  }
  return tools;
}
