import { useCallback, useSyncExternalStore } from "react";
import type { Feature, Host } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";

const unsupported = () => false;

/**
 * Whether the host offers `feature`; re-checked whenever the host's snapshot changes (an MCP Apps
 * host's capabilities arrive with the handshake). Always `false` on the server.
 */
export function useSupports(feature: Feature, host: Host = useHostInstance()): boolean {
  const subscribe = useCallback((onChange: () => void) => host.subscribe(onChange), [host]);
  return useSyncExternalStore(subscribe, () => host.supports(feature), unsupported);
}
