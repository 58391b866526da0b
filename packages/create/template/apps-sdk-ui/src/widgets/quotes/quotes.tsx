import { useEffect } from "react";
import { Badge } from "@openai/apps-sdk-ui/components/Badge";
import { Button } from "@openai/apps-sdk-ui/components/Button";
import { EmptyMessage } from "@openai/apps-sdk-ui/components/EmptyMessage";
import { Star, StarFilled } from "@openai/apps-sdk-ui/components/Icon";
import { LoadingIndicator } from "@openai/apps-sdk-ui/components/Indicator";
import { applyDocumentTheme } from "@openai/apps-sdk-ui/theme";
import { useIntrinsicHeight, useTheme } from "@hostbridge/react";
import { useQuotes } from "./use-quotes.js";

/** Where a loading, empty or error message sits: one quiet panel, never a blank frame. */
const STATE_PANEL = "m-3 flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl p-3 text-center";

/**
 * The widget, on OpenAI's design system (@openai/apps-sdk-ui): the quotes `show_quotes` returned,
 * stars kept in widget state, more on demand.
 */
export function QuotesWidget() {
  const widget = useQuotes();
  const theme = useTheme();
  // The design system picks its light or dark tokens from `data-theme` on <html>: follow the host's.
  useEffect(() => applyDocumentTheme(theme === "dark" ? "dark" : "light"), [theme]);
  useIntrinsicHeight();
  const { output, askAbout } = widget;

  if (widget.failure !== undefined)
    return (
      <p role="alert" className={`${STATE_PANEL} border border-default text-danger`}>
        Could not load quotes: {widget.failure}
      </p>
    );
  if (!output)
    return (
      <div data-testid="loading" className={`${STATE_PANEL} border border-dashed border-default text-secondary`}>
        <LoadingIndicator />
        Loading quotes…
      </div>
    );

  return (
    <section className="flex flex-col gap-3 bg-surface p-3 text-default" data-testid="quotes">
      <header className="flex items-center gap-2">
        <h1 className="heading-sm m-0 flex-1">{output.title}</h1>
        <Badge data-testid="starred-count">{widget.starred.length} starred</Badge>
        {widget.canToggleFullscreen && (
          <Button
            color="secondary"
            variant="outline"
            size="sm"
            data-testid="toggle-fullscreen"
            onClick={widget.toggleFullscreen}
          >
            {widget.fullscreen ? "Exit fullscreen" : "Fullscreen"}
          </Button>
        )}
      </header>
      {widget.quotes.length === 0 && (
        <EmptyMessage>
          <EmptyMessage.Title>No quotes yet.</EmptyMessage.Title>
        </EmptyMessage>
      )}
      <ul className="m-0 grid list-none gap-2 p-0">
        {widget.quotes.map((quote) => {
          const starred = widget.starred.includes(quote.id);
          return (
            <li
              key={quote.id}
              className="rounded-2xl border border-subtle bg-surface-secondary px-4 py-3"
              data-testid="quote"
              data-quote-id={quote.id}
            >
              <blockquote className="m-0 text-base">{quote.text}</blockquote>
              <p className="mt-1 mb-0 text-sm text-secondary">{quote.author}</p>
              <div className="mt-2 flex flex-wrap items-center gap-1.5">
                <Button
                  color={starred ? "warning" : "secondary"}
                  variant="ghost"
                  size="sm"
                  uniform
                  selected={starred}
                  aria-pressed={starred}
                  aria-label={`${starred ? "Unstar" : "Star"} the quote by ${quote.author}`}
                  onClick={() => widget.toggleStar(quote.id)}
                >
                  {starred ? <StarFilled /> : <Star />}
                </Button>
                {askAbout && (
                  <Button color="secondary" variant="soft" size="sm" onClick={() => askAbout(quote.author)}>
                    Ask about {quote.author}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {widget.loadMoreError && (
        <p role="alert" className={`${STATE_PANEL} border border-default text-danger`}>
          Could not load more quotes: {widget.loadMoreError.message}
        </p>
      )}
      {widget.canLoadMore && (
        <Button
          color="primary"
          block
          data-testid="load-more"
          loading={widget.loadingMore}
          onClick={() => void widget.loadMore()}
        >
          More quotes
        </Button>
      )}
    </section>
  );
}
