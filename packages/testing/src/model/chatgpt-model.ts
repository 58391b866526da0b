// The host's side of the testing kit's fake ChatGPT: what a widget's tests run against. It is not
// core's bare `installFakeOpenAi` (which validates nothing and records only raw calls) because
// this is the product: each call checked as ChatGPT would, its effects applied, its records kept.
import {
  InvalidArgumentError,
  isObject,
  type DeviceType,
  type CurrentDisplayMode,
  type DisplayMode,
  type FileRef,
  type ToolResult,
  type UnknownObject,
  type WidgetState,
} from "@hostbridge/core";
import type { CallLog } from "./call-log.js";
import { withLiveProperties } from "./live-properties.js";
import type { OpenAiFunction, OpenAiGlobals } from "./openai-object.js";
import { DEFAULT_CONVERSATION_URL, DEFAULT_FILE_LIBRARY, DISPLAY_MODES } from "./globals-defaults.js";
import { runTool, type ToolMap } from "./tools.js";

import type { MaybePromise } from "./tools.js";

/**
 * Replacements for the fake's default answers, one per `window.openai` function. Each receives the
 * widget's arguments as passed and replaces the default behaviour entirely (including its effects).
 */
export interface ChatGptHandlers {
  /** Answers `callTool` (default: the `tools` option). */
  callTool?: (name: string, args: UnknownObject | undefined) => MaybePromise<ToolResult>;
  /** Receives `sendFollowUpMessage` (default: recorded in `messages`). */
  sendFollowUpMessage?: (options: { prompt: string; scrollToBottom?: boolean }) => MaybePromise<void>;
  /** Receives `setWidgetState` on the host side (the widget's copy is already set). */
  setWidgetState?: (state: WidgetState) => MaybePromise<void>;
  /** Answers `uploadFile` (default: a fresh file id, recorded in `uploads`). */
  uploadFile?: (
    file: Blob,
    options?: { library?: boolean },
  ) => MaybePromise<{
    /** The id of the uploaded file. */
    fileId: string;
  }>;
  /** Answers `selectFiles` (default: the file library). */
  selectFiles?: () => MaybePromise<FileRef[]>;
  /** Answers `getFileDownloadUrl` (default: a fake signed URL for the file id). */
  getFileDownloadUrl?: (options: { fileId: string }) => MaybePromise<{
    /** The URL to download the file from. */
    downloadUrl: string;
  }>;
  /** Answers `requestDisplayMode` (default: grants an available mode, else keeps the current one). */
  requestDisplayMode?: (options: { mode: DisplayMode }) => MaybePromise<{
    /** The mode granted. */
    mode: DisplayMode;
  }>;
  /** Receives `requestModal` (default: sets `view` to `{ mode: "modal", params }`). */
  requestModal?: (options: { params?: unknown; template?: string }) => MaybePromise<void>;
  /** Receives `requestClose` (default: counted in `closeRequests`). */
  requestClose?: () => MaybePromise<void>;
  /** Receives `notifyIntrinsicHeight` (default: kept in `intrinsicHeight`). */
  notifyIntrinsicHeight?: (height: number) => MaybePromise<void>;
  /** Receives `openExternal` (default: recorded in `openedLinks`). */
  openExternal?: (options: { href: string; redirectUrl?: false }) => MaybePromise<void>;
  /** Receives `setOpenInAppUrl` (default: kept in `openInAppUrl`). */
  setOpenInAppUrl?: (options: { href: string }) => MaybePromise<void>;
  /** Answers `requestCheckout` (default: recorded in `checkouts`, resolves `{ status: "completed" }`). */
  requestCheckout?: (options: UnknownObject) => MaybePromise<unknown>;
}

/** Options of the fake ChatGPT host: initial globals plus how the host behaves. */
export interface ChatGptOptions extends Partial<OpenAiGlobals> {
  /** The tool needs approval: `toolInput` stays `null` until `approve(args)`. */
  pendingApproval?: boolean;
  /** Sets `userAgent` for this device (`mobile`/`tablet`: touch, no hover) unless `userAgent` is given. */
  device?: DeviceType;
  /** Files in the user's library (`selectFiles` returns them); `false` removes `selectFiles`. */
  fileLibrary?: FileRef[] | false;
  /** Modes `requestDisplayMode` grants (default all three); others leave the mode unchanged. */
  availableDisplayModes?: DisplayMode[];
  /** Origins of approved redirect targets: `openExternal` appends `?redirectUrl=` for them. */
  redirectDomains?: string[];
  /** The value appended as `redirectUrl` (default a fake conversation URL). */
  conversationUrl?: string;
  /** The finished tool call: sets `toolOutput` and `toolResponseMetadata` as ChatGPT does (see `toolResultGlobals`). */
  toolResult?: ToolResult;
  /** Fake server tools answered by `callTool`. */
  tools?: ToolMap;
  /** Per-function replacements of the default answers. */
  handlers?: ChatGptHandlers;
  /** `true`: `setWidgetState` also dispatches `openai:set_globals` (off: the Apps SDK reference does not say it does). */
  echoWidgetState?: boolean;
  /** `false` removes `requestCheckout` (the Checkout API is a private beta, not every ChatGPT has it). */
  checkout?: boolean;
}

/** A follow-up message as ChatGPT receives it (`scrollToBottom` defaulted to `true`). */
export interface FollowUpMessage {
  /** The message text. */
  prompt: string;
  /** Whether the conversation scrolls to the message. */
  scrollToBottom: boolean;
}

/** A file the widget uploaded with `uploadFile`. */
export interface UploadedFile {
  /** The id the fake gave it. */
  fileId: string;
  /** The file as passed. */
  file: Blob;
  /** Whether it was also kept in the user's library. */
  library: boolean;
}

/** A link opened with `openExternal`: `url` is what the user's browser would open. */
export interface OpenedLink {
  /** The `href` the widget passed. */
  href: string;
  /** `false` when the widget asked for no redirect notice. */
  redirectUrl?: false;
  /** The URL opened, with `redirectUrl` appended for an approved redirect domain. */
  url: string;
}

/** What the fake ChatGPT host has been asked to do, beyond the raw call log. */
export interface ChatGptActivity {
  /** Follow-up messages posted, oldest first. */
  readonly messages: readonly FollowUpMessage[];
  /** Files uploaded by the widget. */
  readonly uploads: readonly UploadedFile[];
  /** The user's file library (`selectFiles` returns a copy); empty without a library. */
  readonly library: readonly FileRef[];
  /** Links opened with `openExternal`. */
  readonly openedLinks: readonly OpenedLink[];
  /** Last `setOpenInAppUrl` target, or `null`. */
  readonly openInAppUrl: string | null;
  /** Last height from `notifyIntrinsicHeight`, or `null`. */
  readonly intrinsicHeight: number | null;
  /** How many times the widget asked to be closed. */
  readonly closeRequests: number;
  /** Every snapshot passed to `setWidgetState`, oldest first. */
  readonly widgetStates: readonly WidgetState[];
  /** The options of every `requestCheckout` call the default answer took, oldest first. */
  readonly checkouts: readonly UnknownObject[];
}

/** How the model reads and changes the globals of the widget it serves. */
export interface GlobalsIO {
  /** The widget's globals as they are now. */
  get(): OpenAiGlobals;
  /** Assigns and announces changed globals to the widget. */
  set(globals: Partial<OpenAiGlobals>): void;
  /** Records the widget's own `setWidgetState` (already applied in the widget). */
  storeWidgetState(state: WidgetState): void;
}

/** The host's side of the fake ChatGPT: its answers to the widget's calls and what it noted. */
export interface ChatGptModel {
  /** What the widget asked the host to do, as live records. */
  activity: ChatGptActivity;
  /** Answers one call of the widget (the caller records it first). */
  answer(member: OpenAiFunction, args: unknown[]): Promise<unknown>;
  /** Forgets activity (messages, uploads, links, ...), keeping the library. */
  reset(): void;
}

function objectArg(member: string, value: unknown): UnknownObject {
  if (!isObject(value)) throw new InvalidArgumentError(`window.openai.${member} expects an options object.`);
  return value;
}

function stringField(member: string, options: UnknownObject, key: string): string {
  const value = options[key];
  if (typeof value !== "string" || value === "") {
    throw new InvalidArgumentError(`window.openai.${member} expects a non-empty string "${key}".`);
  }
  return value;
}

function originOf(href: string): string | null {
  try {
    return new URL(href).origin;
  } catch {
    return null;
  }
}

/** The activity the model shows, each as a live property of the same name. */
const ACTIVITY_KEYS = [
  "messages",
  "uploads",
  "library",
  "openedLinks",
  "openInAppUrl",
  "intrinsicHeight",
  "closeRequests",
  "widgetStates",
  "checkouts",
] as const satisfies readonly (keyof ChatGptActivity)[];

/**
 * The host's side of ChatGPT as the Apps SDK reference describes it: validates each call and answers it, applying
 * the effects a widget author would notice (a `displayMode` change, a modal `view`, ...).
 */
export function createChatGptModel(options: ChatGptOptions, globals: GlobalsIO): ChatGptModel {
  const handlers = options.handlers ?? {};
  const available = options.availableDisplayModes ?? [...DISPLAY_MODES];
  const redirectOrigins = new Set((options.redirectDomains ?? []).map((domain) => originOf(domain) ?? domain));
  const library: FileRef[] =
    options.fileLibrary === false
      ? []
      : [...(options.fileLibrary ?? DEFAULT_FILE_LIBRARY)].map((file) => ({ ...file }));
  let uploadCount = 0;
  const state = {
    messages: [] as FollowUpMessage[],
    uploads: [] as UploadedFile[],
    openedLinks: [] as OpenedLink[],
    widgetStates: [] as WidgetState[],
    checkouts: [] as UnknownObject[],
    openInAppUrl: null as string | null,
    intrinsicHeight: null as number | null,
    closeRequests: 0,
    // The library lives on across `reset()`, so it is shown here but never cleared.
    library,
  };

  const defaults: Record<OpenAiFunction, (...args: unknown[]) => unknown> = {
    callTool(name: unknown, args: unknown) {
      if (typeof name !== "string" || name === "")
        throw new InvalidArgumentError("window.openai.callTool expects a tool name.");
      if (args !== undefined && !isObject(args))
        throw new InvalidArgumentError("window.openai.callTool expects an arguments object.");
      return runTool(options.tools, name, args);
    },
    sendFollowUpMessage(input: unknown) {
      const message = objectArg("sendFollowUpMessage", input);
      const prompt = stringField("sendFollowUpMessage", message, "prompt");
      // The Apps SDK reference: scrollToBottom is optional and defaults to true.
      state.messages.push({ prompt, scrollToBottom: message.scrollToBottom !== false });
    },
    setWidgetState(value: unknown) {
      state.widgetStates.push(value as WidgetState);
    },
    uploadFile(file: unknown, uploadOptions: unknown) {
      if (!(typeof Blob !== "undefined" && file instanceof Blob) && !isBlobLike(file)) {
        throw new InvalidArgumentError("window.openai.uploadFile expects a File or Blob.");
      }
      const blob = file as Blob;
      const toLibrary = isObject(uploadOptions) && uploadOptions.library === true && options.fileLibrary !== false;
      const fileId = `file-upload-${++uploadCount}`;
      state.uploads.push({ fileId, file: blob, library: toLibrary });
      if (toLibrary) {
        const name = (blob as Partial<File>).name;
        library.push({
          fileId,
          fileName: typeof name === "string" && name ? name : fileId,
          mimeType: blob.type || "application/octet-stream",
        });
      }
      return { fileId };
    },
    selectFiles() {
      return library.map((file) => ({ ...file }));
    },
    getFileDownloadUrl(input: unknown) {
      const fileId = stringField("getFileDownloadUrl", objectArg("getFileDownloadUrl", input), "fileId");
      return { downloadUrl: `https://files.chatgpt.example/download/${encodeURIComponent(fileId)}?sig=fake` };
    },
    requestDisplayMode(input: unknown) {
      const mode = objectArg("requestDisplayMode", input).mode;
      if (!DISPLAY_MODES.includes(mode as DisplayMode)) {
        throw new InvalidArgumentError(
          `window.openai.requestDisplayMode expects mode "inline", "pip" or "fullscreen".`,
        );
      }
      const current = globals.get().displayMode;
      // The Apps SDK reference: on mobile, picture-in-picture may be presented as fullscreen.
      // Inside a modal the current mode is "modal": a refused request answers it as it is.
      let granted: CurrentDisplayMode =
        mode === "pip" && globals.get().userAgent.device.type === "mobile" ? "fullscreen" : (mode as DisplayMode);
      if (!available.includes(granted)) granted = current;
      if (granted !== current) globals.set({ displayMode: granted });
      return { mode: granted };
    },
    requestModal(input: unknown) {
      const modal = input === undefined ? {} : objectArg("requestModal", input);
      if (modal.template !== undefined && typeof modal.template !== "string") {
        throw new InvalidArgumentError("window.openai.requestModal expects template to be a URI string.");
      }
      globals.set({ view: { mode: "modal", params: modal.params } });
    },
    requestClose() {
      state.closeRequests++;
    },
    notifyIntrinsicHeight(height: unknown) {
      if (typeof height === "number" && Number.isFinite(height)) state.intrinsicHeight = height;
    },
    openExternal(input: unknown) {
      const link = objectArg("openExternal", input);
      const href = stringField("openExternal", link, "href");
      const origin = originOf(href);
      if (!origin) throw new InvalidArgumentError(`window.openai.openExternal expects an absolute URL, got "${href}".`);
      let url = href;
      // The Apps SDK reference: approved redirect targets get ?redirectUrl=... unless redirectUrl: false.
      if (link.redirectUrl !== false && redirectOrigins.has(origin)) {
        const redirected = new URL(href);
        redirected.searchParams.set("redirectUrl", options.conversationUrl ?? DEFAULT_CONVERSATION_URL);
        url = redirected.toString();
      }
      state.openedLinks.push(link.redirectUrl === false ? { href, redirectUrl: false, url } : { href, url });
    },
    setOpenInAppUrl(input: unknown) {
      state.openInAppUrl = stringField("setOpenInAppUrl", objectArg("setOpenInAppUrl", input), "href");
    },
    // Outside the Apps SDK reference page (Checkout API, private beta): no documented answer shape,
    // so the fake's default is a plain completed status; pass handlers.requestCheckout for others.
    requestCheckout(input: unknown) {
      state.checkouts.push(objectArg("requestCheckout", input));
      return { status: "completed" };
    },
  };

  return {
    activity: withLiveProperties({}, state, ACTIVITY_KEYS),
    async answer(member, args) {
      // The widget already holds its new state; the host keeps a copy whatever the handler does.
      if (member === "setWidgetState") globals.storeWidgetState(args[0] as WidgetState);
      const custom = handlers[member] as ((...callArgs: unknown[]) => unknown) | undefined;
      if (custom) return custom(...args);
      return defaults[member](...args);
    },
    reset() {
      state.messages.length = 0;
      state.uploads.length = 0;
      state.openedLinks.length = 0;
      state.widgetStates.length = 0;
      state.checkouts.length = 0;
      state.openInAppUrl = null;
      state.intrinsicHeight = null;
      state.closeRequests = 0;
    },
  };
}

// A Blob from another realm (an iframe, or jsdom's Blob seen from Node) fails instanceof.
function isBlobLike(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof (value as { size?: unknown }).size === "number" &&
    typeof (value as { type?: unknown }).type === "string" &&
    typeof (value as { slice?: unknown }).slice === "function"
  );
}

/**
 * Adds the call log and the activity records to a host controller, as live getters (a controller
 * read later sees what happened since), so both fake ChatGPT controllers expose the same records.
 */
export function withRecords<Name extends string, Controller extends CallLog<Name> & ChatGptActivity>(
  log: CallLog<Name>,
  activity: ChatGptActivity,
  controller: Omit<Controller, keyof CallLog | keyof ChatGptActivity>,
): Controller {
  // Both keep their state in closures, so their getters and functions work on any object.
  for (const records of [log, activity]) {
    Object.defineProperties(controller, Object.getOwnPropertyDescriptors(records));
  }
  return controller as Controller;
}
