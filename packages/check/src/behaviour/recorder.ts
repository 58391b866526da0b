import type { Frame } from "@playwright/test";

/** A CSP violation the widget document saw. */
export interface RecordedViolation {
  /** The blocked URL (or `inline`, `eval`). */
  blockedUri: string;
  /** The directive that blocked it, e.g. `connect-src`. */
  directive: string;
}

/** What the recorder script kept while the widget ran. */
export interface RecordedRun {
  /** Uncaught errors and unhandled rejections, one line each. */
  errors: string[];
  /** `console.error` calls, one line each. */
  consoleErrors: string[];
  /** CSP violations in the widget document. */
  violations: RecordedViolation[];
}

/** The global the recorder keeps its record in. */
export const RECORDER_GLOBAL = "__hostbridgeCheckRecord";

/**
 * A script to put first in the widget document (before any of its own): it records uncaught
 * errors, unhandled rejections, `console.error` calls and CSP violations, which happen before
 * anyone outside the frame could start listening.
 */
export const RECORDER_SCRIPT = `(() => {
  const record = { errors: [], consoleErrors: [], violations: [] };
  Object.defineProperty(window, ${JSON.stringify(RECORDER_GLOBAL)}, { value: record });
  const describe = (value) => {
    if (value instanceof Error) return value.name + ": " + value.message;
    if (typeof value === "string") return value;
    try { return JSON.stringify(value); } catch { return String(value); }
  };
  window.addEventListener("error", (event) => {
    if (event instanceof ErrorEvent) record.errors.push(event.error ? describe(event.error) : event.message);
  });
  window.addEventListener("unhandledrejection", (event) => record.errors.push("Unhandled rejection: " + describe(event.reason)));
  const consoleError = console.error;
  console.error = function (...args) {
    record.consoleErrors.push(args.map(describe).join(" "));
    return consoleError.apply(this, args);
  };
  document.addEventListener("securitypolicyviolation", (event) =>
    record.violations.push({ blockedUri: event.blockedURI, directive: event.effectiveDirective }));
})();`;

/** `html` with the recorder script first in its `<head>` (a `<head>` is made when there is none). */
export function withRecorder(html: string): string {
  const tag = `<script>${RECORDER_SCRIPT}</script>`;
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => `${head}${tag}`);
  if (/<html[^>]*>/i.test(html)) return html.replace(/<html[^>]*>/i, (open) => `${open}<head>${tag}</head>`);
  return `${tag}${html}`;
}

/** What the recorder kept in `frame`; empty lists when it is not there (the document never ran it). */
export async function readRecorder(frame: Frame): Promise<RecordedRun> {
  const empty: RecordedRun = { errors: [], consoleErrors: [], violations: [] };
  const record = await frame
    .evaluate((name) => (window as unknown as Record<string, RecordedRun | undefined>)[name] ?? null, RECORDER_GLOBAL)
    .catch(() => null);
  return record ?? empty;
}

/** Whether the recorder ran in `frame`'s document (it must be there before the widget's own scripts). */
export async function hasRecorder(frame: Frame): Promise<boolean> {
  return frame.evaluate((name) => Object.hasOwn(window, name), RECORDER_GLOBAL).catch(() => false);
}
