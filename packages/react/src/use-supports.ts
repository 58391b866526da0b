import { useCallback, useSyncExternalStore } from "react";
import type { Feature, Host } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";

const unsupported = () => false;

/** `host.supports(feature)`, re-checked whenever the host's snapshot changes. */
export function useHostSupports(host: Host, feature: Feature): boolean {
  const subscribe = useCallback((onChange: () => void) => host.subscribe(onChange), [host]);
  return useSyncExternalStore(subscribe, () => host.supports(feature), unsupported);
}

// @example-source packages/react/examples/hooks.tsx#useSupports
/**
 * Whether the host offers `feature`; kept current (an MCP Apps host's capabilities arrive with the
 * handshake). Always `false` on the server.
 * @example
 * ```tsx
 * export function TellTheAssistant({ pizzaId }: { pizzaId: string }) {
 *   const host = useHostInstance();
 *   // Kept current: an MCP Apps host's capabilities arrive with the handshake.
 *   const canUpdate = useSupports("updateModelContext");
 *   if (!canUpdate) return null;
 *   const tell = () => host.updateModelContext({ structuredContent: { selectedPizzaId: pizzaId } });
 *   return (
 *     <button type="button" onClick={tell}>
 *       Tell the assistant
 *     </button>
 *   );
 * }
 * ```
 */
export function useSupports(feature: Feature): boolean {
  return useHostSupports(useHostInstance(), feature);
}
