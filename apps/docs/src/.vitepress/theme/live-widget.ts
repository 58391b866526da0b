/**
 * The live examples: a built demo widget in a frame of the docs page, hosted by the testing kit's
 * browser hosts (`@hostbridge/testing/browser`) playing one host profile. No server: tool calls
 * are answered from the widget's `sample.ts`, as the `@hostbridge/vite` dev page does.
 */
import type { McpAppsFrameHost, OpenAiFrameHost } from "@hostbridge/testing/browser";
import type { HostProfile, HostProfileId } from "@hostbridge/testing/profiles";
// The vite package's own sample type and its mapping to the MCP Apps host's options, as its dev page
// uses them (the mapping is not a package export).
import {
  mcpAppsOptionsFor,
  type WidgetSample,
  type WidgetSampleModule,
} from "../../../../../packages/vite/src/sample.js";

/** Light or dark. */
export type LiveTheme = "light" | "dark";

/** What one live widget shows. */
export interface LiveWidgetOptions {
  /** The demo widget's name (`pizza-list`, ...). */
  widget: string;
  /** The host profile to play. */
  profile: HostProfileId;
  /** The theme the host starts with. */
  theme: LiveTheme;
  /** The site's base URL (`/` unless deployed under a path). */
  base: string;
  /** Called with the height the widget reports, in CSS pixels. */
  onHeight?: (height: number) => void;
}

/** A mounted live widget. */
export interface LiveWidget {
  /** The widget's frame. */
  readonly frame: HTMLIFrameElement;
  /** Switches the host's theme as the host would: a context change, no reload. */
  setTheme(theme: LiveTheme): void;
  /** Stops the hosts and removes the frame. */
  dispose(): void;
}

/** The widget could not be shown (its file is missing, or the host failed to start). */
export class LiveWidgetError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "LiveWidgetError";
  }
}

const samples = import.meta.glob<WidgetSampleModule>("../../../../demo-widgets/src/widgets/*/sample.ts");

/** The widget's sample data, or none. */
async function sampleOf(widget: string): Promise<WidgetSample> {
  const load = samples[`../../../../demo-widgets/src/widgets/${widget}/sample.ts`];
  const module = load ? await load() : {};
  return module.sample ?? module.default ?? {};
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new LiveWidgetError(`Could not load ${url} (HTTP ${response.status}).`);
  return response.text();
}

/** Puts `markup` first in the document's `<head>`, before any of the widget's own scripts. */
function injectFirst(html: string, markup: string): string {
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${markup}`);
  return `${markup}${html}`;
}

/** A script element's text that cannot end the element early. */
const inlineScript = (code: string) => `<script>${code.replace(/<\/script/gi, "<\\/script")}</script>`;

/** Whether the profile's host renders widgets at all (a host with no UI shows the tool's text). */
export function rendersUi(profile: HostProfile): boolean {
  return (profile as HostProfile & { rendersUi?: boolean }).rendersUi !== false;
}

/**
 * Mounts `options.widget` into `container` as `options.profile` would show it. The frame gets an
 * opaque origin (no storage, no access to this page), as a host's sandbox on another site does.
 */
export async function mountLiveWidget(container: HTMLElement, options: LiveWidgetOptions): Promise<LiveWidget> {
  const [{ connectMcpAppsFrame, connectOpenAiFrame }, { hostProfile }, sample] = await Promise.all([
    import("@hostbridge/testing/browser"),
    import("@hostbridge/testing/profiles"),
    sampleOf(options.widget),
  ]);
  const profile = hostProfile(options.profile);
  const [html, frameEntry] = await Promise.all([
    fetchText(`${options.base}widgets/${options.widget}.html`),
    profile.openai ? fetchText(`${options.base}widgets/frame-entry.js`) : Promise.resolve(""),
  ]);

  const frame = document.createElement("iframe");
  frame.title = `${options.widget} in ${profile.name}`;
  frame.setAttribute("sandbox", "allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox");
  frame.dataset.widget = options.widget;
  frame.dataset.profile = options.profile;
  // Appended, not replacing: a mount that was overtaken by a newer one removes only its own frame.
  container.append(frame);
  const frameWindow = frame.contentWindow;
  if (!frameWindow) throw new LiveWidgetError("The widget frame has no window.");
  const reportHeight = (height: unknown) => {
    if (typeof height === "number" && Number.isFinite(height) && height > 0) options.onHeight?.(Math.ceil(height));
  };

  // The MCP Apps host listens before the document loads, so the widget's ui/initialize is never missed.
  const mcpOptions = mcpAppsOptionsFor(sample);
  const mcp: McpAppsFrameHost = connectMcpAppsFrame(frameWindow, {
    ...mcpOptions,
    preset: options.profile,
    theme: options.theme,
    handlers: {
      ...mcpOptions.handlers,
      sizeChange: (params) => reportHeight(params.height),
    },
  });
  // ChatGPT: window.openai in the frame beside the MCP Apps bridge, as the Playwright fixtures do.
  let openai: OpenAiFrameHost | undefined;
  let widgetDocument = html;
  if (profile.openai) {
    openai = connectOpenAiFrame(() => frame.contentWindow, {
      ...sample,
      theme: options.theme,
      onCall: (call) => {
        if (call.fn === "notifyIntrinsicHeight") reportHeight(call.args[0]);
      },
    });
    const init = `window.__hostbridgeOpenaiInit = ${JSON.stringify(openai.init)};`;
    widgetDocument = injectFirst(html, `${inlineScript(init)}${inlineScript(frameEntry)}`);
  }
  frame.srcdoc = widgetDocument;

  return {
    frame,
    setTheme(theme) {
      openai?.set({ theme });
      void mcp.setHostContext({ theme });
    },
    dispose() {
      openai?.dispose();
      void mcp.close();
      frame.remove();
    },
  };
}
