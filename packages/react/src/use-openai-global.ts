import { useCallback } from "react";
import type { HostSnapshot, OpenAiGlobalName } from "@hostbridge/core";
import { useHost } from "./use-host.js";

/** The `window.openai` globals under the names the Apps SDK reference gives them, as it types them. */
export type OpenAiGlobals = Pick<HostSnapshot, OpenAiGlobalName>;

// @example-source packages/react/examples/hooks.tsx#useOpenAiGlobal
/**
 * The Apps SDK reference's `useOpenAiGlobal(key)`: returns `window.openai[key]` and re-renders when the host
 * changes that global. It reads the unified host, so it also works in a plain MCP Apps host (and
 * yields the defaults on the server) instead of throwing without `window.openai`.
 * @example
 * ```tsx
 * // Code written against the Apps SDK reference's hook, now also in plain MCP Apps hosts.
 * export function ThemedFrame({ children }: { children: ReactNode }) {
 *   const theme = useOpenAiGlobal("theme");
 *   const displayMode = useOpenAiGlobal("displayMode");
 *   return <div className={`${theme} ${displayMode}`}>{children}</div>;
 * }
 * ```
 */
export function useOpenAiGlobal<K extends keyof HostSnapshot>(key: K): HostSnapshot[K] {
  return useHost(useCallback((snapshot: HostSnapshot) => snapshot[key], [key]));
}
