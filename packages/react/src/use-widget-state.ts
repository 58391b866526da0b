import { useCallback, useState, type SetStateAction } from "react";
import type { HostSnapshot, StructuredWidgetState, WidgetState } from "@hostbridge/core";
import { updateWidgetState } from "@hostbridge/core/widget-state";
import { useHostInstance } from "./host-context.js";
import { useHost } from "./use-host.js";
import { useHostSupports } from "./use-supports.js";

const selectWidgetState = (snapshot: HostSnapshot) => snapshot.widgetState;
const ignore = () => {};

/** The setter of `useWidgetState`: like `useState`'s, plus whether the host can store widget state. */
export type WidgetStateSetter<T> = ((action: SetStateAction<T>) => void) & {
  /** Whether the host stores widget state (a write still updates nothing when it does not). */
  isSupported: boolean;
};

// @example-source packages/react/examples/hooks.tsx#useWidgetState
/**
 * The widget state as `[state, setState]`, persisted through the host (`window.openai.setWidgetState`
 * in ChatGPT; per tool call storage plus `ui/update-model-context` in plain MCP Apps hosts).
 * Functional updates are applied to the newest state, so two updates in one tick both apply.
 * `T` may be the structured form `{ modelContent, privateContent, imageIds }`.
 * @example
 * ```tsx
 * export function FavouriteButton({ pizzaId }: { pizzaId: string }) {
 *   const [state, setState] = useWidgetState({ favourites: [] as string[] });
 *   const isFavourite = state.favourites.includes(pizzaId);
 *   // A functional update applies to the newest state, so quick clicks are never lost.
 *   const toggle = () =>
 *     setState((previous) => ({
 *       ...previous,
 *       favourites: isFavourite ? previous.favourites.filter((id) => id !== pizzaId) : [...previous.favourites, pizzaId],
 *     }));
 *   return (
 *     <button type="button" aria-pressed={isFavourite} disabled={!setState.isSupported} onClick={toggle}>
 *       Favourite
 *     </button>
 *   );
 * }
 * ```
 */
export function useWidgetState<T extends WidgetState | StructuredWidgetState>(
  defaultState: T | (() => T),
): readonly [T, WidgetStateSetter<T>] {
  const host = useHostInstance();
  const stored = useHost(selectWidgetState) as T | null;
  // Evaluated once, like useState's initializer.
  const [fallback] = useState(defaultState);
  const isSupported = useHostSupports(host, "setWidgetState");
  const setState = useCallback(
    (action: SetStateAction<T>) => {
      // Failures surface through host.setWidgetState for callers who need them; a setter stays void.
      const update = typeof action === "function" ? (latest: T | null) => action(latest ?? fallback) : action;
      updateWidgetState<T>(host, update).catch(ignore);
    },
    [host, fallback],
  );
  return [stored ?? fallback, Object.assign(setState, { isSupported })] as const;
}
