import type { OpenAiGlobalName } from "./globals.js";
import {
  hasFieldsOfType,
  isArray,
  isDisplayMode,
  isFiniteNumber,
  isObject,
  isSize,
  isString,
  type Check,
} from "./util.js";

// The checks every value from a host passes before it reaches the snapshot, whichever bridge sent
// it: a value of the wrong type is ignored and the key keeps its previous value.

export const isTheme: Check = (value) => value === "light" || value === "dark";
export const isPlatform: Check = (value) => value === "web" || value === "desktop" || value === "mobile";
const isObjectOrNull: Check = (value) => value === null || isObject(value);
const isBoolean: Check = (value) => typeof value === "boolean";

/** `{ top, right, bottom, left }`, every side a finite number. */
export const isInsets: Check = (value) =>
  isObject(value) && ["top", "right", "bottom", "left"].every((side) => isFiniteNumber(value[side]));

/** The mode the widget is shown in: a display mode, or `"modal"`, which only a host sets. */
export const isCurrentDisplayMode: Check = (value) => value === "modal" || isDisplayMode(value);

/** A non-empty list of known display modes (a host shows the widget in one mode at least). */
export const isDisplayModeList: Check = (value) => isArray(value) && value.length > 0 && value.every(isDisplayMode);

/** `containerDimensions`: an object whose size fields, when present, are non-negative numbers. */
export const isContainerDimensions: Check = (value) =>
  hasFieldsOfType(value, { height: isSize, maxHeight: isSize, width: isSize, maxWidth: isSize });

/** `toolInfo`: a `tool` object with a string `name`, and an `id` (a string or a number) when present. */
export const isToolInfo: Check = (value) =>
  hasFieldsOfType(value, { id: (id) => isString(id) || isFiniteNumber(id) }) &&
  isObject(value.tool) &&
  isString(value.tool.name);

/** A CallToolResult: an object whose standard fields, when present, have their types. */
export const isToolResult: Check = (value) =>
  hasFieldsOfType(value, { content: isArray, structuredContent: isObject, _meta: isObject, isError: isBoolean });

/** A ReadResourceResult: `contents` is a list of objects with a string `uri`. */
export const isReadResourceResult: Check = (value) =>
  isObject(value) && isArray(value.contents) && value.contents.every((entry) => isObject(entry) && isString(entry.uri));

/** The type of each `window.openai` global, as the Apps SDK reference gives it. */
export const OPENAI_GLOBAL_CHECKS: Record<OpenAiGlobalName, Check> = {
  toolInput: isObjectOrNull,
  toolOutput: isObjectOrNull,
  toolResponseMetadata: isObjectOrNull,
  widgetState: isObjectOrNull,
  theme: isTheme,
  displayMode: isCurrentDisplayMode,
  maxHeight: (value) => value === null || isSize(value),
  safeArea: (value) => isObject(value) && isInsets(value.insets),
  view: (value) => isObject(value) && isString(value.mode),
  userAgent: (value) =>
    isObject(value) &&
    isObject(value.device) &&
    ["mobile", "tablet", "desktop", "unknown"].includes(value.device.type as string) &&
    isObject(value.capabilities) &&
    isBoolean(value.capabilities.hover) &&
    isBoolean(value.capabilities.touch),
  locale: isString,
};
