/** One quote the widget shows. */
export type Quote = {
  id: string;
  text: string;
  author: string;
};

/** The quotes this example serves; replace them with your own data source. */
export const QUOTES: readonly Quote[] = [
  { id: "q1", text: "Simplicity is prerequisite for reliability.", author: "Edsger W. Dijkstra" },
  {
    id: "q2",
    text: "Programs must be written for people to read, and only incidentally for machines to execute.",
    author: "Harold Abelson",
  },
  {
    id: "q3",
    text: "The most important property of a program is whether it accomplishes the intention of its user.",
    author: "C. A. R. Hoare",
  },
  { id: "q4", text: "Premature optimization is the root of all evil.", author: "Donald Knuth" },
  { id: "q5", text: "Make it work, make it right, make it fast.", author: "Kent Beck" },
  { id: "q6", text: "Deleted code is debugged code.", author: "Jeff Sickel" },
];

/** How many quotes one page holds. */
export const PAGE_SIZE = 3;

/** One page of quotes and the cursor of the next page (`null` at the end). A type, not an interface, so it is a plain JSON object for `toolResult`. */
export type QuotesPage = {
  quotes: Quote[];
  nextCursor: string | null;
};

/** The page that starts at `cursor` (a quote index as text; `"0"` or nothing for the first). */
export function quotesPage(cursor = "0"): QuotesPage {
  const start = Number.parseInt(cursor, 10);
  const from = Number.isInteger(start) && start >= 0 ? start : 0;
  const quotes = QUOTES.slice(from, from + PAGE_SIZE);
  const next = from + PAGE_SIZE;
  return { quotes, nextCursor: next < QUOTES.length ? String(next) : null };
}
