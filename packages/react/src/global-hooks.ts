import type { HostSnapshot, UnknownObject, WidgetState } from "@hostbridge/core";
import { useHost } from "./use-host.js";

// Module-level selectors keep the memoised selection stable across renders.
const selectToolInput = (snapshot: HostSnapshot) => snapshot.toolInput;
const selectToolOutput = (snapshot: HostSnapshot) => snapshot.toolOutput;
const selectMetadata = (snapshot: HostSnapshot) => snapshot.toolResponseMetadata;
const selectWidgetState = (snapshot: HostSnapshot) => snapshot.widgetState;
const selectTheme = (snapshot: HostSnapshot) => snapshot.theme;
const selectMaxHeight = (snapshot: HostSnapshot) => snapshot.maxHeight;
const selectSafeArea = (snapshot: HostSnapshot) => snapshot.safeArea;
const selectView = (snapshot: HostSnapshot) => snapshot.view;
const selectUserAgent = (snapshot: HostSnapshot) => snapshot.userAgent;
const selectLocale = (snapshot: HostSnapshot) => snapshot.locale;

// @example-source packages/react/examples/hooks.tsx#useToolInput
/**
 * The arguments of the tool call that rendered this widget (`window.openai.toolInput`); `null` until known.
 * @example
 * ```tsx
 * export function SearchTitle() {
 *   const input = useToolInput<{ city: string }>(); // null until the host sends the arguments
 *   return <h1>Pizzas in {input?.city ?? "…"}</h1>;
 * }
 * ```
 */
export const useToolInput = <T extends UnknownObject = UnknownObject>() => useHost(selectToolInput) as T | null;
// @example-source packages/react/examples/hooks.tsx#useToolOutput
/**
 * The tool's `structuredContent` (`window.openai.toolOutput`); `null` until the result arrives.
 * @example
 * ```tsx
 * export function Pizzas() {
 *   const output = useToolOutput<PizzaListOutput>();
 *   if (!output) return <p>Loading…</p>; // null until the tool result arrives
 *   return <PizzaNames pizzas={output.pizzas} />;
 * }
 * ```
 */
export const useToolOutput = <T extends UnknownObject = UnknownObject>() => useHost(selectToolOutput) as T | null;
// @example-source packages/react/examples/hooks.tsx#useToolResponseMetadata
/**
 * The result's widget-only `_meta` (`window.openai.toolResponseMetadata`).
 * @example
 * ```tsx
 * export function PizzaPhoto({ pizzaId }: { pizzaId: string }) {
 *   // `_meta` reaches the widget only, never the model: a place for URLs and ids.
 *   const metadata = useToolResponseMetadata<{ photoBaseUrl: string }>();
 *   if (!metadata) return null;
 *   return <img src={`${metadata.photoBaseUrl}/${pizzaId}.jpg`} alt="" />;
 * }
 * ```
 */
export const useToolResponseMetadata = <T extends UnknownObject = UnknownObject>() =>
  useHost(selectMetadata) as T | null;
// @example-source packages/react/examples/hooks.tsx#useWidgetStateValue
/**
 * The current widget state, read-only (`window.openai.widgetState`); see `useWidgetState` to write it.
 * @example
 * ```tsx
 * export function FavouriteCount() {
 *   const state = useWidgetStateValue<{ favourites: string[] }>(); // null until something is saved
 *   return <p>{state?.favourites.length ?? 0} favourites</p>;
 * }
 * ```
 */
export const useWidgetStateValue = <T extends WidgetState = WidgetState>() => useHost(selectWidgetState) as T | null;
// @example-source packages/react/examples/hooks.tsx#useTheme
/**
 * `"light"` or `"dark"`.
 * @example
 * ```tsx
 * export function Card({ children }: { children: ReactNode }) {
 *   const theme = useTheme();
 *   return <div style={{ background: theme === "dark" ? "#222" : "#fff" }}>{children}</div>;
 * }
 * ```
 */
export const useTheme = () => useHost(selectTheme);
// @example-source packages/react/examples/hooks.tsx#useMaxHeight
/**
 * The largest height the host lets the widget take, in px; `null` when unknown.
 * @example
 * ```tsx
 * export function ScrollingList({ pizzas }: { pizzas: Pizza[] }) {
 *   const maxHeight = useMaxHeight(); // null: the host sets no bound
 *   return (
 *     <div style={{ maxHeight: maxHeight ?? undefined, overflowY: "auto" }}>
 *       <PizzaNames pizzas={pizzas} />
 *     </div>
 *   );
 * }
 * ```
 */
export const useMaxHeight = () => useHost(selectMaxHeight);
// @example-source packages/react/examples/hooks.tsx#useSafeArea
/**
 * Insets to keep content clear of the host's chrome.
 * @example
 * ```tsx
 * export function SafeFrame({ children }: { children: ReactNode }) {
 *   const { insets } = useSafeArea();
 *   const padding = `${insets.top}px ${insets.right}px ${insets.bottom}px ${insets.left}px`;
 *   return <div style={{ padding }}>{children}</div>;
 * }
 * ```
 */
export const useSafeArea = () => useHost(selectSafeArea);
// @example-source packages/react/examples/hooks.tsx#useView
/**
 * How the widget is rendered: `{ mode: "inline" }`, or `{ mode: "modal", params }` inside a modal.
 * @example
 * ```tsx
 * export function InlineOrModal() {
 *   const view = useView();
 *   if (view.mode === "modal") return <p>Opened with {JSON.stringify(view.params)}</p>;
 *   return <Pizzas />;
 * }
 * ```
 */
export const useView = () => useHost(selectView);
// @example-source packages/react/examples/hooks.tsx#useUserAgent
/**
 * Device type and input capabilities.
 * @example
 * ```tsx
 * export function OrderButton({ onOrder }: { onOrder(): void }) {
 *   const { device, capabilities } = useUserAgent();
 *   // Larger targets for touch; a shorter label on phones.
 *   return (
 *     <button type="button" style={{ minHeight: capabilities.touch ? 44 : 28 }} onClick={onOrder}>
 *       {device.type === "mobile" ? "Order" : "Order this pizza"}
 *     </button>
 *   );
 * }
 * ```
 */
export const useUserAgent = () => useHost(selectUserAgent);
// @example-source packages/react/examples/hooks.tsx#useLocale
/**
 * The user's locale (BCP 47).
 * @example
 * ```tsx
 * export function Price({ euros }: { euros: number }) {
 *   const locale = useLocale(); // e.g. "fr-FR"
 *   return <span>{new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(euros)}</span>;
 * }
 * ```
 */
export const useLocale = () => useHost(selectLocale);
