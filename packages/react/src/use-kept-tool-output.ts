import { type KeepToolOutputOptions, keepToolOutput } from "@hostbridge/core/restore";
import type { UnknownObject } from "@hostbridge/core";
import { useMemo, useSyncExternalStore } from "react";
import { useHostInstance } from "./host-context.js";

/** What `useKeptToolOutput` returns. */
export interface KeptToolOutputState<Output> {
  /** The host's tool output when it has data, else the one saved for this widget instance, else the host's. */
  toolOutput: Output | null;
  /** `toolOutput` is the saved one: the host replayed an emptied result on a reload, or none. */
  restored: boolean;
}

// @example-source packages/react/examples/hooks.tsx#useKeptToolOutput
/**
 * The tool output that survives a reload (`keepToolOutput` from `@hostbridge/core/restore`): the
 * host's, saved per widget instance, and the saved one with `restored: true` while the host's is
 * empty (ChatGPT replays `structuredContent: {}`) or missing.
 * @example
 * ```tsx
 * export function ReloadProofPizzas() {
 *   const { toolOutput, restored } = useKeptToolOutput<PizzaListOutput>({ appName: "pizza-list" });
 *   if (!toolOutput) return <p>Loading…</p>;
 *   return (
 *     <>
 *       {restored && <p>From your last visit</p>}
 *       <PizzaNames pizzas={toolOutput.pizzas} />
 *     </>
 *   );
 * }
 * ```
 */
export function useKeptToolOutput<Output extends UnknownObject = UnknownObject>(
  options: KeepToolOutputOptions = {},
): KeptToolOutputState<Output> {
  const host = useHostInstance();
  const { storage, appName } = options;
  const keeper = useMemo(() => keepToolOutput(host, { storage, appName }), [host, storage, appName]);
  return useSyncExternalStore(keeper.subscribe, keeper.getSnapshot, keeper.getSnapshot) as KeptToolOutputState<Output>;
}
