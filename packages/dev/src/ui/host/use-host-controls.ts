import { useCallback, useState } from "react";
import { resolveDisplayMode } from "./host-context.js";
import type { DevHostProfile } from "./profiles.js";
import type { DisplayMode, HostControls } from "./types.js";
import { useLatest } from "./use-latest.js";

/** The host's controls (theme, locale, display mode, ...) and the ways they change. */
export interface HostControlsState {
  controls: HostControls;
  /** The controls panel's change; a display mode follows the same rule as a widget's request (no PiP on mobile). */
  change(patch: Partial<HostControls>): void;
  /** A widget asks for a display mode; returns the mode actually in effect. */
  requestDisplayMode(requested: string): DisplayMode;
  /** Back to inline (the host's Dock / Exit fullscreen button). */
  exitToInline(): void;
  /** A new profile: a display mode it does not offer goes back to inline. */
  fitProfile(next: DevHostProfile): void;
}

/** Keeps the host controls for the profile in effect. */
export function useHostControls(initial: () => HostControls, profile: DevHostProfile): HostControlsState {
  const [controls, setControls] = useState<HostControls>(initial);
  const latest = useLatest({ controls, profile });

  const change = useCallback(
    (patch: Partial<HostControls>) => {
      const { profile: currentProfile } = latest.current;
      setControls((current) => {
        const next = { ...current, ...patch };
        return patch.displayMode
          ? { ...next, displayMode: resolveDisplayMode(patch.displayMode, current.displayMode, next, currentProfile) }
          : next;
      });
    },
    [latest],
  );

  const requestDisplayMode = useCallback(
    (requested: string): DisplayMode => {
      const { controls: current, profile: currentProfile } = latest.current;
      const next = resolveDisplayMode(requested, current.displayMode, current, currentProfile);
      setControls((controls) => ({ ...controls, displayMode: next }));
      return next;
    },
    [latest],
  );

  const exitToInline = useCallback(() => setControls((controls) => ({ ...controls, displayMode: "inline" })), []);

  const fitProfile = useCallback(
    (next: DevHostProfile) => {
      const { displayMode } = latest.current.controls;
      if (displayMode !== "inline" && !next.displayModes.includes(displayMode))
        setControls((controls) => ({ ...controls, displayMode: "inline" }));
    },
    [latest],
  );

  return { controls, change, requestDisplayMode, exitToInline, fitProfile };
}
