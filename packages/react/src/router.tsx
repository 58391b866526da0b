import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import type { HostSnapshot, WidgetState } from "@hostbridge/core";
import { latestWidgetState, updateWidgetState } from "@hostbridge/core/widget-state";
import { useHostInstance } from "./host-context.js";
import { useHost } from "./use-host.js";

/** What `useWidgetRoute` and `WidgetRouterSync` take. */
export interface WidgetRouteOptions {
  /**
   * The widget-state key that holds the route; default `"route"`. (Not `key`: React keeps a
   * component's `key` prop to itself, so `<WidgetRouterSync key="page" />` would never see it.)
   */
  stateKey?: string;
}

// @example-source packages/react/examples/hooks.tsx#useWidgetRoute
/**
 * Keeps the router's location (`pathname + search + hash`) in widget state under `stateKey`, and on a
 * fresh render of the widget navigates back to the saved route (with `replace`, so the host's
 * history is not doubled). Use inside a router, e.g. a `BrowserRouter`, which keeps working as
 * before. Other widget-state keys are kept: the route is merged into the current state.
 * Returns the saved route, or `null`.
 * @example
 * ```tsx
 * function PizzaRoutes() {
 *   useWidgetRoute(); // inside the router: saves the route, and restores it on a fresh render
 *   return (
 *     <Routes>
 *       <Route path="/" element={<Pizzas />} />
 *       <Route path="/pizzas/:id" element={<PizzaDetails />} />
 *     </Routes>
 *   );
 * }
 * export const RoutedWidget = () => (
 *   <BrowserRouter>
 *     <PizzaRoutes />
 *   </BrowserRouter>
 * );
 * ```
 */
export function useWidgetRoute({ stateKey = "route" }: WidgetRouteOptions = {}): string | null {
  const host = useHostInstance();
  const location = useLocation();
  const navigate = useNavigate();
  const saved = useHost((snapshot: HostSnapshot) => {
    const value = (snapshot.widgetState as WidgetState | null)?.[stateKey];
    return typeof value === "string" ? value : null;
  });
  const current = location.pathname + location.search + location.hash;
  // Restore only while the user has not navigated away from where the widget started.
  const start = useRef(current);
  const moved = useRef(false);
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current || saved === null) return;
    restored.current = true;
    if (!moved.current && saved !== current) navigate(saved, { replace: true });
  }, [saved, current, navigate]);

  useEffect(() => {
    if (current !== start.current) moved.current = true;
    // The start page is not written before a real navigation, so it never overwrites a saved
    // route that arrives late (with an MCP Apps handshake).
    if (!moved.current) return;
    const state = (latestWidgetState(host) as WidgetState | null) ?? {};
    if (state[stateKey] === current) return;
    updateWidgetState(host, { ...state, [stateKey]: current }).catch(() => {});
  }, [host, stateKey, current]);

  return saved;
}

// @example-source packages/react/examples/hooks.tsx#WidgetRouterSync
/**
 * `useWidgetRoute` as a component: put `<WidgetRouterSync />` inside your router.
 * @example
 * ```tsx
 * // Anywhere inside the router: the route is kept in `widgetState.route`.
 * export const RoutedPizzas = () => (
 *   <BrowserRouter>
 *     <WidgetRouterSync />
 *     <Routes>
 *       <Route path="/" element={<Pizzas />} />
 *       <Route path="/basket" element={<BasketSummary />} />
 *     </Routes>
 *   </BrowserRouter>
 * );
 * ```
 */
export function WidgetRouterSync(props: WidgetRouteOptions) {
  useWidgetRoute(props);
  return null;
}
