import type { DisplayMode, HostSnapshot } from "../globals.js";
import type { Store } from "../store.js";

export const STANDALONE_NOTICE =
  "[hostbridge] No chat host found: running standalone with in-memory defaults (local development).";

export interface StandaloneAdapter {
  canOpen: boolean;
  requestDisplayMode(mode: DisplayMode): { mode: DisplayMode };
  openExternal(href: string): void;
}

/** An in-memory host for a page opened on its own: defaults, display modes, links in a new tab. */
export function createStandaloneAdapter(
  win: Window | undefined,
  store: Store<HostSnapshot>,
  notice: ((message: string) => void) | false | undefined,
): StandaloneAdapter {
  // Shown once per host, and only where a page exists (never on the server).
  if (win && notice !== false) (notice ?? console.info)(STANDALONE_NOTICE);
  return {
    canOpen: typeof win?.open === "function",
    requestDisplayMode(mode) {
      store.set({ displayMode: mode });
      return { mode };
    },
    openExternal(href) {
      win?.open(href, "_blank", "noopener,noreferrer");
    },
  };
}
