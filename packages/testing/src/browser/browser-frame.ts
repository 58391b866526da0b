import { HostBridgeError, InvalidArgumentError } from "@hostbridge/core";
import {
  isReplyEnvelope,
  isSetGlobalsEnvelope,
  type CallEnvelope,
  type OpenAiFrameInit,
  type ReplyEnvelope,
} from "./frame-envelope.js";
import { initialGlobals } from "../model/globals-defaults.js";
import { applyGlobals, createOpenAiObject, type OpenAi } from "../model/openai-object.js";

/** What `installOpenAiInFrame` returns. */
export interface OpenAiFrame {
  /** The installed `window.openai`. */
  readonly openai: OpenAi;
  /** Removes `window.openai` and the listener; pending calls reject. */
  dispose(): void;
}

function toError(error: ReplyEnvelope["error"]): Error {
  const message = error?.message ?? "The host page rejected the call.";
  if (error?.code === "invalid_argument") return new InvalidArgumentError(message);
  return error?.code ? new HostBridgeError(error.code, message) : new Error(message);
}

/**
 * Frame side of the browser fake: installs a reference-faithful `window.openai` in this widget frame.
 * Its runtime functions post a call envelope to `window.parent` (the host page, or a sandbox proxy
 * that relays it) and settle on the reply; `set_globals` envelopes update it and dispatch
 * `openai:set_globals`.
 */
export function installOpenAiInFrame(init: OpenAiFrameInit = {}, win: Window = window): OpenAiFrame {
  const parent = win.parent;
  const pending = new Map<number, { resolve(value: unknown): void; reject(reason: unknown): void }>();
  let nextId = 1;
  let disposed = false;

  const openai = createOpenAiObject({
    window: win,
    globals: initialGlobals(init.globals ?? {}),
    fileLibrary: init.fileLibrary !== false,
    checkout: init.checkout !== false,
    echoWidgetState: init.echoWidgetState,
    invoke(member, args) {
      if (disposed) return Promise.reject(new Error("window.openai was uninstalled."));
      if (!parent || parent === win) return Promise.reject(new Error("window.openai: no host page around this frame."));
      const id = nextId++;
      const envelope: CallEnvelope = { __hostbridgeOpenai: "call", id, fn: member, args };
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        try {
          // Structured clone carries File and Blob arguments as they are.
          parent.postMessage(envelope, "*");
        } catch (error) {
          pending.delete(id);
          reject(error);
        }
      });
    },
  });

  const onMessage = (event: MessageEvent) => {
    if (event.source !== parent) return;
    const data = event.data as unknown;
    if (isReplyEnvelope(data)) {
      const call = pending.get(data.id);
      if (!call) return;
      pending.delete(data.id);
      if (data.ok) call.resolve(data.value);
      else call.reject(toError(data.error));
    } else if (isSetGlobalsEnvelope(data)) {
      applyGlobals(win, openai, data.globals);
    }
  };
  win.addEventListener("message", onMessage);
  (win as Window & { openai?: OpenAi }).openai = openai;

  return {
    openai,
    dispose() {
      if (disposed) return;
      disposed = true;
      win.removeEventListener("message", onMessage);
      const frameWindow = win as Window & { openai?: OpenAi };
      if (frameWindow.openai === openai) delete frameWindow.openai;
      for (const call of pending.values()) call.reject(new Error("window.openai was uninstalled."));
      pending.clear();
    },
  };
}
