// The testing kit's `window.openai`, the object its fake ChatGPT hosts put in the widget (in
// process, and in a real browser frame). It stays beside core's bare fake (`installFakeOpenAi` of
// `@hostbridge/core/testing`, which answers on the spot with fixed defaults) because every call here
// goes to a host model through `invoke`, possibly across frames, and that model (chatgpt-model.ts)
// validates it, applies its effects and keeps the records a widget's tests assert on.
import type { DisplayMode, FileRef, OpenAiGlobalName, ToolResult, UnknownObject, WidgetState } from "@hostbridge/core";
import { OPENAI_GLOBAL_NAMES, SET_GLOBALS_EVENT } from "@hostbridge/core";
import type { FakeOpenAiFunction, OpenAiGlobalValues } from "@hostbridge/core/testing";

/** State members of `window.openai` (the Apps SDK reference's table "Estado y datos"). */
export const STATE_KEYS = ["toolInput", "toolOutput", "toolResponseMetadata", "widgetState"] as const;
/** Context signals of `window.openai` (the Apps SDK reference's table "Contexto"). */
const CONTEXT_KEYS = ["theme", "displayMode", "maxHeight", "safeArea", "view", "userAgent", "locale"] as const;

// Fails to compile when the state and context lists stop covering exactly the globals.
type Exactly<Left, Right> = [Left] extends [Right] ? ([Right] extends [Left] ? true : false) : false;
const STATE_AND_CONTEXT_ARE_THE_GLOBALS: Exactly<
  (typeof STATE_KEYS)[number] | (typeof CONTEXT_KEYS)[number],
  OpenAiGlobalName
> = true;
void STATE_AND_CONTEXT_ARE_THE_GLOBALS;

/**
 * Every runtime function of the Apps SDK reference except `setWidgetState`, which acts in the widget
 * first: the functions core's bare fake offers (`FakeOpenAiFunction`, each a Host feature), less the
 * ChatGPT extensions.
 */
export type RuntimeFunction = Exclude<FakeOpenAiFunction, "setWidgetState" | ExtensionFunction>;

/**
 * A ChatGPT function the fake offers that the Apps SDK reference page does not document.
 * `requestCheckout` is the Checkout API (private beta, paired with a `complete_checkout` tool): its
 * name and single options argument come from the MCP Apps reference's ChatGPT section (section 9.2,
 * "ChatGPT-only extensions") and the protocol-delta findings, not from the Apps SDK reference.
 */
export type ExtensionFunction = "requestCheckout";

/** A function of `window.openai` whose calls reach the host. */
export type OpenAiFunction = RuntimeFunction | ExtensionFunction | "setWidgetState";

/**
 * The globals as ChatGPT exposes them on `window.openai`: `OpenAiGlobalValues` of
 * `@hostbridge/core/testing` (core's snapshot keys of the same names, one declaration of their
 * shapes), where ChatGPT always gives `maxHeight` a number.
 */
export type OpenAiGlobals = OpenAiGlobalValues;

/** The runtime API of `window.openai`, as the Apps SDK reference documents it. */
export interface OpenAiApi {
  /** Saves the widget state (synchronously visible in `widgetState`, then sent to the host). */
  setWidgetState(state: WidgetState): Promise<void>;
  /** Calls a tool of the widget's server. */
  callTool(name: string, args?: UnknownObject): Promise<ToolResult>;
  /** Posts a message into the conversation as the user. */
  sendFollowUpMessage(options: { prompt: string; scrollToBottom?: boolean }): Promise<void>;
  /** Uploads a file; `library: true` also keeps it in the user's file library. */
  uploadFile(
    file: Blob,
    options?: { library?: boolean },
  ): Promise<{
    /** The host's id of the uploaded file. */
    fileId: string;
  }>;
  /** Absent when the user has no file library (feature-detect it). */
  selectFiles?: () => Promise<FileRef[]>;
  /** A temporary URL to download an uploaded file. */
  getFileDownloadUrl(options: { fileId: string }): Promise<{
    /** The temporary URL. */
    downloadUrl: string;
  }>;
  /** Asks for a display mode; resolves with the mode the host granted. */
  requestDisplayMode(options: { mode: DisplayMode }): Promise<{
    /** The mode the host granted (may differ from the one asked for). */
    mode: DisplayMode;
  }>;
  /** Opens a modal view of the widget (`template` another widget template). */
  requestModal(options: { params?: unknown; template?: string }): Promise<void>;
  /** Asks the host to close the widget. */
  requestClose(): Promise<void>;
  /** Tells the host the content's height, so the iframe fits it. */
  notifyIntrinsicHeight(height: number): void;
  /** Opens a link outside the widget (`redirectUrl: false` without the redirect notice). */
  openExternal(options: { href: string; redirectUrl?: false }): Promise<void>;
  /** Sets the URL the host's "open in app" button goes to. */
  setOpenInAppUrl(options: { href: string }): Promise<void>;
  /**
   * Opens ChatGPT's checkout for a checkout session (the Checkout API, private beta; not on the Apps
   * SDK reference page, see `EXTENSION_FUNCTIONS`). Absent when the fake is built with `checkout: false`.
   */
  requestCheckout?: (options: UnknownObject) => Promise<unknown>;
}

/** `window.openai` as a whole: the globals and the runtime API. */
export type OpenAi = OpenAiGlobals & OpenAiApi;

/** What `createOpenAiObject` takes. */
export interface OpenAiObjectInit {
  /** The window the object lives in; events are dispatched on it. */
  window: Window;
  /** The globals the object starts with. */
  globals: OpenAiGlobals;
  /** `false`: `selectFiles` is absent, as for users without a file library. */
  fileLibrary: boolean;
  /** `false`: `requestCheckout` is absent, as where ChatGPT does not offer the Checkout API (default present). */
  checkout?: boolean;
  /** `true`: `setWidgetState` also dispatches `openai:set_globals` (the Apps SDK reference does not say ChatGPT does). */
  echoWidgetState?: boolean;
  /** Carries a call to the host; the returned promise settles the widget's call. */
  invoke(member: OpenAiFunction, args: unknown[]): Promise<unknown>;
}

/**
 * Builds a `window.openai` to the letter of the Apps SDK reference: every global as a plain property, every runtime
 * function forwarding to `invoke`. `setWidgetState` stores the snapshot synchronously first.
 * Used by the in-process fake and by the browser frame entry.
 */
export function createOpenAiObject(init: OpenAiObjectInit): OpenAi {
  const { invoke } = init;
  const call =
    (member: OpenAiFunction) =>
    (...args: unknown[]) =>
      invoke(member, args);
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
  if (init.checkout !== false) openai.requestCheckout = call("requestCheckout") as OpenAiApi["requestCheckout"];
  return openai;
}

/** Dispatches `openai:set_globals` on `win` with `detail.globals`, as the host does. */
function dispatchSetGlobals(win: Window, globals: Partial<OpenAiGlobals>): void {
  // The widget's realm's CustomEvent, so `event instanceof CustomEvent` holds in the widget.
  const Ctor = (win as Window & typeof globalThis).CustomEvent ?? CustomEvent;
  win.dispatchEvent(new Ctor(SET_GLOBALS_EVENT, { detail: { globals } }));
}

/** Assigns `globals` onto `openai`, then announces exactly those keys with `openai:set_globals`. */
export function applyGlobals(win: Window, openai: OpenAi, globals: Partial<OpenAiGlobals>): void {
  const changed: Partial<OpenAiGlobals> = {};
  for (const key of Object.keys(globals) as OpenAiGlobalName[]) {
    if (!(OPENAI_GLOBAL_NAMES as readonly string[]).includes(key)) continue;
    (changed as UnknownObject)[key] = globals[key];
    (openai as unknown as UnknownObject)[key] = globals[key];
  }
  if (Object.keys(changed).length > 0) dispatchSetGlobals(win, changed);
}
