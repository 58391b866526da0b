import { useCallback } from "react";
import type { DisplayMode, HostSnapshot } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";
import { useHost } from "./use-host.js";
import { useSupports } from "./use-supports.js";

const selectMode = (s: HostSnapshot) => s.displayMode;
const selectAvailable = (s: HostSnapshot) => s.availableDisplayModes;

export interface DisplayModeControl {
  /** The mode the widget is shown in now. */
  mode: DisplayMode;
  /** The modes the host offers. */
  availableModes: DisplayMode[];
  /**
   * Asks for `mode`. A mode the host does not offer is not requested: it resolves with the current
   * mode. The host may grant another mode than asked (on mobile PiP may become fullscreen).
   */
  request(mode: DisplayMode): Promise<{ mode: DisplayMode }>;
  isSupported: boolean;
}

/** The display mode, the modes on offer, and a `request(mode)` that respects them. */
export function useDisplayMode(): DisplayModeControl {
  const host = useHostInstance();
  const mode = useHost(selectMode);
  const availableModes = useHost(selectAvailable);
  const isSupported = useSupports("requestDisplayMode", host);
  const request = useCallback(
    async (next: DisplayMode) => {
      const { displayMode, availableDisplayModes } = host.getSnapshot();
      if (next === displayMode || !availableDisplayModes.includes(next)) return { mode: displayMode };
      const granted = await host.requestDisplayMode({ mode: next });
      return { mode: granted?.mode ?? host.getSnapshot().displayMode };
    },
    [host],
  );
  return { mode, availableModes, request, isSupported };
}
