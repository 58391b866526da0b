import { useState, type ReactNode } from "react";
import { BrowserRouter, MemoryRouter } from "react-router-dom";

/**
 * The path the widget document was loaded from, without a trailing in-widget route: routes live
 * under it, so navigating never leaves the widget's own URL space (a host may serve the document
 * at any path). `inWidgetRoute` matches the route suffix to strip after a reload on a deep link.
 */
export function widgetBasename(pathname: string, inWidgetRoute?: RegExp): string {
  const base = inWidgetRoute ? pathname.replace(inWidgetRoute, "") : pathname;
  return base.replace(/\/+$/, "");
}

/**
 * React Router's `BrowserRouter` as the seed uses it (the host mirrors the iframe's history in
 * its own navigation controls), under the document's own path. Documents without a hierarchical
 * URL (`about:srcdoc`, `blob:`, `data:`) cannot `pushState` to a path, so they get a
 * `MemoryRouter`: the same routes, only without history sync.
 */
export function WidgetRouter({ children, inWidgetRoute }: { children: ReactNode; inWidgetRoute?: RegExp }) {
  // Decided once: the URL changes as the user navigates, the base must not.
  const [basename] = useState(() => {
    const { protocol, pathname } = window.location;
    if (protocol !== "http:" && protocol !== "https:") return null;
    return widgetBasename(pathname, inWidgetRoute) || "/";
  });
  if (basename === null) return <MemoryRouter>{children}</MemoryRouter>;
  return <BrowserRouter basename={basename}>{children}</BrowserRouter>;
}
