import { useEffect, useState } from "react";
import { Badge } from "@openai/apps-sdk-ui/components/Badge";
import { Button } from "@openai/apps-sdk-ui/components/Button";
import { EmptyMessage } from "@openai/apps-sdk-ui/components/EmptyMessage";
import { Star, StarFilled } from "@openai/apps-sdk-ui/components/Icon";
import { LoadingIndicator } from "@openai/apps-sdk-ui/components/Indicator";
import { applyDocumentTheme } from "@openai/apps-sdk-ui/theme";
import { useDisplayMode, useIntrinsicHeight, useSendFollowUpMessage, useTheme } from "@hostbridge/react";
import type { Quote } from "../../../server/tools/quotes-data.js";
import { useCallTool, useToolOutput, useToolResult, useWidgetState } from "./hooks.js";

/** Where a loading, empty or error message sits: one quiet panel, never a blank frame. */
const STATE_PANEL = "m-3 flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl p-3 text-center";

/**
 * The widget, on OpenAI's design system (@openai/apps-sdk-ui): the quotes `show_quotes` returned,
 * stars kept in widget state, more on demand.
 */
export function QuotesWidget() {
  const output = useToolOutput();
  const call = useToolResult();
  const [state, setState] = useWidgetState({ starred: [] });
  const more = useCallTool("more_quotes");
  const followUp = useSendFollowUpMessage();
  const display = useDisplayMode();
  const theme = useTheme();
  // The design system picks its light or dark tokens from `data-theme` on <html>: follow the host's.
  useEffect(() => applyDocumentTheme(theme === "dark" ? "dark" : "light"), [theme]);
  useIntrinsicHeight();
  const [loaded, setLoaded] = useState<{ quotes: Quote[]; nextCursor: string | null }[]>([]);

  // The call that rendered the widget can fail or be cancelled (e.g. the server is down): say so
  // instead of waiting for ever.
  if (!output && (call.isError || call.isCancelled))
    return (
      <p role="alert" className={`${STATE_PANEL} border border-default text-danger`}>
        Could not load quotes: {call.isError ? call.error : (call.cancelReason ?? "the call was cancelled")}
      </p>
    );
  if (!output)
    return (
      <div data-testid="loading" className={`${STATE_PANEL} border border-dashed border-default text-secondary`}>
        <LoadingIndicator />
        Loading quotes…
      </div>
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
    <section className="flex flex-col gap-3 bg-surface p-3 text-default" data-testid="quotes">
      <header className="flex items-center gap-2">
        <h1 className="heading-sm m-0 flex-1">{output.title}</h1>
        <Badge data-testid="starred-count">{state.starred.length} starred</Badge>
        {display.isSupported && (fullscreen || display.availableModes.includes("fullscreen")) && (
          <Button
            color="secondary"
            variant="outline"
            size="sm"
            data-testid="toggle-fullscreen"
            onClick={() => void display.request(fullscreen ? "inline" : "fullscreen")}
          >
            {fullscreen ? "Exit fullscreen" : "Fullscreen"}
          </Button>
        )}
      </header>
      {quotes.length === 0 && (
        <EmptyMessage>
          <EmptyMessage.Title>No quotes yet.</EmptyMessage.Title>
        </EmptyMessage>
      )}
      <ul className="m-0 grid list-none gap-2 p-0">
        {quotes.map((quote) => {
          const starred = state.starred.includes(quote.id);
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
                  onClick={() => toggleStar(quote.id)}
                >
                  {starred ? <StarFilled /> : <Star />}
                </Button>
                {followUp.isSupported && (
                  <Button
                    color="secondary"
                    variant="soft"
                    size="sm"
                    onClick={() => void followUp(`Tell me more about ${quote.author}.`)}
                  >
                    Ask about {quote.author}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {more.error && (
        <p role="alert" className={`${STATE_PANEL} border border-default text-danger`}>
          Could not load more quotes: {more.error.message}
        </p>
      )}
      {nextCursor !== null && more.isSupported && (
        <Button
          color="primary"
          block
          data-testid="load-more"
          loading={more.status === "pending"}
          onClick={() => void loadMore()}
        >
          More quotes
        </Button>
      )}
    </section>
  );
}
