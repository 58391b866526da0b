// `@hostbridge/core/styles`: the host's look applied to the page, kept out of the main entry so a
// widget with its own styling does not carry it.
import type { Host } from "./host-types.js";

/** Options of `applyHostStyles`. */
export interface ApplyHostStylesOptions {
  /** The element that gets the custom properties and `color-scheme` (default `document.documentElement`). */
  root?: HTMLElement;
}

// @example-source packages/core/examples/size-and-styles.ts#applyHostStyles
/**
 * Applies the host's look and follows its changes: every `styles.variables` entry that is a custom
 * property (`--name`, a string value) is set on `root` (entries that go away are removed), the
 * host's font CSS (`styles.css.fonts`, `@font-face`/`@import`) goes into one `<style>` in the
 * head, shared by every caller in the document (injected once, removed when the last one stops),
 * and `color-scheme` follows the theme (ChatGPT sends no variables: there only the theme
 * applies). Returns a function that stops following and removes what it applied. Without a
 * document (on the server) it does nothing.
 *
 * @example
 * ```ts
 * const stopStyling = applyHostStyles(host); // var(--color-background-primary) etc. now work
 * // ChatGPT sends no variables (only the theme applies): give each one a fallback.
 * document.body.style.background = "var(--color-background-primary, Canvas)";
 * host.onTeardown(stopStyling);
 * ```
 */
export function applyHostStyles(
  host: Pick<Host, "getSnapshot" | "subscribe">,
  options: ApplyHostStylesOptions = {},
): () => void {
  const document = globalThis.document;
  if (!document) return () => {};
  const root = options.root ?? document.documentElement;
  let appliedNames = new Set<string>();
  /** This caller holds the document's one fonts element (see `useFontsElement`). */
  let holdsFonts = false;

  /** Sets the host's custom properties on `root` and removes the ones it no longer sends. */
  const applyVariables = (variables: Record<string, unknown> = {}) => {
    const names = new Set<string>();
    for (const [name, value] of Object.entries(variables)) {
      // Only custom properties: a host cannot set arbitrary declarations this way.
      if (!name.startsWith("--") || typeof value !== "string") continue;
      root.style.setProperty(name, value);
      names.add(name);
    }
    for (const name of appliedNames) if (!names.has(name)) root.style.removeProperty(name);
    appliedNames = names;
  };

  /** Holds the document's fonts element while the host sends font CSS, and keeps its text current. */
  const applyFonts = (fonts: unknown) => {
    const wantsFonts = typeof fonts === "string" && fonts !== "";
    if (wantsFonts !== holdsFonts) {
      holdsFonts = wantsFonts;
      holdFonts(document, wantsFonts ? 1 : -1);
    }
    const fontsElement = findFontsElement(document);
    if (wantsFonts && fontsElement && fontsElement.textContent !== fonts) fontsElement.textContent = fonts;
  };

  const apply = () => {
    const { styles, theme } = host.getSnapshot();
    applyVariables(styles?.variables);
    root.style.colorScheme = theme;
    applyFonts(styles?.css?.fonts);
  };

  apply();
  const unsubscribe = host.subscribe((changed) => {
    if (changed.has("styles") || changed.has("theme")) apply();
  });
  return () => {
    unsubscribe();
    for (const name of appliedNames) root.style.removeProperty(name);
    root.style.removeProperty("color-scheme");
    if (holdsFonts) holdFonts(document, -1);
    holdsFonts = false;
  };
}

/** The document's one `<style>` of host fonts, shared by every caller. */
const findFontsElement = (document: Document) =>
  document.head.querySelector<HTMLStyleElement>("style[data-hostbridge-fonts]");

/**
 * Takes (`+1`) or gives back (`-1`) a hold on the document's fonts element: the first hold adds it,
 * the last one given back removes it, so the fonts are injected once however many callers apply the
 * host's styles. The count lives on the element, so two copies of this module still share it.
 */
function holdFonts(document: Document, change: 1 | -1) {
  let element = findFontsElement(document);
  if (!element) {
    if (change < 0) return;
    element = document.createElement("style");
    element.dataset.hostbridgeFonts = "0";
    document.head.append(element);
  }
  const holders = Number(element.dataset.hostbridgeFonts) + change;
  if (holders > 0) element.dataset.hostbridgeFonts = String(holders);
  else element.remove();
}
