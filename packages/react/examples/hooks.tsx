// One region per public hook and component: the `@example` of each in the API reference
// (`node scripts/readme-snippets.mjs --write` copies them into the JSDoc), typechecked here.
import { useEffect, useRef, useState, type ReactNode } from "react";
import { BrowserRouter, Route, Routes, useParams } from "react-router-dom";
import * as z from "zod";
import { createHost, type FileRef, type UnknownObject } from "@hostbridge/core";
import {
  createHooks,
  createWidgetStore,
  HostProvider,
  useCallTool,
  useDisplayMode,
  useFiles,
  useHost,
  useHostInstance,
  useIntrinsicHeight,
  useLocale,
  useMaxHeight,
  useModal,
  useOpenAiGlobal,
  useOpenExternal,
  useRequestCheckout,
  useRequestClose,
  useSafeArea,
  useSendFollowUpMessage,
  useSetOpenInAppUrl,
  useSupports,
  useTheme,
  useToolInput,
  useToolOutput,
  useToolResponseMetadata,
  useToolResult,
  useUserAgent,
  useView,
  useWidgetState,
  useWidgetStateValue,
} from "@hostbridge/react";
import { WidgetRouterSync, useWidgetRoute } from "@hostbridge/react/router";
import { useKeptToolOutput } from "@hostbridge/react/restore";
import { useHostStyles } from "@hostbridge/react/styles";
import { useAppTool } from "@hostbridge/react/tools";
import { PizzaList } from "./pizza-list.js";

type Pizza = { id: string; name: string; price: number };
/** The `structuredContent` of the `show_pizzas` tool. */
type PizzaListOutput = { city: string; pizzas: Pizza[]; nextCursor: string | null };

function PizzaNames({ pizzas }: { pizzas: Pizza[] }) {
  return (
    <ul>
      {pizzas.map((pizza) => (
        <li key={pizza.id}>{pizza.name}</li>
      ))}
    </ul>
  );
}

function PizzaDetails() {
  const { id } = useParams();
  return <p>Pizza {id}</p>;
}

// The shape of `@hostbridge/server`'s `defineApp` result, as a widget sees it through `import type`.
const pizza = z.object({ id: z.string(), name: z.string(), price: z.number() });
const pizzaApp = {
  tools: [
    {
      name: "show_pizzas",
      standardSchemas: {
        input: z.object({ city: z.string() }),
        output: z.object({ city: z.string(), pizzas: z.array(pizza), nextCursor: z.string().nullable() }),
      },
    },
    {
      name: "load_more_pizzas",
      standardSchemas: {
        input: z.object({ cursor: z.string() }),
        output: z.object({ pizzas: z.array(pizza), nextCursor: z.string().nullable() }),
      },
    },
  ],
} as const;
type PizzaApp = typeof pizzaApp;

// #region HostProvider
// Your own host, created once outside render (a StrictMode double mount reuses it).
const pizzaHost = createHost({ appInfo: { name: "pizza-list", version: "1.0.0" } });
export const WithOwnHost = () => (
  <HostProvider host={pizzaHost}>
    <PizzaList />
  </HostProvider>
);

// Or the document's host, declaring in its handshake that the widget offers tools.
export const OfferingTools = () => (
  <HostProvider appCapabilities={{ tools: { listChanged: true } }}>
    <PizzaList />
  </HostProvider>
);
// #endregion HostProvider

// #region useHostInstance
export function ShownLogger() {
  const host = useHostInstance(); // for what no hook wraps, here MCP logging
  useEffect(() => {
    if (host.supports("log")) host.log({ level: "info", data: "pizza list shown" }).catch(() => {});
  }, [host]);
  return <small>{host.kind === "chatgpt" ? "In ChatGPT" : "In an MCP Apps host"}</small>;
}
// #endregion useHostInstance

// #region useHost
export function HostName() {
  // Re-renders only when the selected value changes, not on every snapshot change.
  const hostName = useHost((snapshot) => snapshot.hostInfo?.name ?? null);
  const timeZone = useHost((snapshot) => snapshot.timeZone);
  return (
    <small>
      {hostName ?? "Unknown host"} {timeZone && `(${timeZone})`}
    </small>
  );
}
// #endregion useHost

// #region useSupports
export function TellTheAssistant({ pizzaId }: { pizzaId: string }) {
  const host = useHostInstance();
  // Kept current: an MCP Apps host's capabilities arrive with the handshake.
  const canUpdate = useSupports("updateModelContext");
  if (!canUpdate) return null;
  const tell = () => host.updateModelContext({ structuredContent: { selectedPizzaId: pizzaId } });
  return (
    <button type="button" onClick={tell}>
      Tell the assistant
    </button>
  );
}
// #endregion useSupports

// #region useOpenAiGlobal
// Code written against the Apps SDK reference's hook, now also in plain MCP Apps hosts.
export function ThemedFrame({ children }: { children: ReactNode }) {
  const theme = useOpenAiGlobal("theme");
  const displayMode = useOpenAiGlobal("displayMode");
  return <div className={`${theme} ${displayMode}`}>{children}</div>;
}
// #endregion useOpenAiGlobal

// #region useToolInput
export function SearchTitle() {
  const input = useToolInput<{ city: string }>(); // null until the host sends the arguments
  return <h1>Pizzas in {input?.city ?? "…"}</h1>;
}
// #endregion useToolInput

// #region useToolOutput
export function Pizzas() {
  const output = useToolOutput<PizzaListOutput>();
  if (!output) return <p>Loading…</p>; // null until the tool result arrives
  return <PizzaNames pizzas={output.pizzas} />;
}
// #endregion useToolOutput

// #region useToolResponseMetadata
export function PizzaPhoto({ pizzaId }: { pizzaId: string }) {
  // `_meta` reaches the widget only, never the model: a place for URLs and ids.
  const metadata = useToolResponseMetadata<{ photoBaseUrl: string }>();
  if (!metadata) return null;
  return <img src={`${metadata.photoBaseUrl}/${pizzaId}.jpg`} alt="" />;
}
// #endregion useToolResponseMetadata

// #region useWidgetStateValue
export function FavouriteCount() {
  const state = useWidgetStateValue<{ favourites: string[] }>(); // null until something is saved
  return <p>{state?.favourites.length ?? 0} favourites</p>;
}
// #endregion useWidgetStateValue

// #region useTheme
export function Card({ children }: { children: ReactNode }) {
  const theme = useTheme();
  return <div style={{ background: theme === "dark" ? "#222" : "#fff" }}>{children}</div>;
}
// #endregion useTheme

// #region useMaxHeight
export function ScrollingList({ pizzas }: { pizzas: Pizza[] }) {
  const maxHeight = useMaxHeight(); // null: the host sets no bound
  return (
    <div style={{ maxHeight: maxHeight ?? undefined, overflowY: "auto" }}>
      <PizzaNames pizzas={pizzas} />
    </div>
  );
}
// #endregion useMaxHeight

// #region useSafeArea
export function SafeFrame({ children }: { children: ReactNode }) {
  const { insets } = useSafeArea();
  const padding = `${insets.top}px ${insets.right}px ${insets.bottom}px ${insets.left}px`;
  return <div style={{ padding }}>{children}</div>;
}
// #endregion useSafeArea

// #region useView
export function InlineOrModal() {
  const view = useView();
  if (view.mode === "modal") return <p>Opened with {JSON.stringify(view.params)}</p>;
  return <Pizzas />;
}
// #endregion useView

// #region useUserAgent
export function OrderButton({ onOrder }: { onOrder(): void }) {
  const { device, capabilities } = useUserAgent();
  // Larger targets for touch; a shorter label on phones.
  return (
    <button type="button" style={{ minHeight: capabilities.touch ? 44 : 28 }} onClick={onOrder}>
      {device.type === "mobile" ? "Order" : "Order this pizza"}
    </button>
  );
}
// #endregion useUserAgent

// #region useLocale
export function Price({ euros }: { euros: number }) {
  const locale = useLocale(); // e.g. "fr-FR"
  return <span>{new Intl.NumberFormat(locale, { style: "currency", currency: "EUR" }).format(euros)}</span>;
}
// #endregion useLocale

// #region useToolResult
export function PizzaSearch() {
  const result = useToolResult<{ city: string }, PizzaListOutput>();
  if (result.status === "input-streaming") return <p>Searching {result.partialInput?.city ?? "…"}</p>;
  if (result.isCancelled) return <p>Cancelled: {result.cancelReason ?? "no reason given"}</p>;
  if (result.isError) return <p role="alert">{result.error}</p>;
  if (!result.output) return <p>Loading…</p>;
  return <PizzaNames pizzas={result.output.pizzas} />;
}
// #endregion useToolResult

// #region useDisplayMode
export function FullscreenToggle() {
  const display = useDisplayMode();
  if (!display.isSupported || !display.availableModes.includes("fullscreen")) return null;
  const next = display.mode === "fullscreen" ? "inline" : "fullscreen";
  return (
    <button type="button" onClick={() => display.request(next)}>
      {next === "fullscreen" ? "Expand" : "Collapse"}
    </button>
  );
}
// #endregion useDisplayMode

// #region useWidgetState
export function FavouriteButton({ pizzaId }: { pizzaId: string }) {
  const [state, setState] = useWidgetState({ favourites: [] as string[] });
  const isFavourite = state.favourites.includes(pizzaId);
  // A functional update applies to the newest state, so quick clicks are never lost.
  const toggle = () =>
    setState((previous) => ({
      ...previous,
      favourites: isFavourite ? previous.favourites.filter((id) => id !== pizzaId) : [...previous.favourites, pizzaId],
    }));
  return (
    <button type="button" aria-pressed={isFavourite} disabled={!setState.isSupported} onClick={toggle}>
      Favourite
    </button>
  );
}
// #endregion useWidgetState

// #region createWidgetStore
type Basket = { items: string[]; note: string; add(pizzaId: string): void; clear(): void };
// Only `items` is kept in widget state; the note is lost with the view.
const useBasket = createWidgetStore<Basket>(
  (set) => ({
    items: [],
    note: "",
    add: (pizzaId) => set((basket) => ({ items: [...basket.items, pizzaId] })),
    clear: () => set({ items: [] }),
  }),
  { partialize: (basket) => ({ items: basket.items }) },
);

export function BasketSummary() {
  const count = useBasket((basket) => basket.items.length);
  const clear = useBasket((basket) => basket.clear);
  return (
    <p>
      {count} pizzas{" "}
      <button type="button" onClick={clear}>
        Empty
      </button>
    </p>
  );
}
// #endregion createWidgetStore

// #region useModal
export function PizzaCard({ pizza }: { pizza: Pizza }) {
  const modal = useModal<{ pizzaId: string }>();
  // The same widget, rendered inside the modal it opened.
  if (modal.isModal) return <p>Details of pizza {modal.params?.pizzaId}</p>;
  return (
    <button type="button" disabled={!modal.isSupported} onClick={() => modal.open({ params: { pizzaId: pizza.id } })}>
      {pizza.name}
    </button>
  );
}
// #endregion useModal

// #region useFiles
export function PhotoPicker() {
  const files = useFiles();
  const [photos, setPhotos] = useState<FileRef[]>([]);
  if (!files.isSupported.select) return null; // no uploads in a plain MCP Apps host
  const pick = async () => setPhotos(await files.select({ accept: "image/*", multiple: true }));
  return (
    <>
      <button type="button" onClick={pick}>
        Add photos
      </button>
      <p>{photos.map((photo) => photo.fileName).join(", ")}</p>
    </>
  );
}
// #endregion useFiles

// #region useCallTool
export function RefreshButton({ city }: { city: string }) {
  const refresh = useCallTool<{ city: string }, PizzaListOutput>("show_pizzas");
  if (!refresh.isSupported) return null;
  return (
    <>
      <button
        type="button"
        disabled={refresh.status === "pending"}
        onClick={() => refresh.call({ city }, { timeoutMs: 10_000 })}
      >
        {refresh.status === "pending" ? "Refreshing…" : "Refresh"}
      </button>
      {refresh.error && <p role="alert">{refresh.error.message}</p>}
      {refresh.output && <PizzaNames pizzas={refresh.output.pizzas} />}
    </>
  );
}
// #endregion useCallTool

// #region useSendFollowUpMessage
export function SuggestDrinks() {
  const send = useSendFollowUpMessage();
  if (!send.isSupported) return null;
  return (
    <button type="button" onClick={() => send("Which drinks go with these pizzas?", { scrollToBottom: false })}>
      Suggest drinks
    </button>
  );
}
// #endregion useSendFollowUpMessage

// #region useOpenExternal
export function MenuLink({ menuUrl }: { menuUrl: string }) {
  const open = useOpenExternal();
  return (
    <button type="button" disabled={!open.isSupported} onClick={() => open(menuUrl)}>
      See the whole menu
    </button>
  );
}
// #endregion useOpenExternal

// #region useSetOpenInAppUrl
export function OpenInAppTarget({ pizzaId }: { pizzaId: string }) {
  const setOpenInAppUrl = useSetOpenInAppUrl();
  // Fullscreen's "open in app" button goes to the pizza on show.
  useEffect(() => {
    if (setOpenInAppUrl.isSupported) setOpenInAppUrl(`https://pizza.example/pizzas/${pizzaId}`).catch(() => {});
  }, [setOpenInAppUrl, pizzaId]);
  return null;
}
// #endregion useSetOpenInAppUrl

// #region useRequestClose
export function DoneButton() {
  const close = useRequestClose();
  if (!close.isSupported) return null;
  return (
    <button type="button" onClick={() => close()}>
      Done
    </button>
  );
}
// #endregion useRequestClose

// #region useIntrinsicHeight
export function MeasuredList({ pizzas }: { pizzas: Pizza[] }) {
  const list = useRef<HTMLDivElement>(null);
  useIntrinsicHeight(list); // reports this element's height, not the body's
  return (
    <div ref={list}>
      <PizzaNames pizzas={pizzas} />
    </div>
  );
}
// #endregion useIntrinsicHeight

// #region useRequestCheckout
export function PayButton({ session }: { session: UnknownObject }) {
  const checkout = useRequestCheckout();
  const [paid, setPaid] = useState(false);
  if (!checkout.isSupported) return <a href="https://pizza.example/checkout">Pay on our site</a>;
  if (paid) return <p>Thank you!</p>;
  const pay = () =>
    checkout(session).then(
      () => setPaid(true),
      () => setPaid(false),
    );
  return (
    <button type="button" onClick={pay}>
      Pay
    </button>
  );
}
// #endregion useRequestCheckout

// #region createHooks
// `PizzaApp` is the server's `defineApp` result type (`import type`: no server code in the bundle).
const pizzaHooks = createHooks<PizzaApp, "show_pizzas", { selectedId: string | null }>();

export function TypedPizzaList() {
  const output = pizzaHooks.useToolOutput(); // show_pizzas' structuredContent, typed
  const more = pizzaHooks.useCallTool("load_more_pizzas"); // an unknown tool name is a type error
  if (!output) return <p>Loading…</p>;
  const cursor = output.nextCursor; // `more.call({ cursr })` would not compile either
  return cursor ? (
    <button type="button" onClick={() => more.call({ cursor })}>
      More
    </button>
  ) : null;
}
// #endregion createHooks

// #region useHostStyles
export function HostStyledWidget({ children }: { children: ReactNode }) {
  const root = useRef<HTMLDivElement>(null);
  // The host's CSS variables and color-scheme on this element, its fonts in the head.
  useHostStyles(root);
  return (
    <div ref={root} style={{ fontFamily: "var(--font-sans)", background: "var(--color-background-primary)" }}>
      {children}
    </div>
  );
}
// #endregion useHostStyles

// #region useAppTool
// The host needs `<HostProvider appCapabilities={{ tools: { listChanged: true } }}>` above.
export function FindPizzaTool({ pizzas }: { pizzas: Pizza[] }) {
  useAppTool({
    name: "find_pizza",
    description: "Finds pizzas by name among those the user sees.",
    inputSchema: { type: "object", properties: { query: { type: "string" } }, required: ["query"] },
    // The latest handler runs, so it reads the current `pizzas`.
    handler: ({ query }) => {
      const found = pizzas.filter((pizza) => pizza.name.toLowerCase().includes(String(query).toLowerCase()));
      return { content: [{ type: "text", text: found.map((pizza) => pizza.name).join(", ") || "None" }] };
    },
  });
  return null;
}
// #endregion useAppTool

// #region useKeptToolOutput
export function ReloadProofPizzas() {
  const { toolOutput, restored } = useKeptToolOutput<PizzaListOutput>({ appName: "pizza-list" });
  if (!toolOutput) return <p>Loading…</p>;
  return (
    <>
      {restored && <p>From your last visit</p>}
      <PizzaNames pizzas={toolOutput.pizzas} />
    </>
  );
}
// #endregion useKeptToolOutput

// #region useWidgetRoute
function PizzaRoutes() {
  useWidgetRoute(); // inside the router: saves the route, and restores it on a fresh render
  return (
    <Routes>
      <Route path="/" element={<Pizzas />} />
      <Route path="/pizzas/:id" element={<PizzaDetails />} />
    </Routes>
  );
}
export const RoutedWidget = () => (
  <BrowserRouter>
    <PizzaRoutes />
  </BrowserRouter>
);
// #endregion useWidgetRoute

// #region WidgetRouterSync
// Anywhere inside the router: the route is kept in `widgetState.route`.
export const RoutedPizzas = () => (
  <BrowserRouter>
    <WidgetRouterSync />
    <Routes>
      <Route path="/" element={<Pizzas />} />
      <Route path="/basket" element={<BasketSummary />} />
    </Routes>
  </BrowserRouter>
);
// #endregion WidgetRouterSync
