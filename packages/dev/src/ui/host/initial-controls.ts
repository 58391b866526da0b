import { TIME_ZONE } from "./host-context.js";
import type { DevHostConfig, HostControls } from "./types.js";

/** The controls a fresh dev host page starts from, before the URL and the command line have their say. */
export const DEFAULT_CONTROLS: HostControls = {
  theme: "light",
  locale: "en-US",
  timeZone: TIME_ZONE,
  displayMode: "inline",
  maxHeight: 480,
  maxWidth: null,
  safeArea: { top: 0, right: 0, bottom: 0, left: 0 },
  device: "desktop",
  platform: null,
  touch: null,
  hover: null,
  requireApproval: false,
};

/** The controls at start: `?theme=` and `?locale=` win over the command line's (so a link can pick them). */
export function initialControls(query: URLSearchParams, config: Pick<DevHostConfig, "theme" | "locale">): HostControls {
  return {
    ...DEFAULT_CONTROLS,
    theme: (query.get("theme") ?? config.theme) === "dark" ? "dark" : "light",
    locale: query.get("locale") ?? config.locale,
  };
}
