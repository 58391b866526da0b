import { useCallback, useRef, useState } from "react";
import { type AppToolsView, NO_APP_TOOLS } from "./app-tools.js";
import type { WidgetSession } from "./widget-session.js";
import { errorMessage } from "../error-message.js";

/** The host's handle on the widget's own tools: what it registered, and the last call made. */
export interface AppToolsControls {
  view: AppToolsView;
  /**
   * Lists the widget's tools again (`tools/list`); shows none when the widget declared none. The
   * host calls it after the handshake and on the widget's `notifications/tools/list_changed`.
   */
  refresh(): Promise<void>;
  /** Calls a widget tool (`tools/call`) and keeps its result (or error) as the last call. */
  call(name: string, args: Record<string, unknown>): Promise<void>;
  /** Forgets the tools (the widget went away). */
  reset(): void;
}

/**
 * Tracks the tools of the widget in `currentSession()`. Answers that arrive after the session
 * changed (the widget reloaded, another run) are dropped, so the panel never mixes two widgets.
 */
export function useAppTools(currentSession: () => WidgetSession | null): AppToolsControls {
  const [view, setView] = useState<AppToolsView>(NO_APP_TOOLS);
  const sessionOf = useRef(currentSession);
  sessionOf.current = currentSession;
  const callCount = useRef(0);
  const listingCount = useRef(0);

  const refresh = useCallback(async () => {
    const session = sessionOf.current();
    const listing = ++listingCount.current;
    if (!session?.offersAppTools) {
      setView(NO_APP_TOOLS);
      return;
    }
    setView((current) => ({ ...current, status: "listing", error: null }));
    // Only the latest listing of the same widget updates the panel: a `list_changed` can arrive
    // while an earlier `tools/list` is still out, and that one's answer is the older list.
    const isLatest = () => sessionOf.current() === session && listingCount.current === listing;
    try {
      const tools = await session.listAppTools();
      if (isLatest()) setView((current) => ({ ...current, status: "ready", tools, error: null }));
    } catch (error) {
      if (isLatest()) setView((current) => ({ ...current, status: "error", tools: [], error: errorMessage(error) }));
    }
  }, []);

  const call = useCallback(async (name: string, args: Record<string, unknown>) => {
    const session = sessionOf.current();
    const id = ++callCount.current;
    const base = { id, name, args };
    if (!session?.offersAppTools) {
      setView((current) => ({
        ...current,
        lastCall: { ...base, pending: false, result: null, error: "The widget offers no tools now." },
      }));
      return;
    }
    setView((current) => ({ ...current, lastCall: { ...base, pending: true, result: null, error: null } }));
    let settled: { result: unknown; error: string | null };
    try {
      settled = { result: await session.callAppTool(name, args), error: null };
    } catch (error) {
      settled = { result: null, error: errorMessage(error) };
    }
    // Only the latest call of the same widget updates the panel.
    if (sessionOf.current() !== session) return;
    setView((current) =>
      current.lastCall?.id === id ? { ...current, lastCall: { ...base, pending: false, ...settled } } : current,
    );
  }, []);

  const reset = useCallback(() => setView(NO_APP_TOOLS), []);
  return { view, refresh, call, reset };
}
