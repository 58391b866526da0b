import { useMemo } from "react";
import { Route, Routes, useMatch, useNavigate, useParams } from "react-router-dom";
import { createHooks, useLocale, useSendFollowUpMessage } from "@hostbridge/react";
import { WidgetRouterSync } from "@hostbridge/react/router";
import { useAppTool } from "@hostbridge/react/tools";
import type { DemoApp } from "../../shared/demo-app.js";
import { WidgetShell } from "../../shared/widget-shell.js";
import { StatusLine } from "../../shared/status-line.js";
import { useAction } from "../../shared/use-action.js";
import { WidgetRouter } from "../../shared/widget-router.js";
import { formatPrice, formatNumber } from "../../shared/format.js";
import { readPizzas, type Pizza, type PizzaWidgetState } from "./types.js";
import "./pizza-list.css";

const DEFAULT_STATE: PizzaWidgetState = { selectedId: null, more: [] };
// Typed from the demo server's declarations: show_pizzas renders this widget.
const { useCallTool, useToolResult, useWidgetState } = createHooks<DemoApp, "show_pizzas", PizzaWidgetState>();
/** A deep link (`/pizza/<id>`) at the end of the document's path, stripped to find the widget's base. */
const DETAIL_ROUTE = /\/pizza\/[^/]*\/?$/;

/** The pizza list widget: `show_pizzas`'s output, details per pizza, more pages, follow-ups. */
export function PizzaListWidget() {
  return (
    <WidgetRouter inWidgetRoute={DETAIL_ROUTE}>
      {/* The route lives in widget state too: a reloaded widget reopens the pizza it showed. */}
      <WidgetRouterSync />
      <PizzaList />
    </WidgetRouter>
  );
}

function PizzaList() {
  const tool = useToolResult();
  const [state, setState] = useWidgetState(DEFAULT_STATE);
  const loadMore = useCallTool("load_more_pizzas");
  const followUp = useSendFollowUpMessage();
  const action = useAction();
  const onDetails = useMatch("/pizza/:id") !== null;

  const city = tool.output?.city ?? tool.input?.city ?? "your area";
  const pizzas = useMemo(() => {
    // First page from the tool output, further pages from widget state; an id appears once.
    const all = [...readPizzas(tool.output?.pizzas), ...readPizzas(state.more)];
    const seen = new Set<string>();
    return all.filter((pizza) => !seen.has(pizza.id) && seen.add(pizza.id));
  }, [tool.output, state.more]);
  // A tool the host or model can call: what the widget shows now (the app-provided tools demo).
  useAppTool({
    name: "get_visible_pizzas",
    description: "The pizzas the widget shows now, and the one the user selected (selectedId, or null).",
    handler: () => ({
      content: [{ type: "text", text: pizzas.map((pizza) => pizza.name).join(", ") || "No pizzas shown." }],
      structuredContent: {
        pizzas: pizzas.map(({ id, name, price }) => ({ id, name, price })),
        selectedId: state.selectedId,
      },
    }),
  });
  const nextCursor = state.nextCursor !== undefined ? state.nextCursor : (tool.output?.nextCursor ?? null);

  const onLoadMore = async () => {
    if (!nextCursor) return;
    const result = await loadMore.call({ cursor: nextCursor });
    const page = result?.structuredContent;
    if (!result || result.isError || !page) return;
    const added = readPizzas(page.pizzas);
    setState((previous) => ({
      ...previous,
      more: [...(Array.isArray(previous.more) ? previous.more : []), ...added],
      nextCursor: typeof page.nextCursor === "string" ? page.nextCursor : null,
    }));
  };

  const features = [
    { name: "callTool", supported: loadMore.isSupported },
    { name: "sendFollowUpMessage", supported: followUp.isSupported },
    { name: "setWidgetState", supported: setState.isSupported },
  ];

  return (
    <WidgetShell
      title={`Pizzas in ${city}`}
      subtitle={tool.output ? `${pizzas.length} places` : "Finding the best slices…"}
      features={features}
    >
      <Routes>
        <Route
          path="/pizza/:id"
          element={
            <PizzaDetails
              pizzas={pizzas}
              city={city}
              canFollowUp={followUp.isSupported}
              busy={action.busy}
              onFollowUp={(prompt, quiet) =>
                action.run(
                  "Sending…",
                  () => followUp(prompt, quiet ? { scrollToBottom: false } : undefined),
                  () => "Message sent to the chat.",
                )
              }
            />
          }
        />
        <Route
          path="*"
          element={
            <PizzaIndex
              pizzas={pizzas}
              loading={isSearching(tool)}
              error={searchError(tool)}
              selectedId={typeof state.selectedId === "string" ? state.selectedId : null}
              onSelect={(pizzaId) => setState((previous) => ({ ...previous, selectedId: pizzaId }))}
            />
          }
        />
      </Routes>
      {tool.output && !onDetails && (
        <LoadMoreRow
          city={city}
          nextCursor={nextCursor}
          canLoadMore={loadMore.isSupported}
          loading={loadMore.status === "pending"}
          onLoadMore={onLoadMore}
        />
      )}
      {loadMore.status === "error" && (
        <StatusLine status={{ kind: "error", message: loadMore.error?.message ?? "Could not load more pizzas." }} />
      )}
      <StatusLine status={action.status} />
    </WidgetShell>
  );
}

/** The tool's state as the list reads it. */
type ToolState = ReturnType<typeof useToolResult>;

/** The first page is still on its way: no output yet, and the call has not ended. */
function isSearching(tool: ToolState): boolean {
  return !tool.output && (tool.status === "pending" || tool.status === "input-streaming" || tool.status === "idle");
}

/** Why the list cannot be shown: a cancelled search (with the host's reason) or the tool's error. */
function searchError(tool: ToolState): string | null {
  if (!tool.isCancelled) return tool.error;
  return `The search was cancelled${tool.cancelReason ? `: ${tool.cancelReason}` : "."}`;
}

interface LoadMoreRowProps {
  city: string;
  nextCursor: string | null;
  canLoadMore: boolean;
  loading: boolean;
  onLoadMore(): void;
}

/** Under the list: the "load more" button while there is a next page, else the list's end. */
function LoadMoreRow({ city, nextCursor, canLoadMore, loading, onLoadMore }: LoadMoreRowProps) {
  return (
    <div className="hb-row">
      {nextCursor ? (
        <button
          type="button"
          className="hb-button"
          data-testid="load-more"
          disabled={!canLoadMore || loading}
          onClick={onLoadMore}
        >
          {loading ? "Loading…" : "Load more pizzas"}
        </button>
      ) : (
        <span className="hb-small hb-muted" data-testid="list-end">
          That's every pizza in {city}.
        </span>
      )}
      {!canLoadMore && nextCursor && (
        <span className="hb-small hb-muted">This host cannot call tools from the widget.</span>
      )}
    </div>
  );
}

interface PizzaIndexProps {
  pizzas: Pizza[];
  loading: boolean;
  error: string | null;
  selectedId: string | null;
  onSelect(id: string): void;
}

function PizzaIndex({ pizzas, loading, error, selectedId, onSelect }: PizzaIndexProps) {
  const navigate = useNavigate();
  const locale = useLocale();
  if (error) return <StatusLine status={{ kind: "error", message: error }} />;
  if (loading) {
    return (
      <div className="hb-stack" aria-busy="true" data-testid="loading">
        <div className="hb-skeleton" />
        <div className="hb-skeleton" />
        <div className="hb-skeleton" />
      </div>
    );
  }
  if (pizzas.length === 0) return <p className="hb-muted">No pizzas here yet.</p>;
  return (
    <ul className="hb-list pz-list">
      {pizzas.map((pizza, index) => (
        <li key={pizza.id} data-testid="pizza-item" data-pizza-id={pizza.id} data-selected={pizza.id === selectedId}>
          <button
            type="button"
            className="pz-row"
            aria-pressed={pizza.id === selectedId}
            data-testid="select-pizza"
            onClick={() => {
              onSelect(pizza.id);
              navigate(`/pizza/${encodeURIComponent(pizza.id)}`);
            }}
          >
            <span className="pz-rank">{index + 1}</span>
            <PizzaAvatar name={pizza.name} />
            <span className="pz-main">
              <span className="pz-name">{pizza.name}</span>
              <span className="pz-toppings">{pizza.toppings.join(" · ")}</span>
            </span>
            <span className="pz-side">
              <span className="pz-price">{formatPrice(pizza.price, locale)}</span>
              <span className="pz-rating" role="img" aria-label={`Rated ${pizza.rating} of 5`}>
                ★ {formatNumber(pizza.rating, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

interface PizzaDetailsProps {
  pizzas: Pizza[];
  city: string;
  canFollowUp: boolean;
  busy: boolean;
  onFollowUp(prompt: string, quiet: boolean): void;
}

function PizzaDetails({ pizzas, city, canFollowUp, busy, onFollowUp }: PizzaDetailsProps) {
  const { id } = useParams();
  const navigate = useNavigate();
  const locale = useLocale();
  const pizza = pizzas.find((candidate) => candidate.id === id);
  // The seed's way back: relative to the route, replacing the entry so "back" does not bounce.
  const back = () => navigate("..", { replace: true });
  return (
    <article className="hb-card pz-details" data-testid="pizza-details" data-pizza-id={id}>
      <button type="button" className="hb-button" data-variant="ghost" data-testid="back-to-list" onClick={back}>
        ← All pizzas
      </button>
      {pizza ? (
        <>
          <div className="hb-row pz-details-head">
            <PizzaAvatar name={pizza.name} large />
            <div className="hb-stack" style={{ gap: 2 }}>
              <h2 className="pz-details-name">{pizza.name}</h2>
              <span className="hb-muted hb-small">
                {formatPrice(pizza.price, locale)} · ★{" "}
                {formatNumber(pizza.rating, locale, { maximumFractionDigits: 1 })}
              </span>
            </div>
          </div>
          <p className="pz-description">{pizza.description}</p>
          <ul className="pz-chips" aria-label="Toppings">
            {pizza.toppings.map((topping) => (
              <li key={topping} className="hb-badge">
                {topping}
              </li>
            ))}
          </ul>
          <div className="hb-row">
            <button
              type="button"
              className="hb-button"
              data-variant="primary"
              data-testid="order-pizza"
              disabled={!canFollowUp || busy}
              onClick={() => onFollowUp(`Order a ${pizza.name} pizza in ${city} for me.`, false)}
            >
              Order this pizza
            </button>
            <button
              type="button"
              className="hb-button"
              data-testid="ask-about-pizza"
              disabled={!canFollowUp || busy}
              onClick={() => onFollowUp(`What goes well with a ${pizza.name}?`, true)}
            >
              Ask what goes with it
            </button>
          </div>
        </>
      ) : (
        <p className="hb-muted">That pizza is not in this list.</p>
      )}
    </article>
  );
}

function PizzaAvatar({ name, large }: { name: string; large?: boolean }) {
  // A stable hue per name: a colourful tile without loading any image.
  let hue = 0;
  for (const character of name) hue = (hue * 31 + character.charCodeAt(0)) % 360;
  return (
    <span
      className={large ? "pz-avatar pz-avatar-lg" : "pz-avatar"}
      style={{ background: `linear-gradient(135deg, hsl(${hue} 80% 60%), hsl(${(hue + 40) % 360} 85% 45%))` }}
      aria-hidden="true"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
