import type { HostSnapshot, UnknownObject, WidgetState } from "@hostbridge/core";
import { useHost } from "./use-host.js";

// Module-level selectors keep the memoised selection stable across renders.
const selectToolInput = (snapshot: HostSnapshot) => snapshot.toolInput;
const selectToolOutput = (snapshot: HostSnapshot) => snapshot.toolOutput;
const selectMetadata = (snapshot: HostSnapshot) => snapshot.toolResponseMetadata;
const selectWidgetState = (snapshot: HostSnapshot) => snapshot.widgetState;
const selectTheme = (snapshot: HostSnapshot) => snapshot.theme;
const selectMaxHeight = (snapshot: HostSnapshot) => snapshot.maxHeight;
const selectSafeArea = (snapshot: HostSnapshot) => snapshot.safeArea;
const selectView = (snapshot: HostSnapshot) => snapshot.view;
const selectUserAgent = (snapshot: HostSnapshot) => snapshot.userAgent;
const selectLocale = (snapshot: HostSnapshot) => snapshot.locale;

/** The arguments of the tool call that rendered this widget (`window.openai.toolInput`); `null` until known. */
export const useToolInput = <T extends UnknownObject = UnknownObject>() => useHost(selectToolInput) as T | null;
/** The tool's `structuredContent` (`window.openai.toolOutput`); `null` until the result arrives. */
export const useToolOutput = <T extends UnknownObject = UnknownObject>() => useHost(selectToolOutput) as T | null;
/** The result's widget-only `_meta` (`window.openai.toolResponseMetadata`). */
export const useToolResponseMetadata = <T extends UnknownObject = UnknownObject>() =>
  useHost(selectMetadata) as T | null;
/** The current widget state, read-only (`window.openai.widgetState`); see `useWidgetState` to write it. */
export const useWidgetStateValue = <T extends WidgetState = WidgetState>() => useHost(selectWidgetState) as T | null;
/** `"light"` or `"dark"`. */
export const useTheme = () => useHost(selectTheme);
/** The largest height the host lets the widget take, in px; `null` when unknown. */
export const useMaxHeight = () => useHost(selectMaxHeight);
/** Insets to keep content clear of the host's chrome. */
export const useSafeArea = () => useHost(selectSafeArea);
/** How the widget is rendered: `{ mode: "inline" }`, or `{ mode: "modal", params }` inside a modal. */
export const useView = () => useHost(selectView);
/** Device type and input capabilities. */
export const useUserAgent = () => useHost(selectUserAgent);
/** The user's locale (BCP 47). */
export const useLocale = () => useHost(selectLocale);
