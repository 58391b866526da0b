import { createHost, type Host } from "@hostbridge/core";
import { installFakeOpenAi, type FakeOpenAi, type FakeOpenAiOptions } from "@hostbridge/core/testing";

/** A real host in ChatGPT, and the fake `window.openai` it runs over. */
export interface ChatGptTestHost {
  host: Host;
  /** The fake `window.openai`: its `calls`, its `answers` and `set(globals)`. */
  openai: FakeOpenAi;
}

/**
 * `createHost` over core's fake `window.openai`, in a window of its own (a bare `EventTarget`, never
 * framed), so hosts in one test share nothing and a hook sees exactly what the real Host does.
 */
export function chatGptHost(options: FakeOpenAiOptions = {}): ChatGptTestHost {
  const win = new EventTarget() as unknown as Window;
  const openai = installFakeOpenAi(win, options);
  return { host: createHost({ window: win, storage: null, notice: false }), openai };
}
