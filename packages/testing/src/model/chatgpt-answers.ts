// The fake ChatGPT's default answers, one function per `window.openai` member: each checks the
// widget's arguments as the Apps SDK reference describes them, applies the effect a widget author
// would notice, and notes what the host was asked in the model's state.
import {
  InvalidArgumentError,
  isObject,
  type CurrentDisplayMode,
  type DisplayMode,
  type FileRef,
  type UnknownObject,
  type WidgetState,
} from "@hostbridge/core";
import type { ChatGptOptions, FollowUpMessage, GlobalsIO, OpenedLink, UploadedFile } from "./chatgpt-model.js";
import { DEFAULT_CONVERSATION_URL, DEFAULT_FILE_LIBRARY, DISPLAY_MODES } from "./globals-defaults.js";
import type { OpenAiFunction } from "./openai-object.js";
import { runTool } from "./tools.js";

/** What the fake ChatGPT host noted of the widget's calls. */
export interface ChatGptState {
  /** Follow-up messages, oldest first. */
  readonly messages: FollowUpMessage[];
  /** Files uploaded by the widget. */
  readonly uploads: UploadedFile[];
  /** Links opened with `openExternal`. */
  readonly openedLinks: OpenedLink[];
  /** Every `setWidgetState` snapshot, oldest first. */
  readonly widgetStates: WidgetState[];
  /** The options of every default-answered `requestCheckout`. */
  readonly checkouts: UnknownObject[];
  /** Last `setOpenInAppUrl` target. */
  openInAppUrl: string | null;
  /** Last `notifyIntrinsicHeight` height. */
  intrinsicHeight: number | null;
  /** How many times the widget asked to be closed. */
  closeRequests: number;
  /** The user's file library: it lives on across `reset()`, so it is never cleared. */
  readonly library: FileRef[];
}

/** A fresh state: nothing noted yet, the library the options give (each file a copy). */
export function emptyChatGptState(options: ChatGptOptions): ChatGptState {
  const library: FileRef[] =
    options.fileLibrary === false
      ? []
      : [...(options.fileLibrary ?? DEFAULT_FILE_LIBRARY)].map((file) => ({ ...file }));
  return {
    messages: [],
    uploads: [],
    openedLinks: [],
    widgetStates: [],
    checkouts: [],
    openInAppUrl: null,
    intrinsicHeight: null,
    closeRequests: 0,
    library,
  };
}

/** Forgets what was noted, keeping the library. */
export function resetChatGptState(state: ChatGptState): void {
  state.messages.length = 0;
  state.uploads.length = 0;
  state.openedLinks.length = 0;
  state.widgetStates.length = 0;
  state.checkouts.length = 0;
  state.openInAppUrl = null;
  state.intrinsicHeight = null;
  state.closeRequests = 0;
}

/** What the default answers read and change. */
export interface AnswerContext {
  /** The host's options (tools, file library, conversation URL). */
  readonly options: ChatGptOptions;
  /** The widget's globals. */
  readonly globals: GlobalsIO;
  /** Where the answers note what the widget asked for. */
  readonly state: ChatGptState;
  /** The modes `requestDisplayMode` grants. */
  readonly availableModes: DisplayMode[];
  /** Origins `openExternal` appends `?redirectUrl=` for. */
  readonly redirectOrigins: ReadonlySet<string>;
  /** How many files the widget uploaded (upload ids count up, even across `reset()`). */
  uploadCount: number;
}

/** The context of the default answers of a host with these options. */
export function answerContext(options: ChatGptOptions, globals: GlobalsIO, state: ChatGptState): AnswerContext {
  return {
    options,
    globals,
    state,
    availableModes: options.availableDisplayModes ?? [...DISPLAY_MODES],
    redirectOrigins: new Set((options.redirectDomains ?? []).map((domain) => originOf(domain) ?? domain)),
    uploadCount: 0,
  };
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

// A Blob from another realm (an iframe, or jsdom's Blob seen from Node) fails instanceof.
function isBlobLike(value: unknown): boolean {
  return (
    isObject(value) &&
    typeof (value as { size?: unknown }).size === "number" &&
    typeof (value as { type?: unknown }).type === "string" &&
    typeof (value as { slice?: unknown }).slice === "function"
  );
}

/** `callTool(name, args)`: the `tools` entry. */
function callTool({ options }: AnswerContext, name: unknown, args: unknown) {
  if (typeof name !== "string" || name === "")
    throw new InvalidArgumentError("window.openai.callTool expects a tool name.");
  if (args !== undefined && !isObject(args))
    throw new InvalidArgumentError("window.openai.callTool expects an arguments object.");
  return runTool(options.tools, name, args);
}

/** `sendFollowUpMessage({ prompt, scrollToBottom })`: recorded in `messages`. */
function sendFollowUpMessage({ state }: AnswerContext, input: unknown) {
  const message = objectArg("sendFollowUpMessage", input);
  const prompt = stringField("sendFollowUpMessage", message, "prompt");
  // The Apps SDK reference: scrollToBottom is optional and defaults to true.
  state.messages.push({ prompt, scrollToBottom: message.scrollToBottom !== false });
}

/** `setWidgetState(state)`: recorded in `widgetStates`. */
function setWidgetState({ state }: AnswerContext, value: unknown) {
  state.widgetStates.push(value as WidgetState);
}

/** `uploadFile(file, { library })`: a fresh file id; with `library: true` the file joins the library. */
function uploadFile(context: AnswerContext, file: unknown, uploadOptions: unknown) {
  if (!(typeof Blob !== "undefined" && file instanceof Blob) && !isBlobLike(file)) {
    throw new InvalidArgumentError("window.openai.uploadFile expects a File or Blob.");
  }
  const { options, state } = context;
  const blob = file as Blob;
  const toLibrary = isObject(uploadOptions) && uploadOptions.library === true && options.fileLibrary !== false;
  const fileId = `file-upload-${++context.uploadCount}`;
  state.uploads.push({ fileId, file: blob, library: toLibrary });
  if (toLibrary) {
    const name = (blob as Partial<File>).name;
    state.library.push({
      fileId,
      fileName: typeof name === "string" && name ? name : fileId,
      mimeType: blob.type || "application/octet-stream",
    });
  }
  return { fileId };
}

/** `selectFiles()`: a copy of the library. */
function selectFiles({ state }: AnswerContext) {
  return state.library.map((file) => ({ ...file }));
}

/** `getFileDownloadUrl({ fileId })`: a fake signed URL. */
function getFileDownloadUrl(_context: AnswerContext, input: unknown) {
  const fileId = stringField("getFileDownloadUrl", objectArg("getFileDownloadUrl", input), "fileId");
  return { downloadUrl: `https://files.chatgpt.example/download/${encodeURIComponent(fileId)}?sig=fake` };
}

/** `requestDisplayMode({ mode })`: an available mode is granted, else the current one stays. */
function requestDisplayMode({ globals, availableModes }: AnswerContext, input: unknown) {
  const mode = objectArg("requestDisplayMode", input).mode;
  if (!DISPLAY_MODES.includes(mode as DisplayMode)) {
    throw new InvalidArgumentError(`window.openai.requestDisplayMode expects mode "inline", "pip" or "fullscreen".`);
  }
  const current = globals.get().displayMode;
  // The Apps SDK reference: on mobile, picture-in-picture may be presented as fullscreen.
  // Inside a modal the current mode is "modal": a refused request answers it as it is.
  let granted: CurrentDisplayMode =
    mode === "pip" && globals.get().userAgent.device.type === "mobile" ? "fullscreen" : (mode as DisplayMode);
  if (!availableModes.includes(granted)) granted = current;
  if (granted !== current) globals.set({ displayMode: granted });
  return { mode: granted };
}

/** `requestModal({ params, template })`: `view` becomes the modal. */
function requestModal({ globals }: AnswerContext, input: unknown) {
  const modal = input === undefined ? {} : objectArg("requestModal", input);
  if (modal.template !== undefined && typeof modal.template !== "string") {
    throw new InvalidArgumentError("window.openai.requestModal expects template to be a URI string.");
  }
  globals.set({ view: { mode: "modal", params: modal.params } });
}

/** `requestClose()`: counted in `closeRequests`. */
function requestClose({ state }: AnswerContext) {
  state.closeRequests++;
}

/** `notifyIntrinsicHeight(height)`: kept in `intrinsicHeight` (a height that is no number is ignored). */
function notifyIntrinsicHeight({ state }: AnswerContext, height: unknown) {
  if (typeof height === "number" && Number.isFinite(height)) state.intrinsicHeight = height;
}

/** `openExternal({ href, redirectUrl })`: recorded in `openedLinks` with the URL the browser would open. */
function openExternal({ options, state, redirectOrigins }: AnswerContext, input: unknown) {
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
}

/** `setOpenInAppUrl({ href })`: kept in `openInAppUrl`. */
function setOpenInAppUrl({ state }: AnswerContext, input: unknown) {
  state.openInAppUrl = stringField("setOpenInAppUrl", objectArg("setOpenInAppUrl", input), "href");
}

// Outside the Apps SDK reference page (Checkout API, private beta): no documented answer shape,
// so the fake's default is a plain completed status; pass handlers.requestCheckout for others.
/** `requestCheckout(options)`: recorded in `checkouts`, completed. */
function requestCheckout({ state }: AnswerContext, input: unknown) {
  state.checkouts.push(objectArg("requestCheckout", input));
  return { status: "completed" };
}

/** The default answer to each `window.openai` function. */
export const DEFAULT_ANSWERS: Record<OpenAiFunction, (context: AnswerContext, ...args: unknown[]) => unknown> = {
  callTool,
  sendFollowUpMessage,
  setWidgetState,
  uploadFile,
  selectFiles,
  getFileDownloadUrl,
  requestDisplayMode,
  requestModal,
  requestClose,
  notifyIntrinsicHeight,
  openExternal,
  setOpenInAppUrl,
  requestCheckout,
};
