import { registerAppTools, type AppTool } from "@hostbridge/core/tools";
import { useEffect, useRef } from "react";
import { useHostInstance } from "./host-context.js";

// @example-source packages/react/examples/hooks.tsx#useAppTool
/**
 * Offers one tool to the MCP Apps host while mounted (`registerAppTools` of
 * `@hostbridge/core/tools`): the host lists it (`tools/list`) and may call it (`tools/call`). The
 * latest `handler` always runs, so it may read current props and state; the definition (`name`,
 * `description`, `inputSchema`) is registered again when `name` changes. The host must be created
 * with `appCapabilities: { tools: { listChanged: true } }` (`<HostProvider appCapabilities>` for the
 * document's host); once the host has listed the tools, a mount, unmount or name change sends
 * `notifications/tools/list_changed`.
 * @example
 * ```tsx
 * // The host needs `<HostProvider appCapabilities={{ tools: { listChanged: true } }}>` above.
 * export function FindPizzaTool({ pizzas }: { pizzas: Pizza[] }) {
 *   useAppTool({
 *     name: "find_pizza",
 *     description: "Finds pizzas by name among those the user sees.",
 *     inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
 *     // The latest handler runs, so it reads the current `pizzas`.
 *     handler: ({ query }) => {
 *       const found = pizzas.filter((pizza) => pizza.name.toLowerCase().includes(String(query).toLowerCase()));
 *       return { content: [{ type: "text", text: found.map((pizza) => pizza.name).join(", ") || "None" }] };
 *     },
 *   });
 *   return null;
 * }
 * ```
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
