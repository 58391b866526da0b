import type { DisplayMode } from "../globals.js";

export const STANDALONE_NOTICE = "[hostbridge] No host: running standalone.";

/**
 * An in-memory host for a page opened on its own: what it can do locally, under the Host's method
 * names. The rest of the snapshot keeps its defaults; display-mode requests are granted.
 */
export function createStandaloneAdapter(win: Window | undefined, notice?: ((message: string) => void) | false) {
  // Shown once per host, and only where a page exists (never on the server).
  if (win && notice !== false) (notice ?? console.info)(STANDALONE_NOTICE);
  return {
    requestDisplayMode: (request: { mode: DisplayMode }) => request,
    ...(typeof win?.open === "function" && {
      openExternal: (link: { href: string }) => void win.open(link.href, "_blank", "noopener"),
    }),
  };
}
