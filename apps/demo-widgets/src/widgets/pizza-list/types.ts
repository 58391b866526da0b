/** One pizza, as `show_pizzas` and `load_more_pizzas` return it. */
export interface Pizza {
  id: string;
  name: string;
  description: string;
  price: number;
  rating: number;
  toppings: string[];
}

/** `show_pizzas`'s structuredContent. */
export interface PizzaListOutput {
  [key: string]: unknown;
  city: string;
  pizzas: Pizza[];
  nextCursor: string | null;
}

/** `load_more_pizzas`'s structuredContent. */
export interface MorePizzasOutput {
  [key: string]: unknown;
  pizzas: Pizza[];
  nextCursor: string | null;
}

/** What the widget keeps in widget state: the selection and the pages loaded after the first. */
export interface PizzaWidgetState {
  [key: string]: unknown;
  selectedId: string | null;
  more: Pizza[];
  /** The cursor after the last loaded page; `undefined` until a page was loaded. */
  nextCursor?: string | null;
  /** The in-widget route, written by `WidgetRouterSync`. */
  route?: string;
}

/** Keeps only well-formed pizzas from a tool result (bad entries are dropped, not rendered). */
export function readPizzas(value: unknown): Pizza[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (p): p is Pizza =>
        !!p &&
        typeof p === "object" &&
        typeof (p as Pizza).id === "string" &&
        typeof (p as Pizza).name === "string" &&
        typeof (p as Pizza).price === "number",
    )
    .map((p) => ({
      ...p,
      description: typeof p.description === "string" ? p.description : "",
      rating: typeof p.rating === "number" ? p.rating : 0,
      toppings: Array.isArray(p.toppings) ? p.toppings.filter((t): t is string => typeof t === "string") : [],
    }));
}
