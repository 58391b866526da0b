import { DISPLAY_MODES, type DisplayMode, type UnknownObject } from "./globals.js";

/** One value check: true when `value` has the expected type. */
export type Check = (value: unknown) => boolean;

export const isArray = Array.isArray;

// @example-source packages/core/examples/is-object.ts#isObject
/**
 * Whether `value` is an object in the JSON sense: not `null`, not an array (what the Apps SDK and
 * MCP Apps call an object: `structuredContent`, `widgetState`, tool arguments).
 *
 * @example
 * ```ts
 * isObject({ a: 1 }); // true
 * isObject([1]); // false: an array is not an object in the JSON sense
 * isObject(null); // false
 * // The params a modal was opened with are unknown until checked:
 * const { params } = host.getSnapshot().view;
 * document.title = isObject(params) && typeof params.pizzaName === "string" ? params.pizzaName : "Pizza";
 * ```
 */
export const isObject = (value: unknown): value is UnknownObject =>
  typeof value === "object" && value !== null && !isArray(value);

/** An object with at least one key: real data, where `{}` is what an emptied tool result replays. */
export const hasData = (value: unknown): value is UnknownObject => isObject(value) && Object.keys(value).length > 0;

export const isString = (value: unknown): value is string => typeof value === "string";

/** A finite number (`Number.isFinite` is already false for anything that is not a number). */
export const isFiniteNumber = Number.isFinite as (value: unknown) => value is number;

/** A size in pixels: a finite number, not negative. */
export const isSize = (value: unknown): value is number => isFiniteNumber(value) && value >= 0;

export const isDisplayMode = (value: unknown): value is DisplayMode => DISPLAY_MODES.includes(value as DisplayMode);

/** `value` is an object whose listed fields, when present, pass their checks. */
export const hasFieldsOfType = (value: unknown, checks: Record<string, Check>): value is UnknownObject =>
  isObject(value) && Object.keys(checks).every((field) => value[field] === undefined || checks[field]!(value[field]));

export const noop = () => {};

/**
 * The storage to save in: `chosen` when the caller gave one (null: memory only), else the window's
 * `localStorage`, else null where there is none or it is denied.
 */
export function storageOf(chosen: Storage | null | undefined, win: Window | undefined): Storage | null {
  if (chosen !== undefined) return chosen;
  try {
    return win?.localStorage ?? null;
  } catch {
    return null; // sandboxed frames without allow-same-origin throw on localStorage
  }
}
