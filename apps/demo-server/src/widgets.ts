import { readFile } from "node:fs/promises";
import { join } from "node:path";

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
  pizzaList: { file: "pizza-list.html", title: "Pizza list", description: "A list of pizza places with details, selection and load more.", displayModes: ["inline", "fullscreen"] },
  fileDesk: { file: "file-desk.html", title: "File desk", description: "Upload, pick and analyse files.", displayModes: ["inline", "fullscreen"], connectsToServer: true },
  displayDemo: { file: "display-demo.html", title: "Display modes", description: "Inline, picture-in-picture, fullscreen and modal.", displayModes: ["inline", "pip", "fullscreen"] },
  modalDetails: { file: "modal-details.html", title: "Card details", description: "Details of one display demo card, shown in a modal.", displayModes: ["inline"] },
  todoList: { file: "todo-list.html", title: "Todo list", description: "A todo list whose store lives in widget state.", displayModes: ["inline", "fullscreen"] },
  hostInspector: { file: "host-inspector.html", title: "Host inspector", description: "Shows everything the host tells the widget.", displayModes: ["inline", "pip", "fullscreen"] },
} satisfies Record<string, WidgetSpec>;

export function widgetUri(spec: WidgetSpec): string {
  return `ui://widget/${spec.file}`;
}

/**
 * Reads a built widget at request time, so a rebuilt widget is never stale. A widget that has not
 * been built yet gets a small page that says how to build it, instead of an error.
 */
export async function readWidgetHtml(widgetsDir: string, spec: WidgetSpec): Promise<string> {
  try {
    return await readFile(join(widgetsDir, spec.file), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    return missingWidgetHtml(spec);
  }
}

function missingWidgetHtml(spec: WidgetSpec): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${spec.title}</title></head>
<body style="font:14px system-ui;margin:16px;color:#555">
<p data-testid="widget-missing"><strong>${spec.title}</strong> is not built yet.
Run <code>pnpm --filter ./apps/demo-widgets build</code>.</p></body></html>`;
}
