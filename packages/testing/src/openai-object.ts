import type {
  DisplayMode,
  FileRef,
  SafeArea,
  Theme,
  ToolResult,
  UnknownObject,
  UserAgent,
  View,
  WidgetState,
} from "@hostbridge/core";

/** The event ChatGPT dispatches on `window` when globals change (seed: `SET_GLOBALS_EVENT_TYPE`). */
export const SET_GLOBALS_EVENT_TYPE = "openai:set_globals";

/** State members of `window.openai` (seed table, "Estado y datos"). */
export const STATE_KEYS = ["toolInput", "toolOutput", "toolResponseMetadata", "widgetState"] as const;
/** Context signals of `window.openai` (seed table, "Contexto"). */
export const CONTEXT_KEYS = ["theme", "displayMode", "maxHeight", "safeArea", "view", "userAgent", "locale"] as const;
/** Every global, in seed order. */
export const GLOBAL_KEYS = [...STATE_KEYS, ...CONTEXT_KEYS] as const;
/** Every runtime function of the seeds except `setWidgetState`, which acts in the widget first. */
export const RUNTIME_FUNCTIONS = [
  "callTool",
  "sendFollowUpMessage",
  "uploadFile",
  "selectFiles",
  "getFileDownloadUrl",
  "requestDisplayMode",
  "requestModal",
  "requestClose",
  "notifyIntrinsicHeight",
  "openExternal",
  "setOpenInAppUrl",
] as const;

export type GlobalKey = (typeof GLOBAL_KEYS)[number];
export type RuntimeFunction = (typeof RUNTIME_FUNCTIONS)[number];
/** A function of `window.openai` whose calls reach the host. */
export type OpenAiFunction = RuntimeFunction | "setWidgetState";

/** The globals as ChatGPT exposes them on `window.openai` (shapes from the seeds and OpenAI's examples). */
export interface OpenAiGlobals {
  toolInput: UnknownObject | null;
  toolOutput: UnknownObject | null;
  toolResponseMetadata: UnknownObject | null;
  widgetState: WidgetState | null;
  theme: Theme;
  displayMode: DisplayMode;
  maxHeight: number;
  safeArea: SafeArea;
  view: View;
  userAgent: UserAgent;
  locale: string;
}

/** The runtime API of `window.openai`, as documented in the seeds. */
export interface OpenAiApi {
  setWidgetState(state: WidgetState): Promise<void>;
  callTool(name: string, args?: UnknownObject): Promise<ToolResult>;
  sendFollowUpMessage(options: { prompt: string; scrollToBottom?: boolean }): Promise<void>;
  uploadFile(file: Blob, options?: { library?: boolean }): Promise<{ fileId: string }>;
  /** Absent when the user has no file library (feature-detect it). */
  selectFiles?: () => Promise<FileRef[]>;
  getFileDownloadUrl(options: { fileId: string }): Promise<{ downloadUrl: string }>;
  requestDisplayMode(options: { mode: DisplayMode }): Promise<{ mode: DisplayMode }>;
  requestModal(options: { params?: unknown; template?: string }): Promise<void>;
  requestClose(): Promise<void>;
  notifyIntrinsicHeight(height: number): void;
  openExternal(options: { href: string; redirectUrl?: false }): Promise<void>;
  setOpenInAppUrl(options: { href: string }): Promise<void>;
}

export type OpenAi = OpenAiGlobals & OpenAiApi;

export interface OpenAiObjectInit {
  /** The window the object lives in; events are dispatched on it. */
  window: Window;
  globals: OpenAiGlobals;
  /** `false`: `selectFiles` is absent, as for users without a file library. */
  fileLibrary: boolean;
  /** `true`: `setWidgetState` also dispatches `openai:set_globals` (the seeds do not say ChatGPT does). */
  echoWidgetState?: boolean;
  /** Carries a call to the host; the returned promise settles the widget's call. */
  invoke(fn: OpenAiFunction, args: unknown[]): Promise<unknown>;
}

/**
 * Builds a `window.openai` to the letter of the seeds: every global as a plain property, every runtime
 * function forwarding to `invoke`. `setWidgetState` stores the snapshot synchronously first.
 * Used by the in-process fake and by the browser frame entry.
 */
export function createOpenAiObject(init: OpenAiObjectInit): OpenAi {
  const { invoke } = init;
  const call = (fn: OpenAiFunction) => (...args: unknown[]) => invoke(fn, args);
  const openai = {
    ...init.globals,
    setWidgetState(state: WidgetState): Promise<void> {
      openai.widgetState = state;
      if (init.echoWidgetState) dispatchSetGlobals(init.window, { widgetState: state });
      return invoke("setWidgetState", [state]).then(() => undefined);
    },
    callTool: call("callTool"),
    sendFollowUpMessage: call("sendFollowUpMessage"),
    uploadFile: call("uploadFile"),
    getFileDownloadUrl: call("getFileDownloadUrl"),
    requestDisplayMode: call("requestDisplayMode"),
    requestModal: call("requestModal"),
    requestClose: call("requestClose"),
    // Fire and forget, as in ChatGPT: the widget never awaits a height report.
    notifyIntrinsicHeight(...args: unknown[]): void {
      invoke("notifyIntrinsicHeight", args).catch(() => undefined);
    },
    openExternal: call("openExternal"),
    setOpenInAppUrl: call("setOpenInAppUrl"),
  } as OpenAi;
  if (init.fileLibrary) openai.selectFiles = call("selectFiles") as OpenAiApi["selectFiles"];
  return openai;
}

/** Dispatches `openai:set_globals` on `win` with `detail.globals`, as the host does. */
export function dispatchSetGlobals(win: Window, globals: Partial<OpenAiGlobals>): void {
  // The widget's realm's CustomEvent, so `event instanceof CustomEvent` holds in the widget.
  const Ctor = (win as Window & typeof globalThis).CustomEvent ?? CustomEvent;
  win.dispatchEvent(new Ctor(SET_GLOBALS_EVENT_TYPE, { detail: { globals } }));
}

/** Assigns `globals` onto `openai`, then announces exactly those keys with `openai:set_globals`. */
export function applyGlobals(win: Window, openai: OpenAi, globals: Partial<OpenAiGlobals>): void {
  const changed: Partial<OpenAiGlobals> = {};
  for (const key of Object.keys(globals) as GlobalKey[]) {
    if (!(GLOBAL_KEYS as readonly string[]).includes(key)) continue;
    (changed as UnknownObject)[key] = globals[key];
    (openai as unknown as UnknownObject)[key] = globals[key];
  }
  if (Object.keys(changed).length > 0) dispatchSetGlobals(win, changed);
}
