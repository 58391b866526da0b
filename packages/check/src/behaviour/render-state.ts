import type { Frame } from "@playwright/test";

/**
 * What the widget shows: `rendered` (visible content), `unavailable` (it says it cannot work in
 * this host, which is a fair answer), `spinner` (only a loading indicator) or `blank` (nothing).
 */
export type RenderOutcome = "rendered" | "unavailable" | "spinner" | "blank";

/** The render outcome and the visible text it was judged from. */
export interface RenderState {
  /** The outcome. */
  outcome: RenderOutcome;
  /** The first 200 characters of visible text. */
  text: string;
}

/** Text that tells the user the widget cannot work in this host (judged as graceful degradation). */
const UNAVAILABLE =
  /not (?:available|supported)|unavailable|unsupported|isn['’]t supported|cannot (?:run|work) (?:here|in this host)/i;
/** Text that is only a loading indicator. */
const LOADING = /^(?:loading|please wait|fetching|waiting)\b[\s\S]{0,40}$|^[.…\s]*$/i;

/**
 * Reads the widget document: its visible text, visible media and busy indicators. A script string,
 * not a function: a bundler's helpers (esbuild's `__name`) would not exist in the page.
 */
const READ_DOCUMENT = `(() => {
  const visible = (element) => {
    const rect = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return rect.width * rect.height > 16 && style.visibility !== "hidden" && style.opacity !== "0";
  };
  const busySelector = '[aria-busy="true"], [role="progressbar"]';
  const media = [...document.querySelectorAll("img, canvas, svg, video, iframe, input, button, select, textarea")]
    .filter((element) => visible(element) && !element.closest(busySelector)).length;
  const busy = [...document.querySelectorAll(busySelector)].filter(visible).length;
  return { text: (document.body ? document.body.innerText : "").replace(/\\s+/g, " ").trim(), media, busy };
})()`;

function readDocument(frame: Frame): Promise<{ text: string; media: number; busy: number }> {
  return frame.evaluate(READ_DOCUMENT);
}

/** Judges what `frame` shows now. */
export async function renderState(frame: Frame): Promise<RenderState> {
  const { text, media, busy } = await readDocument(frame);
  const shown = text.slice(0, 200);
  if (UNAVAILABLE.test(text)) return { outcome: "unavailable", text: shown };
  if (text === "" && media === 0) return { outcome: busy > 0 ? "spinner" : "blank", text: shown };
  if ((busy > 0 && text.length < 80 && media === 0) || (LOADING.test(text) && media === 0))
    return { outcome: "spinner", text: shown };
  return { outcome: "rendered", text: shown };
}

/**
 * Waits up to `timeoutMs` for the widget to show content (a widget renders a moment after the
 * result arrives), and returns the last state seen.
 */
export async function settledRenderState(frame: Frame, timeoutMs: number): Promise<RenderState> {
  const deadline = Date.now() + timeoutMs;
  let state = await renderState(frame);
  while ((state.outcome === "blank" || state.outcome === "spinner") && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    state = await renderState(frame);
  }
  return state;
}

/**
 * The natural height of the widget's content in CSS pixels: the `<html>` element at `max-content`
 * (as the MCP Apps SDKs measure what they report), with any `max-height` or scrolling the widget
 * set on it lifted for the measurement.
 */
export async function contentHeight(frame: Frame): Promise<number> {
  return frame.evaluate(CONTENT_HEIGHT);
}

const CONTENT_HEIGHT = `(() => {
  const root = document.documentElement;
  const before = root.getAttribute("style");
  root.style.setProperty("height", "max-content", "important");
  root.style.setProperty("max-height", "none", "important");
  root.style.setProperty("overflow", "visible", "important");
  const height = Math.ceil(root.getBoundingClientRect().height);
  if (before === null) root.removeAttribute("style");
  else root.setAttribute("style", before);
  return height;
})()`;
