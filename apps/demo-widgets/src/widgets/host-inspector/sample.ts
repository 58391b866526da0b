import type { WidgetSample } from "@hostbridge/vite";

/** Dev-server data (the fake host of a page opened on its own) for `inspect_host`. */
export const sample: WidgetSample = {
  toolResult: {
    structuredContent: { serverTime: new Date().toISOString() },
    _meta: { "openai/widgetSessionId": "dev-session" },
  },
};
