import { useCallback } from "react";
import { offeredDisplayModes, type CurrentDisplayMode, type DisplayMode, type HostSnapshot } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";
import { useHost } from "./use-host.js";
import { useHostSupports } from "./use-supports.js";

const selectMode = (snapshot: HostSnapshot) => snapshot.displayMode;

/** What `useDisplayMode` returns. */
export interface DisplayModeControl {
  /**
   * The mode the widget is shown in now: `"modal"` when ChatGPT shows it in a modal opened by
   * `requestModal` (the host sets it; it is never requested). `useModal` gives the modal's params.
   */
  mode: CurrentDisplayMode;
  /** The modes the host offers (all three when it does not say, as in ChatGPT). */
  availableModes: readonly DisplayMode[];
  /**
   * Asks for `mode`. A mode the host does not offer is not requested: it resolves with the current
   * mode. The host may grant another mode than asked (on mobile PiP may become fullscreen).
   */
  request(mode: DisplayMode): Promise<{
    /** The mode the host granted (or the mode in effect, `"modal"` included, when it kept it). */
    mode: CurrentDisplayMode;
  }>;
  /** Whether the host offers this at all (feature-detect before showing the control). */
  isSupported: boolean;
}

// @example-source packages/react/examples/hooks.tsx#useDisplayMode
/**
 * The display mode, the modes on offer, and a `request(mode)` that respects them.
 * @example
 * ```tsx
 * export function FullscreenToggle() {
 *   const display = useDisplayMode();
 *   if (!display.isSupported || !display.availableModes.includes("fullscreen")) return null;
 *   const next = display.mode === "fullscreen" ? "inline" : "fullscreen";
 *   return (
 *     <button type="button" onClick={() => display.request(next)}>
 *       {next === "fullscreen" ? "Expand" : "Collapse"}
 *     </button>
 *   );
 * }
 * ```
 */
export function useDisplayMode(): DisplayModeControl {
  const host = useHostInstance();
  const mode = useHost(selectMode);
  const availableModes = useHost(
    useCallback((snapshot: HostSnapshot) => offeredDisplayModes(snapshot, host.kind), [host]),
  );
  const isSupported = useHostSupports(host, "requestDisplayMode");
  const request = useCallback(
    async (next: DisplayMode) => {
      const snapshot = host.getSnapshot();
      const { displayMode } = snapshot;
      if (next === displayMode || !offeredDisplayModes(snapshot, host.kind).includes(next))
        return { mode: displayMode };
      const granted = await host.requestDisplayMode({ mode: next });
      return { mode: granted?.mode ?? host.getSnapshot().displayMode };
    },
    [host],
  );
  return { mode, availableModes, request, isSupported };
}
