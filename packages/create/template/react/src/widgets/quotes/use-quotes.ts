import { useState } from "react";
import { useDisplayMode, useSendFollowUpMessage } from "@hostbridge/react";
import type { Quote } from "../../../server/tools/quotes-data.js";
import { useCallTool, useToolOutput, useToolResult, useWidgetState } from "./hooks.js";

/**
 * What the quotes widget shows and does, apart from how it looks: the quotes `show_quotes`
 * returned and those loaded since, the stars kept in widget state, `more_quotes` with the next
 * cursor, a follow-up message and the display mode.
 */
export function useQuotes() {
  const output = useToolOutput();
  const call = useToolResult();
  const [state, setState] = useWidgetState({ starred: [] });
  const more = useCallTool("more_quotes");
  const followUp = useSendFollowUpMessage();
  const display = useDisplayMode();
  const [loaded, setLoaded] = useState<{ quotes: Quote[]; nextCursor: string | null }[]>([]);

  const quotes = output ? [...output.quotes, ...loaded.flatMap((page) => page.quotes)] : [];
  const nextCursor = loaded.length > 0 ? (loaded[loaded.length - 1]?.nextCursor ?? null) : (output?.nextCursor ?? null);
  const toggleStar = (id: string) =>
    setState((previous) => ({
      starred: previous.starred.includes(id)
        ? previous.starred.filter((starred) => starred !== id)
        : [...previous.starred, id],
    }));
  const loadMore = async () => {
    if (nextCursor === null) return;
    const result = await more.call({ cursor: nextCursor });
    const page = result?.structuredContent;
    if (page) setLoaded((pages) => [...pages, page]);
  };
  const fullscreen = display.mode === "fullscreen";
  const canToggleFullscreen = display.isSupported && (fullscreen || display.availableModes.includes("fullscreen"));
  const toggleFullscreen = () => void display.request(fullscreen ? "inline" : "fullscreen");
  // The call that rendered the widget can fail or be cancelled (e.g. the server is down): the
  // widget says so instead of waiting for ever.
  const failed = !output && (call.isError || call.isCancelled);
  const failure = call.isError ? (call.error ?? "") : (call.cancelReason ?? "the call was cancelled");

  return {
    output,
    /** Why the call that rendered the widget gave no output, when it failed or was cancelled. */
    failure: failed ? failure : undefined,
    quotes,
    starred: state.starred,
    toggleStar,
    canLoadMore: nextCursor !== null && more.isSupported,
    loadMore,
    loadingMore: more.status === "pending",
    loadMoreError: more.error,
    askAbout: followUp.isSupported ? (author: string) => void followUp(`Tell me more about ${author}.`) : undefined,
    fullscreen,
    canToggleFullscreen,
    toggleFullscreen,
  };
}
