import { useCallback } from "react";
import { DEFAULT_SNAPSHOT, type DisplayMode, type Host, type HostSnapshot } from "@hostbridge/core";
import { useHostInstance } from "./host-context.js";
import { useHost } from "./use-host.js";
import { useHostSupports } from "./use-supports.js";

const ALL_MODES: DisplayMode[] = ["inline", "pip", "fullscreen"];
const selectMode = (s: HostSnapshot) => s.displayMode;
// Still the default object: the host never said (window.openai has no such global, and ChatGPT
// offers all three), so nothing is ruled out. A plain MCP Apps host's list is taken as it is: the
// store keeps the default object when such a host lists exactly ["inline"].
const offered = (s: HostSnapshot, kind: Host["kind"]) =>
  kind !== "mcp-apps" && s.availableDisplayModes === DEFAULT_SNAPSHOT.availableDisplayModes ? ALL_MODES : s.availableDisplayModes;

export interface DisplayModeControl {
  /** The mode the widget is shown in now. */
  mode: DisplayMode;
  /** The modes the host offers (all three when it does not say, as in ChatGPT). */
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
  const availableModes = useHost(useCallback((s: HostSnapshot) => offered(s, host.kind), [host]));
  const isSupported = useHostSupports(host, "requestDisplayMode");
  const request = useCallback(
    async (next: DisplayMode) => {
      const snapshot = host.getSnapshot();
      const { displayMode } = snapshot;
      if (next === displayMode || !offered(snapshot, host.kind).includes(next)) return { mode: displayMode };
      const granted = await host.requestDisplayMode({ mode: next });
      return { mode: granted?.mode ?? host.getSnapshot().displayMode };
    },
    [host],
  );
  return { mode, availableModes, request, isSupported };
}
