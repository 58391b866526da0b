import { useIntrinsicHeight } from "@hostbridge/react";
import { useHostStyles } from "@hostbridge/react/styles";
import { useQuotes } from "./use-quotes.js";

/** The widget: the quotes `show_quotes` returned, stars kept in widget state, more on demand. */
export function QuotesWidget() {
  const widget = useQuotes();
  // The host's colours, fonts and theme (`color-scheme`) on <html>, which quotes.css builds on.
  useHostStyles();
  useIntrinsicHeight();
  const { output, askAbout } = widget;

  if (widget.failure !== undefined)
    return (
      <p role="alert" className="widget-state">
        Could not load quotes: {widget.failure}
      </p>
    );
  if (!output)
    return (
      <p data-testid="loading" className="widget-state widget-loading">
        Loading quotes…
      </p>
    );

  return (
    <section className="widget quotes" data-testid="quotes">
      <header className="widget-header">
        <h1 className="widget-title">{output.title}</h1>
        <span data-testid="starred-count" className="muted">
          {widget.starred.length} starred
        </span>
        {widget.canToggleFullscreen && (
          <button type="button" className="button" data-testid="toggle-fullscreen" onClick={widget.toggleFullscreen}>
            {widget.fullscreen ? "Exit fullscreen" : "Fullscreen"}
          </button>
        )}
      </header>
      {widget.quotes.length === 0 && <p className="widget-state">No quotes yet.</p>}
      <ul className="widget-list">
        {widget.quotes.map((quote) => {
          const starred = widget.starred.includes(quote.id);
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
                  onClick={() => widget.toggleStar(quote.id)}
                >
                  {starred ? "★" : "☆"}
                </button>
                {askAbout && (
                  <button type="button" className="button" onClick={() => askAbout(quote.author)}>
                    Ask about {quote.author}
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {widget.loadMoreError && (
        <p role="alert" className="widget-state">
          Could not load more quotes: {widget.loadMoreError.message}
        </p>
      )}
      {widget.canLoadMore && (
        <button
          type="button"
          className="button button-primary"
          data-testid="load-more"
          disabled={widget.loadingMore}
          onClick={() => void widget.loadMore()}
        >
          {widget.loadingMore ? "Loading…" : "More quotes"}
        </button>
      )}
    </section>
  );
}
