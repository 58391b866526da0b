import { OPENAI_GLOBAL_NAMES, type ToolResult, type UnknownObject } from "@hostbridge/core";
import { track } from "../jsdom/cleanup.js";
import { createCallLog, type CallLog, type CallRecord } from "../model/call-log.js";
import { createChatGptModel, withRecords, type ChatGptActivity, type ChatGptOptions } from "../model/chatgpt-model.js";
import { isCallEnvelope, type OpenAiFrameInit, type ReplyEnvelope, type SetGlobalsEnvelope } from "./frame-envelope.js";
import { initialGlobals, toolResultGlobals } from "../model/globals-defaults.js";
import type { OpenAiFunction, OpenAiGlobals } from "../model/openai-object.js";

export interface ConnectOpenAiFrameOptions extends ChatGptOptions {
  /** Called for every call the frame makes, before it is answered. */
  onCall?: (call: CallRecord<OpenAiFunction>) => void;
  /** The host page's window, where the frame's messages arrive (default `globalThis.window`). */
  window?: Window;
}

/** Host-page controller of a widget frame's fake `window.openai`. */
export interface OpenAiFrameHost extends CallLog<OpenAiFunction>, ChatGptActivity {
  /**
   * What to put in `window.__hostbridgeOpenaiInit` before the frame entry script, so the frame
   * starts with the globals this controller holds now (read it when you build the frame document).
   */
  readonly init: Required<Pick<OpenAiFrameInit, "globals" | "fileLibrary">> & OpenAiFrameInit;
  /** A copy of the globals as the host holds them (including the frame's own `setWidgetState`). */
  readonly globals: OpenAiGlobals;
  /** Updates the frame's globals: it assigns them and dispatches `openai:set_globals`. */
  set(globals: Partial<OpenAiGlobals>): void;
  /** The user approves the pending tool call: `toolInput` becomes `args`. */
  approve(args: UnknownObject): void;
  /** The tool call finished: `toolOutput` and `toolResponseMetadata` change as ChatGPT does it. */
  setToolResult(result: ToolResult): void;
  /** The user closes the modal: `view` returns to `{ mode: "inline" }`. */
  closeModal(): void;
  /** Stops answering the frame. */
  dispose(): void;
}

function errorInfo(error: unknown): { message: string; code?: string } {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? { message, code } : { message };
}

/**
 * Host side of the browser fake: answers the calls of the `window.openai` installed in a frame by
 * `installOpenAiInFrame`. Accepts only messages whose `event.source` is `getFrameWindow()` (the
 * widget's frame, or the sandbox proxy frame that relays it).
 */
export function connectOpenAiFrame(
  getFrameWindow: () => Window | null,
  options: ConnectOpenAiFrameOptions = {},
): OpenAiFrameHost {
  const hostWindow = options.window ?? globalThis.window;
  const [log, record] = createCallLog<OpenAiFunction>();
  let globals = initialGlobals(options);
  let disposed = false;

  const post = (frame: Window | null, message: ReplyEnvelope | SetGlobalsEnvelope) => {
    if (!frame) return;
    try {
      frame.postMessage(message, "*");
    } catch (error) {
      // A value the structured clone cannot carry: tell the caller instead of leaving it hanging.
      if (message.__hostbridgeOpenai === "reply" && message.ok) {
        frame.postMessage(
          { __hostbridgeOpenai: "reply", id: message.id, ok: false, error: errorInfo(error) } satisfies ReplyEnvelope,
          "*",
        );
      }
    }
  };

  const set = (partial: Partial<OpenAiGlobals>) => {
    if (disposed) return;
    const changed: Partial<OpenAiGlobals> = {};
    for (const key of Object.keys(partial) as (keyof OpenAiGlobals)[]) {
      if ((OPENAI_GLOBAL_NAMES as readonly string[]).includes(key)) (changed as UnknownObject)[key] = partial[key];
    }
    if (Object.keys(changed).length === 0) return;
    globals = { ...globals, ...changed };
    post(getFrameWindow(), { __hostbridgeOpenai: "set_globals", globals: changed });
  };

  const model = createChatGptModel(options, {
    get: () => globals,
    set,
    storeWidgetState: (state) => {
      globals = { ...globals, widgetState: state };
    },
  });

  const onMessage = (event: MessageEvent) => {
    const frame = getFrameWindow();
    if (disposed || !frame || event.source !== frame || !isCallEnvelope(event.data)) return;
    const { id, fn: member, args } = event.data;
    const call = { fn: member, args };
    record(call);
    try {
      options.onCall?.(call);
    } catch {
      // An observer's failure must not change the answer.
    }
    model.answer(member, args).then(
      (value) => post(frame, { __hostbridgeOpenai: "reply", id, ok: true, value }),
      (error) => post(frame, { __hostbridgeOpenai: "reply", id, ok: false, error: errorInfo(error) }),
    );
  };
  hostWindow.addEventListener("message", onMessage);
  const untrack = track(() => dispose());
  const dispose = () => {
    if (disposed) return;
    disposed = true;
    untrack();
    hostWindow.removeEventListener("message", onMessage);
  };

  return withRecords(log, model.activity, {
    // Current values, so a frame (re)loaded later starts where the host is, widget state included.
    get init() {
      return {
        globals: { ...globals },
        fileLibrary: options.fileLibrary !== false,
        ...(options.checkout === false ? { checkout: false } : {}),
        ...(options.echoWidgetState ? { echoWidgetState: true } : {}),
      };
    },
    get globals() {
      return { ...globals };
    },
    set,
    approve: (args) => set({ toolInput: args }),
    setToolResult: (result) => set(toolResultGlobals(result)),
    closeModal: () => set({ view: { mode: "inline" } }),
    dispose,
  });
}
