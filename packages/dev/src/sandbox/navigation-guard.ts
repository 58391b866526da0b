/**
 * The proxy's own navigation limits. Script that reaches the proxy frame (a widget scripting its
 * same-origin parent) could navigate that frame, or the widget's, to a URL carrying data; CSP has
 * no working directive for that in Chromium (`navigate-to` was never shipped), and the dev host
 * page's `frame-src` only helps while the page sends it. The Navigation API fires a cancelable
 * `navigate` event for every navigation a same-origin document starts, so the proxy cancels each
 * one that would leave the document before any request is made.
 */

/** The part of the Navigation API's `navigate` event the guard reads (not in TypeScript's DOM lib yet). */
interface NavigateEventLike extends Event {
  readonly navigationType: "push" | "replace" | "reload" | "traverse";
  readonly destination: { readonly url: string; readonly sameDocument: boolean };
}

/** What {@link guardNavigations} lets through besides same-document changes (routers' pushState, hashes). */
export interface NavigationGuardOptions {
  /** Whether the document may reload itself: the widget may (a Vite full reload), the proxy need not. */
  allowReload: boolean;
  /** Told about each navigation it cancelled. */
  onBlocked(url: string): void;
}

/**
 * Cancels every navigation of `target` that would replace its document (a new URL, a form
 * submission, a meta refresh), except a reload where allowed. Returns `false` where the browser
 * has no Navigation API: then only the CSP and the page's `frame-src` hold.
 */
export function guardNavigations(target: Window, options: NavigationGuardOptions): boolean {
  const navigation = (target as Window & { navigation?: EventTarget }).navigation;
  if (!navigation) return false;
  navigation.addEventListener("navigate", (event) => {
    const navigate = event as NavigateEventLike;
    if (navigate.destination.sameDocument) return;
    if (options.allowReload && navigate.navigationType === "reload") return;
    if (!navigate.cancelable) return;
    navigate.preventDefault();
    options.onBlocked(navigate.destination.url);
  });
  return true;
}
