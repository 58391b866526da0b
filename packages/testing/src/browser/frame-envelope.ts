import type { OpenAiFunction, OpenAiGlobals } from "../model/openai-object.js";

/**
 * The messages between a widget frame's `window.openai` and the host page. Deliberately not
 * JSON-RPC, so AppBridge and sandbox proxies ignore them (a proxy relays them like any message).
 */
export interface CallEnvelope {
  /** The envelope kind. */
  __hostbridgeOpenai: "call";
  /** Pairs the reply with the call. */
  id: number;
  /** The `window.openai` function called. */
  fn: OpenAiFunction;
  /** Its arguments, structured-cloned. */
  args: unknown[];
}
/** The host page's answer to a `CallEnvelope`. */
export interface ReplyEnvelope {
  /** The envelope kind. */
  __hostbridgeOpenai: "reply";
  /** The id of the call it answers. */
  id: number;
  /** `true`: the call resolved with `value`; `false`: it rejected with `error`. */
  ok: boolean;
  /** The resolved value. */
  value?: unknown;
  /** The rejection. */
  error?: {
    /** The error's message. */
    message: string;
    /** The error's `code`, when it had one. */
    code?: string;
  };
}
/** The host page changed globals; the frame applies them and dispatches `openai:set_globals`. */
export interface SetGlobalsEnvelope {
  /** The envelope kind. */
  __hostbridgeOpenai: "set_globals";
  /** The changed globals only. */
  globals: Partial<OpenAiGlobals>;
}
/** Any message between a frame's `window.openai` and the host page. */
export type OpenAiEnvelope = CallEnvelope | ReplyEnvelope | SetGlobalsEnvelope;

/** What a host page puts in `window.__hostbridgeOpenaiInit` before the frame entry runs. */
export interface OpenAiFrameInit {
  /** The initial globals (unset ones take the fake's defaults). */
  globals?: Partial<OpenAiGlobals>;
  /** `false`: no file library, so `selectFiles` is absent. */
  fileLibrary?: boolean;
  /** `false`: no Checkout API, so `requestCheckout` is absent. */
  checkout?: boolean;
  /** `true`: `setWidgetState` also dispatches `openai:set_globals` in the frame. */
  echoWidgetState?: boolean;
}

const kindOf = (data: unknown): unknown =>
  typeof data === "object" && data !== null ? (data as { __hostbridgeOpenai?: unknown }).__hostbridgeOpenai : undefined;

/** Whether a `message` event's data is a `CallEnvelope`. */
export const isCallEnvelope = (data: unknown): data is CallEnvelope =>
  kindOf(data) === "call" &&
  typeof (data as CallEnvelope).id === "number" &&
  typeof (data as CallEnvelope).fn === "string" &&
  Array.isArray((data as CallEnvelope).args);

/** Whether a `message` event's data is a `ReplyEnvelope`. */
export const isReplyEnvelope = (data: unknown): data is ReplyEnvelope =>
  kindOf(data) === "reply" &&
  typeof (data as ReplyEnvelope).id === "number" &&
  typeof (data as ReplyEnvelope).ok === "boolean";

/** Whether a `message` event's data is a `SetGlobalsEnvelope`. */
export const isSetGlobalsEnvelope = (data: unknown): data is SetGlobalsEnvelope => {
  const globals = (data as SetGlobalsEnvelope | undefined)?.globals;
  return kindOf(data) === "set_globals" && typeof globals === "object" && globals !== null;
};
