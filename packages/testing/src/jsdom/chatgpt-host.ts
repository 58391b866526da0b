import { OPENAI_GLOBAL_NAMES, type ToolResult, type UnknownObject } from "@hostbridge/core";
import { createCallLog, type CallLog } from "../model/call-log.js";
import { createChatGptModel, withRecords, type ChatGptActivity, type ChatGptOptions } from "../model/chatgpt-model.js";
import { initialGlobals, toolResultGlobals } from "../model/globals-defaults.js";
import { track } from "./cleanup.js";
import {
  applyGlobals,
  createOpenAiObject,
  type OpenAi,
  type OpenAiFunction,
  type OpenAiGlobals,
} from "../model/openai-object.js";

export interface ChatGptHostOptions extends ChatGptOptions {
  /** The window to install `window.openai` on (default `globalThis.window`). */
  window?: Window;
}

/** Controller of a fake ChatGPT host running in the widget's own window (jsdom or a page). */
export interface ChatGptHost extends CallLog<OpenAiFunction>, ChatGptActivity {
  /** The window `window.openai` is installed on. */
  readonly window: Window;
  /** The installed `window.openai`. */
  readonly openai: OpenAi;
  /** A copy of the current globals. */
  readonly globals: OpenAiGlobals;
  /** Assigns globals and dispatches `openai:set_globals` with `detail.globals` = exactly these keys. */
  set(globals: Partial<OpenAiGlobals>): void;
  /** The user approves the pending tool call: `toolInput` becomes `args`. */
  approve(args: UnknownObject): void;
  /** The tool call finished: `toolOutput` and `toolResponseMetadata` change as ChatGPT does it. */
  setToolResult(result: ToolResult): void;
  /** The user closes the modal opened with `requestModal`: `view` returns to `{ mode: "inline" }`. */
  closeModal(): void;
  /** Removes `window.openai` (restoring any previous value); later `set` calls do nothing. */
  uninstall(): void;
  /** `false` after `uninstall()`. */
  readonly installed: boolean;
}

// @example-source packages/testing/examples/jsdom-reference.tsx#createChatGptHost
/**
 * Installs a fake `window.openai` built to the letter of the Apps SDK reference. Every call is recorded in
 * `calls` and answered by `options.handlers` or a default; `set()` plays the host's global updates.
 *
 * @example
 * ```ts
 * const chatgpt = createChatGptHost({ toolOutput: { city: "Paris" }, theme: "dark" });
 * const widgetHost = createHost(); // the widget's side finds window.openai, as in ChatGPT
 * await widgetHost.sendFollowUpMessage({ prompt: "Order a Margherita" });
 * expect(chatgpt.messages).toMatchObject([{ prompt: "Order a Margherita" }]);
 * chatgpt.set({ displayMode: "fullscreen" }); // assigns, then dispatches openai:set_globals
 * chatgpt.uninstall();
 * ```
 */
export function createChatGptHost(options: ChatGptHostOptions = {}): ChatGptHost {
  const win = options.window ?? globalThis.window;
  if (!win) throw new TypeError("createChatGptHost needs a window (run it in jsdom or pass { window }).");
  const [log, record] = createCallLog<OpenAiFunction>();
  let installed = true;

  const set = (globals: Partial<OpenAiGlobals>) => {
    if (installed) applyGlobals(win, openai, globals);
  };
  const model = createChatGptModel(options, {
    get: () => openai,
    set,
    storeWidgetState: () => undefined, // the widget's window.openai is the host's copy here
  });
  const openai: OpenAi = createOpenAiObject({
    window: win,
    globals: initialGlobals(options),
    fileLibrary: options.fileLibrary !== false,
    checkout: options.checkout !== false,
    echoWidgetState: options.echoWidgetState,
    invoke(member, args) {
      record({ fn: member, args });
      return model.answer(member, args);
    },
  });

  const target = win as unknown as { openai?: unknown };
  const hadPrevious = Object.hasOwn(target, "openai");
  const previous = target.openai;
  target.openai = openai;

  const uninstall = () => {
    if (!installed) return;
    installed = false;
    untrack();
    if (target.openai === openai) {
      if (hadPrevious) target.openai = previous;
      else delete target.openai;
    }
  };
  const untrack = track(uninstall);

  return withRecords(log, model.activity, {
    window: win,
    openai,
    get globals() {
      const copy = {} as UnknownObject;
      for (const key of OPENAI_GLOBAL_NAMES) copy[key] = openai[key];
      return copy as unknown as OpenAiGlobals;
    },
    set,
    approve: (args) => set({ toolInput: args }),
    setToolResult: (result) => set(toolResultGlobals(result)),
    closeModal: () => set({ view: { mode: "inline" } }),
    uninstall,
    get installed() {
      return installed;
    },
  });
}
