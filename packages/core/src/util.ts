import type { DisplayMode } from "./globals.js";

export type Obj = Record<string, unknown>;

export const isArr = Array.isArray;

/** A non-null, non-array object. */
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !isArr(v);
export const str = (v: unknown): v is string => typeof v === "string";
/** Number.isFinite is already false for anything that is not a number. */
export const num = Number.isFinite as (v: unknown) => v is number;
export const MODES: readonly DisplayMode[] = ["inline", "pip", "fullscreen"];
export const isMode = (v: unknown): v is DisplayMode => MODES.includes(v as DisplayMode);
export const noop = () => {};
