import { defineApp } from "@hostbridge/server";
import type { ProjectWidgets } from "./widgets.js";
import { quotesTools } from "./tools/quotes.js";
// hostbridge add widget: imports

/**
 * The app: every widget of the project (from the build, or the Vite dev server in development)
 * and the tools of each, from `server/tools/<widget>.ts`. `npm run add -- widget <name>` adds a
 * widget's import and tools at the two `hostbridge add widget` lines; a widget with no tools is
 * still served as a resource.
 */
export function createApp(widgets: ProjectWidgets) {
  const tools = [
    ...quotesTools(widgets),
    // hostbridge add widget: tools
  ] as const;
  return defineApp({ widgets: widgets.all(), tools });
}

/** The app's type, for the widgets' typed hooks (`import type`: no server code reaches a widget). */
export type App = ReturnType<typeof createApp>;
