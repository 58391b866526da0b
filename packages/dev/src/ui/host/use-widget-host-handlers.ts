import { useMemo } from "react";
import type { CspViolation } from "./csp-advice.js";
import type { DisplayMode, FrameLabel, LogMessage } from "./types.js";
import { useLatest } from "./use-latest.js";
import type { WidgetHostHandlers } from "./widget-session.js";

/** What the host page does when a widget frame asks something of it over the MCP Apps bridge. */
export interface WidgetHostActions {
  log(entry: LogMessage & { frame: FrameLabel }): void;
  /** Lists the main widget's own tools (`appCapabilities.tools`). */
  listAppTools(): void;
  addFollowUp(prompt: string, frame: FrameLabel): void;
  openLink(href: string, allowRedirect: boolean): void;
  /** Returns the mode actually in effect (the main frame's request; the modal stays inline). */
  requestDisplayMode(requested: string): DisplayMode;
  setModelContext(context: unknown): void;
  requestClose(frame: FrameLabel): void;
  addCspViolation(violation: CspViolation): void;
  reloadWidget(): void;
}

/** The bridge handlers of both frames. They are created once and act with the latest `actions`. */
export function useWidgetHostHandlers(actions: WidgetHostActions): Record<FrameLabel, WidgetHostHandlers> {
  const latest = useLatest(actions);
  return useMemo(() => {
    const handlersOf = (frame: FrameLabel): WidgetHostHandlers => ({
      log: (entry) => latest.current.log({ ...entry, frame }),
      // After the handshake: list the tools the widget declared (appCapabilities.tools), if any.
      initialized: () => {
        if (frame === "main") latest.current.listAppTools();
      },
      // The panel shows the main widget's tools; a modal's are not listed.
      appToolsChanged: () => {
        if (frame === "main") latest.current.listAppTools();
      },
      sizeChanged: () => undefined,
      followUp: (prompt) => latest.current.addFollowUp(prompt, frame),
      openLink: (url) => latest.current.openLink(url, true),
      requestDisplayMode: (mode) => (frame === "main" ? latest.current.requestDisplayMode(mode) : "inline"),
      modelContext: (context) => latest.current.setModelContext(context),
      requestClose: () => latest.current.requestClose(frame),
      cspViolation: (violation) => latest.current.addCspViolation(violation),
      // Mounted again with the same call: the tool result, widget state and profile stay.
      reloaded: () => latest.current.reloadWidget(),
    });
    return { main: handlersOf("main"), modal: handlersOf("modal") };
  }, [latest]);
}
