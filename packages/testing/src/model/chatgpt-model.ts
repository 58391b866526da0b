// The host's side of the testing kit's fake ChatGPT: what a widget's tests run against. It is not
// core's bare `installFakeOpenAi` (which validates nothing and records only raw calls) because
// this is the product: each call checked as ChatGPT would, its effects applied, its records kept.
import type { DeviceType, DisplayMode, FileRef, ToolResult, UnknownObject, WidgetState } from "@hostbridge/core";
import type { CallLog } from "./call-log.js";
import { answerContext, DEFAULT_ANSWERS, emptyChatGptState, resetChatGptState } from "./chatgpt-answers.js";
import { withLiveProperties } from "./live-properties.js";
import type { OpenAiFunction, OpenAiGlobals } from "./openai-object.js";
import type { MaybePromise, ToolMap } from "./tools.js";

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
  const state = emptyChatGptState(options);
  const context = answerContext(options, globals, state);
  return {
    activity: withLiveProperties({}, state, ACTIVITY_KEYS),
    async answer(member, args) {
      // The widget already holds its new state; the host keeps a copy whatever the handler does.
      if (member === "setWidgetState") globals.storeWidgetState(args[0] as WidgetState);
      const custom = handlers[member] as ((...callArgs: unknown[]) => unknown) | undefined;
      if (custom) return custom(...args);
      return DEFAULT_ANSWERS[member](context, ...args);
    },
    reset: () => resetChatGptState(state),
  };
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
