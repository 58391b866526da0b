import type { DevSample } from "../../shared/dev-host.js";

/** Dev-server data for `inspect_host`. */
export const sample: DevSample = {
  toolOutput: { serverTime: new Date().toISOString() },
  toolResponseMetadata: { "openai/widgetSessionId": "dev-session" },
};
