import { useState } from "react";
import { useDisplayMode, useIntrinsicHeight, useSendFollowUpMessage } from "@hostbridge/react";
import { useHostStyles } from "@hostbridge/react/styles";
import type { Quote } from "../../../server/tools/quotes-data.js";
import { useCallTool, useToolOutput, useToolResult, useWidgetState } from "./hooks.js";

/** The widget: the quotes `show_quotes` returned, stars kept in widget state, more on demand. */
export function QuotesWidget() {
  const output = useToolOutput();
  const call = useToolResult();
  const [state, setState] = useWidgetState({ starred: [] });
  const more = useCallTool("more_quotes");
  const followUp = useSendFollowUpMessage();
  const display = useDisplayMode();
  // The host's colours, fonts and theme (`color-scheme`) on <html>, which quotes.css builds on.
  useHostStyles();
  useIntrinsicHeight();
  const [loaded, setLoaded] = useState<{ quotes: Quote[]; nextCursor: string | null }[]>([]);

  // The call that rendered the widget can fail or be cancelled (e.g. the server is down): say so
  // instead of waiting for ever.
  if (!output && (call.isError || call.isCancelled))
    return (
      <p role="alert" className="widget-state">
        Could not load quotes: {call.isError ? call.error : (call.cancelReason ?? "the call was cancelled")}
      </p>
    );
  if (!output)
    return (
      <p data-testid="loading" className="widget-state widget-loading">
        Loading quotes…
      </p>
    );

  const quotes = [...output.quotes, ...loaded.flatMap((page) => page.quotes)];
  const nextCursor = loaded.length > 0 ? (loaded[loaded.length - 1]?.nextCursor ?? null) : output.nextCursor;
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

  return (
    <section className="widget quotes" data-testid="quotes">
      <header className="widget-header">
        <h1 className="widget-title">{output.title}</h1>
        <span data-testid="starred-count" className="muted">
          {state.starred.length} starred
        </span>
        {display.isSupported && (fullscreen || display.availableModes.includes("fullscreen")) && (
          <button
            type="button"
            className="button"
            data-testid="toggle-fullscreen"
            onClick={() => void display.request(fullscreen ? "inline" : "fullscreen")}
          >
            {fullscreen ? "Exit fullscreen" : "Fullscreen"}
          </button>
        )}
      </header>
      {quotes.length === 0 && <p className="widget-state">No quotes yet.</p>}
      <ul className="widget-list">
        {quotes.map((quote) => {
          const starred = state.starred.includes(quote.id);
          return (
            <li key={quote.id} className="widget-card" data-testid="quote" data-quote-id={quote.id}>
              <blockquote>{quote.text}</blockquote>
              <p className="author muted">{quote.author}</p>
              <div className="widget-actions">
                <button
                  type="button"
                  className="button button-icon"
                  aria-pressed={starred}
                  aria-label={`${starred ? "Unstar" : "Star"} the quote by ${quote.author}`}
                  onClick={() => toggleStar(quote.id)}
                >
                  {starred ? "★" : "☆"}
                </button>
                {followUp.isSupported && (
                  <button
                    type="button"
                    className="button"
                    onClick={() => void followUp(`Tell me more about ${quote.author}.`)}
                  >
                    Ask about {quote.author}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {more.error && (
        <p role="alert" className="widget-state">
          Could not load more quotes: {more.error.message}
        </p>
      )}
      {nextCursor !== null && more.isSupported && (
        <button
          type="button"
          className="button button-primary"
          data-testid="load-more"
          disabled={more.status === "pending"}
          onClick={() => void loadMore()}
        >
          {more.status === "pending" ? "Loading…" : "More quotes"}
        </button>
      )}
    </section>
  );
}
