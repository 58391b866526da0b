// The one place the fakes' `window.openai` globals get their starting values: core's bare
// `installFakeOpenAi` and every fake ChatGPT host of `@hostbridge/testing` (jsdom, browser frame,
// Playwright host page) start from this, so a widget sees the same ChatGPT in every test.
import type { HostSnapshot, OpenAiGlobalName } from "./globals.js";

/**
 * The eleven `window.openai` globals, each with a value, as a ChatGPT host exposes them: the
 * snapshot keys of the same names, except that ChatGPT always gives `maxHeight` a number.
 */
export type OpenAiGlobalValues = Omit<Pick<HostSnapshot, OpenAiGlobalName>, "maxHeight"> & {
  /** The most height the widget may take, in CSS pixels. */
  maxHeight: number;
};

/**
 * The globals a fake ChatGPT starts with unless told otherwise: no tool data yet (`toolInput` an
 * empty object, as the Apps SDK reference types it; the rest `null`), light theme, inline, 500 px
 * high, no safe-area insets, a desktop with a hovering pointer and no touch, `en-US`. Each call
 * returns fresh objects, so two fakes never share (or mutate) one value.
 */
export function defaultOpenAiGlobals(): OpenAiGlobalValues {
  return {
    toolInput: {},
    toolOutput: null,
    toolResponseMetadata: null,
    widgetState: null,
    theme: "light",
    displayMode: "inline",
    maxHeight: 500,
    safeArea: { insets: { top: 0, bottom: 0, left: 0, right: 0 } },
    view: { mode: "inline" },
    userAgent: { device: { type: "desktop" }, capabilities: { hover: true, touch: false } },
    locale: "en-US",
  };
}
