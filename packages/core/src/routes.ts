import {
  DOWNLOAD_FILE,
  LOG,
  MESSAGE,
  OPEN_LINK,
  REQUEST_DISPLAY_MODE,
  REQUEST_TEARDOWN,
  RESOURCES_READ,
  SIZE_CHANGED,
  TOOLS_CALL,
  UPDATE_MODEL_CONTEXT,
} from "./adapters/mcp-apps.js";
import { offeredDisplayModes } from "./display-modes.js";
import { InvalidArgumentError } from "./errors.js";
import type { HostSnapshot } from "./globals.js";
import type { Feature, Host, HostKind } from "./host-types.js";
import type { Store } from "./store.js";
import { isArray, isDisplayMode, isObject, isString, type Check } from "./util.js";
import { isReadResourceResult, isToolResult } from "./validate.js";

/** The MCP Apps methods a route may name: a typo is a compile error. */
export type RouteMethod =
  | typeof TOOLS_CALL
  | typeof MESSAGE
  | typeof OPEN_LINK
  | typeof REQUEST_DISPLAY_MODE
  | typeof UPDATE_MODEL_CONTEXT
  | typeof RESOURCES_READ
  | typeof LOG
  | typeof DOWNLOAD_FILE
  | typeof REQUEST_TEARDOWN
  | typeof SIZE_CHANGED;

/**
 * How one call is routed; `Args` are the Host method's own parameters, so a route that reads an
 * option the method does not take is a compile error. The `window.openai` function, where there is
 * one, has the feature's name. The routing rule: capabilities are hints. A connected bridge is sent
 * every standard call; a host that answers -32601 (method not found) has taught us it lacks the feature.
 */
export interface Route<Args extends readonly unknown[]> {
  /** The MCP Apps method, where the spec has one. */
  method?: RouteMethod;
  /** The host capability that promises `method`; where it is advertised the bridge wins over window.openai. */
  capability?: string;
  /** The option that must be a non-empty string (named in the error), unless `validate` checks the arguments. */
  argument?: string;
  /** Checks the arguments as the widget passed them (untyped JavaScript may pass anything). */
  validate?: (first: unknown, second: unknown) => boolean;
  /** The method's params from the (validated) arguments (default: the first argument as it is). */
  toParams?: (...args: Args) => unknown;
  /** Runs after validation: a value other than undefined is the answer, and nothing is sent. */
  before?: (store: Store<HostSnapshot>, kind: HostKind, ...args: Args) => unknown;
  /** Turns the host's answer into the method's result (it may record it in the snapshot). */
  after?: (store: Store<HostSnapshot>, result: unknown) => unknown;
  /** The promise resolves to nothing; an answer with `isError: true` means the host declined. */
  returnsNothing?: boolean;
  /** The answer must pass this check, else the call rejects with `InvalidResultError`. */
  checkResult?: Check;
}

/** The features the route table serves (setWidgetState has its own code). */
export type RoutedFeature = Exclude<Feature, "setWidgetState">;

/** The route table: one route per routed feature, typed by the Host method of that name. */
export type Routes = { [F in RoutedFeature]: Route<Parameters<Host[F]>> };

/** The rejection of a call whose arguments have the wrong shape (nothing is sent). */
export const invalidArgument = (feature: string, argument?: string) =>
  new InvalidArgumentError(`${feature}: invalid ${argument}.`);

/** A non-empty string. */
export const isFilledString = (value: unknown): value is string => isString(value) && value.length > 0;

export const ROUTES: Routes = {
  callTool: {
    method: TOOLS_CALL,
    capability: "serverTools",
    argument: "name",
    validate: (name, args) => isFilledString(name) && isObject(args),
    toParams: (name, args) => ({ name, arguments: args }),
    checkResult: isToolResult,
  },
  sendFollowUpMessage: {
    method: MESSAGE,
    capability: "message",
    argument: "prompt",
    returnsNothing: true,
    toParams: (options) => ({ role: "user", content: [{ type: "text", text: options.prompt }] }),
  },
  openExternal: {
    method: OPEN_LINK,
    capability: "openLinks",
    argument: "href",
    returnsNothing: true,
    toParams: (options) => ({ url: options.href }),
  },
  requestDisplayMode: {
    method: REQUEST_DISPLAY_MODE,
    argument: "mode",
    validate: (options) => isObject(options) && isDisplayMode(options.mode),
    // A mode the host does not offer is not requested: the answer is the mode in effect.
    before: (store, kind, { mode }) =>
      offeredDisplayModes(store.get(), kind).includes(mode) ? undefined : { mode: store.get().displayMode },
    // The mode in effect is what the host answered (a refusal answers the current one).
    after: (store, result) => {
      const mode = isObject(result) && isDisplayMode(result.mode) ? result.mode : store.get().displayMode;
      store.set({ displayMode: mode });
      return { mode };
    },
  },
  updateModelContext: {
    method: UPDATE_MODEL_CONTEXT,
    capability: "updateModelContext",
    argument: "content",
    returnsNothing: true,
    validate: (options) =>
      isObject(options) &&
      (options.content === undefined || isArray(options.content)) &&
      (options.structuredContent === undefined || isObject(options.structuredContent)),
  },
  readResource: {
    method: RESOURCES_READ,
    capability: "serverResources",
    argument: "uri",
    checkResult: isReadResourceResult,
  },
  log: { method: LOG, capability: "logging", argument: "level", returnsNothing: true },
  downloadFile: {
    method: DOWNLOAD_FILE,
    capability: "downloadFile",
    argument: "contents",
    returnsNothing: true,
    validate: (options) => isObject(options) && isArray(options.contents),
  },
  requestClose: { method: REQUEST_TEARDOWN, returnsNothing: true },
  notifyIntrinsicHeight: { method: SIZE_CHANGED }, // synchronous: its own method in createHost
  // ChatGPT only: window.openai or nothing.
  uploadFile: { argument: "file", validate: isObject },
  selectFiles: {},
  getFileDownloadUrl: { argument: "fileId" },
  requestModal: { argument: "options", returnsNothing: true, validate: isObject },
  setOpenInAppUrl: { argument: "href", returnsNothing: true },
  requestCheckout: { argument: "options", validate: isObject },
};
