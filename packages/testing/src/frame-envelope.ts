import type { OpenAiFunction, OpenAiGlobals } from "./openai-object.js";

/**
 * The messages between a widget frame's `window.openai` and the host page. Deliberately not
 * JSON-RPC, so AppBridge and sandbox proxies ignore them (a proxy relays them like any message).
 */
export interface CallEnvelope {
  __hostbridgeOpenai: "call";
  id: number;
  fn: OpenAiFunction;
  args: unknown[];
}
export interface ReplyEnvelope {
  __hostbridgeOpenai: "reply";
  id: number;
  ok: boolean;
  value?: unknown;
  error?: { message: string; code?: string };
}
export interface SetGlobalsEnvelope {
  __hostbridgeOpenai: "set_globals";
  globals: Partial<OpenAiGlobals>;
}
export type OpenAiEnvelope = CallEnvelope | ReplyEnvelope | SetGlobalsEnvelope;

/** What a host page puts in `window.__hostbridgeOpenaiInit` before the frame entry runs. */
export interface OpenAiFrameInit {
  /** The initial globals (unset ones take the fake's defaults). */
  globals?: Partial<OpenAiGlobals>;
  /** `false`: no file library, so `selectFiles` is absent. */
  fileLibrary?: boolean;
  /** `true`: `setWidgetState` also dispatches `openai:set_globals` in the frame. */
  echoWidgetState?: boolean;
}

const kindOf = (data: unknown): unknown =>
  typeof data === "object" && data !== null ? (data as { __hostbridgeOpenai?: unknown }).__hostbridgeOpenai : undefined;

export const isCallEnvelope = (data: unknown): data is CallEnvelope =>
  kindOf(data) === "call" && typeof (data as CallEnvelope).id === "number" && typeof (data as CallEnvelope).fn === "string" && Array.isArray((data as CallEnvelope).args);

export const isReplyEnvelope = (data: unknown): data is ReplyEnvelope =>
  kindOf(data) === "reply" && typeof (data as ReplyEnvelope).id === "number" && typeof (data as ReplyEnvelope).ok === "boolean";

export const isSetGlobalsEnvelope = (data: unknown): data is SetGlobalsEnvelope => {
  const globals = (data as SetGlobalsEnvelope | undefined)?.globals;
  return kindOf(data) === "set_globals" && typeof globals === "object" && globals !== null;
};
