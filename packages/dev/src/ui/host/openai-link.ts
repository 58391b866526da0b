import {
  connectOpenAiFrame,
  type ChatGptHandlers,
  type OpenAiFrameInit,
  type OpenAiGlobals,
} from "@hostbridge/testing/browser";
import type { FrameExtension } from "./widget-session.js";
import type { LogMessage } from "./types.js";

/** What the host answers for each `window.openai` runtime function (ChatGPT mode). */
export type OpenAiHostHandlers = Required<ChatGptHandlers>;

export interface OpenAiLink extends FrameExtension {
  /** What the frame must find in `window.__hostbridgeOpenaiInit` before the frame script runs. */
  init: OpenAiFrameInit;
}

type Log = (entry: LogMessage) => void;

/**
 * Gives a widget frame ChatGPT's `window.openai`: the testing kit's `connectOpenAiFrame` answers the
 * frame's calls with the host page's handlers. The envelope passes through the sandbox proxy, so
 * `frameWindow` is the proxy frame's window. Replies and global updates are logged here (incoming
 * calls are logged with every other message).
 */
export function createOpenAiLink(
  frameWindow: () => Window | null,
  globals: Partial<OpenAiGlobals>,
  handlers: OpenAiHostHandlers,
  log: Log,
): OpenAiLink {
  const logged = Object.fromEntries(
    Object.entries(handlers).map(([fn, handler]) => [
      fn,
      async (...args: unknown[]) => {
        try {
          const value: unknown = await (handler as (...a: unknown[]) => unknown)(...args);
          log({
            direction: "out",
            kind: "openai",
            label: `openai reply ${fn}`,
            data: { ok: true, value: value ?? null },
          });
          return value;
        } catch (error) {
          log({
            direction: "out",
            kind: "openai",
            label: `openai reply ${fn}`,
            data: { ok: false, error: String(error) },
          });
          throw error;
        }
      },
    ]),
  ) as unknown as ChatGptHandlers;
  const host = connectOpenAiFrame(frameWindow, { ...globals, handlers: logged });
  return {
    init: host.init,
    set(changed) {
      log({
        direction: "out",
        kind: "openai",
        label: "openai set_globals",
        data: { __hostbridgeOpenai: "set_globals", globals: changed },
      });
      host.set(changed as Partial<OpenAiGlobals>);
    },
    dispose: () => host.dispose(),
  };
}
