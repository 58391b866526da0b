import {
  HostBridgeServerError,
  type WidgetCsp,
  type WidgetHtmlSource,
  widgetHtmlSource,
  withDevServerCsp,
} from "@hostbridge/server";

/** MIME type of an MCP Apps UI resource. */
export const WIDGET_MIME_TYPE = "text/html;profile=mcp-app";

export interface WidgetSpec {
  /** File name in the widgets' build folder, also the last segment of the `ui://` URI. */
  file: string;
  title: string;
  description: string;
  /** Display modes the widget can do (`openai/ui.availableDisplayModes`). */
  displayModes: ("inline" | "pip" | "fullscreen")[];
  /** Lets the widget fetch from the demo server itself (file downloads). */
  connectsToServer?: boolean;
}

export const WIDGETS = {
  pizzaList: {
    file: "pizza-list.html",
    title: "Pizza list",
    description: "A list of pizza places with details, selection and load more.",
    displayModes: ["inline", "fullscreen"],
  },
  fileDesk: {
    file: "file-desk.html",
    title: "File desk",
    description: "Upload, pick and analyse files.",
    displayModes: ["inline", "fullscreen"],
    connectsToServer: true,
  },
  displayDemo: {
    file: "display-demo.html",
    title: "Display modes",
    description: "Inline, picture-in-picture, fullscreen and modal.",
    displayModes: ["inline", "pip", "fullscreen"],
  },
  modalDetails: {
    file: "modal-details.html",
    title: "Card details",
    description: "Details of one display demo card, shown in a modal.",
    displayModes: ["inline"],
  },
  todoList: {
    file: "todo-list.html",
    title: "Todo list",
    description: "A todo list whose store lives in widget state.",
    displayModes: ["inline", "fullscreen"],
  },
  hostInspector: {
    file: "host-inspector.html",
    title: "Host inspector",
    description: "Shows everything the host tells the widget.",
    displayModes: ["inline", "pip", "fullscreen"],
  },
} satisfies Record<string, WidgetSpec>;

export function widgetUri(spec: WidgetSpec): string {
  return `ui://widget/${spec.file}`;
}

/** The widget's name in the build's manifest: its file name without `.html`. */
export function widgetName(spec: WidgetSpec): string {
  return spec.file.replace(/\.html$/, "");
}

/**
 * Where the widgets come from: the build's manifest (`apps/demo-widgets/dist/widgets`, or
 * `widgetsDir`), or, when `DEMO_WIDGETS_DEV_SERVER` is the URL of a running `vite` of
 * apps/demo-widgets, that dev server (HMR inside the host). The same declarations serve both.
 */
export function widgetSource(widgetsDir: string): WidgetHtmlSource {
  const devServerUrl = process.env.DEMO_WIDGETS_DEV_SERVER;
  return devServerUrl
    ? widgetHtmlSource({ mode: "development", devServerUrl })
    : widgetHtmlSource({ mode: "production", dir: widgetsDir });
}

/** The widget's CSP, plus the dev server's origin when the widgets come from it. */
export function widgetCsp(csp: WidgetCsp): WidgetCsp {
  const devServerUrl = process.env.DEMO_WIDGETS_DEV_SERVER;
  return devServerUrl ? withDevServerCsp(csp, devServerUrl) : csp;
}

/**
 * Reads a widget at request time through `@hostbridge/server`'s manifest reader, so a rebuilt
 * widget is never stale. A widget that has not been built yet gets a small page that says how to
 * build it, instead of an error.
 */
export async function readWidgetHtml(widgetsDir: string, spec: WidgetSpec): Promise<string> {
  try {
    return await widgetSource(widgetsDir).html(widgetName(spec));
  } catch (error) {
    if (
      error instanceof HostBridgeServerError &&
      (error.code === "manifest_missing" || error.code === "widget_not_found")
    )
      return missingWidgetHtml(spec);
    throw error;
  }
}

function missingWidgetHtml(spec: WidgetSpec): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${spec.title}</title></head>
<body style="font:14px system-ui;margin:16px;color:#555">
<p data-testid="widget-missing"><strong>${spec.title}</strong> is not built yet.
Run <code>pnpm --filter ./apps/demo-widgets build</code>.</p></body></html>`;
}
