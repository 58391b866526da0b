import { registerAppTools, type AppTool } from "@hostbridge/core/tools";
import { useEffect, useRef } from "react";
import { useHostInstance } from "./host-context.js";

/**
 * Offers one tool to the MCP Apps host while mounted (`registerAppTools` of
 * `@hostbridge/core/tools`): the host lists it (`tools/list`) and may call it (`tools/call`). The
 * latest `handler` always runs, so it may read current props and state; the definition (`name`,
 * `description`, `inputSchema`) is registered again when `name` changes. The host must be created
 * with `appCapabilities: { tools: { listChanged: true } }` (`<HostProvider appCapabilities>` for the
 * document's host); once the host has listed the tools, a mount, unmount or name change sends
 * `notifications/tools/list_changed`.
 */
export function useAppTool(tool: AppTool): void {
  const host = useHostInstance();
  const latest = useRef(tool);
  latest.current = tool;
  // biome-ignore lint/correctness/useExhaustiveDependencies: registered again only when the name changes; the handler is read through the ref.
  useEffect(
    () => registerAppTools(host, [{ ...latest.current, handler: (args) => latest.current.handler(args) }]),
    [host, tool.name],
  );
}
