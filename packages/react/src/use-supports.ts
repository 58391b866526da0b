import { useCallback, useSyncExternalStore } from "react";
import type { Feature, Host } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";

const unsupported = () => false;

/** `host.supports(feature)`, re-checked whenever the host's snapshot changes. */
export function useHostSupports(host: Host, feature: Feature): boolean {
  const subscribe = useCallback((onChange: () => void) => host.subscribe(onChange), [host]);
  return useSyncExternalStore(subscribe, () => host.supports(feature), unsupported);
}

/**
 * Whether the host offers `feature`; kept current (an MCP Apps host's capabilities arrive with the
 * handshake). Always `false` on the server.
 */
export function useSupports(feature: Feature): boolean {
  return useHostSupports(useHostInstance(), feature);
}
