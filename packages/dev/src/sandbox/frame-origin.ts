/**
 * One sandbox origin per widget frame. The dev host shows at most two frames of one server at once
 * (the widget and the modal it opens, ChatGPT's `requestModal`); on one origin the first could
 * script the second's proxy and post from its realm as if it were the host. The main frame keeps
 * the server's own origin (`<label>.localhost`, so its storage stays where it was); every other
 * frame gets `<label>-<frame>.localhost`, another site, so the two cannot reach each other's
 * documents, cookies or processes. Pure code, shared by the page, the proxy's server and its tests.
 */

/** The frames the dev host can show at once, each on an origin of its own. */
export const WIDGET_FRAMES = ["main", "modal"] as const;

/** One of {@link WIDGET_FRAMES}. */
export type WidgetFrameName = (typeof WIDGET_FRAMES)[number];

/** The host-name label of `frame` for a server whose sandbox label is `label`. */
export function frameLabel(label: string, frame: WidgetFrameName): string {
  return frame === "main" ? label : `${label}-${frame}`;
}

/** Every host-name label the frames of the server `label` use (the sandbox server answers on each). */
export function frameLabels(label: string): string[] {
  return WIDGET_FRAMES.map((frame) => frameLabel(label, frame));
}

/**
 * The proxy URL of `frame`, from the server's proxy URL (`http://<label>.localhost:<port>/…`). A URL
 * on another kind of host (a test's `localhost`) is returned as it is.
 */
export function frameSandboxUrl(sandboxUrl: string, frame: WidgetFrameName): string {
  const url = new URL(sandboxUrl);
  const match = /^([a-z0-9-]+)\.localhost$/i.exec(url.hostname);
  if (!match || frame === "main") return url.toString();
  url.hostname = `${frameLabel(match[1] ?? "", frame)}.localhost`;
  return url.toString();
}

/** The origins of every frame of the server whose proxy is `sandboxUrl`: what the page may frame. */
export function frameSandboxOrigins(sandboxUrl: string): string[] {
  return [...new Set(WIDGET_FRAMES.map((frame) => new URL(frameSandboxUrl(sandboxUrl, frame)).origin))];
}
