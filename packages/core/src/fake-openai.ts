// A bare `window.openai` for tests, shipped by `@hostbridge/core/testing`. It stays beside the
// testing kit's fake ChatGPT host (`@hostbridge/testing`, which validates every call and records
// what the user would see) because core's own tests cannot use that kit (the package graph runs
// core ← react ← testing), and it is what react's tests run a real `createHost` over, so no
// hand-written `Host` can behave differently from the real one there.
import { defaultOpenAiGlobals } from "./default-openai-globals.js";
import { SET_GLOBALS_EVENT, type HostSnapshot, type OpenAiGlobalName } from "./globals.js";
import type { Feature } from "./host-types.js";

/** The `window.openai` globals a fake starts with or changes to: any of the eleven. */
export type FakeOpenAiGlobals = Partial<Pick<HostSnapshot, OpenAiGlobalName>>;

/** A function of the fake `window.openai`: it receives the widget's arguments as passed (of any type). */
export type FakeOpenAiAnswer = (...args: never[]) => unknown;

/**
 * The runtime functions the fake offers: every feature of the Host but the four that only the MCP
 * Apps bridge has (`window.openai` has no such functions).
 */
export type FakeOpenAiFunction = Exclude<Feature, "updateModelContext" | "readResource" | "log" | "downloadFile">;

/** What `installFakeOpenAi` takes. Every option is optional. */
export interface FakeOpenAiOptions {
  /** Globals to start with, over `defaultOpenAiGlobals()` (light, inline, desktop, `en-US`, no tool data). */
  globals?: FakeOpenAiGlobals;
  /** Functions left out, as in a ChatGPT that does not offer them (feature detection sees them missing). */
  without?: readonly FakeOpenAiFunction[];
  /** Leaves out `selectFiles`, as for users without a file library (the same as `without: ["selectFiles"]`). */
  withoutSelectFiles?: boolean;
  /** Answers that replace the defaults (each receives the widget's arguments). */
  overrides?: Partial<Record<FakeOpenAiFunction, FakeOpenAiAnswer>>;
}

/** A fake `window.openai` installed on a window; made by `installFakeOpenAi`. */
export interface FakeOpenAi {
  /** The object installed as `window.openai`. */
  openai: Record<string, unknown>;
  /** Every function call, in order: `[name, ...args]`. */
  calls: unknown[][];
  /** How each function answers now: replace one to change the answer to later calls. */
  answers: Partial<Record<FakeOpenAiFunction, FakeOpenAiAnswer>>;
  /** Assigns globals and dispatches `openai:set_globals` with them, as ChatGPT does. */
  set(globals: FakeOpenAiGlobals): void;
  /** Removes `window.openai` again. */
  uninstall(): void;
}

// @example-source packages/core/examples/fake-openai.ts#installFakeOpenAi
/**
 * Installs a `window.openai` built to the Apps SDK reference on `win`: the globals, every runtime
 * function (results shaped as the reference describes), `setWidgetState` storing synchronously,
 * `requestDisplayMode` granting the mode and `requestModal` opening the modal view, each announced
 * with `openai:set_globals`. Calls are recorded, not checked. `win` may be any `EventTarget`, so
 * several fakes can live side by side (pass it to `createHost({ window })`).
 *
 * @example
 * ```ts
 * const fake = installFakeOpenAi(window, { globals: { theme: "dark" } });
 * const host = createHost(); // finds the fake: kind "chatgpt"
 * fake.set({ displayMode: "fullscreen" });
 * console.log(host.getSnapshot().displayMode); // "fullscreen": the host's snapshot follows
 * await host.callTool("search", { q: "pizza" });
 * console.log(fake.calls); // [["callTool", "search", { q: "pizza" }]]
 * await host.close();
 * fake.uninstall();
 * ```
 */
export function installFakeOpenAi(win: Window, options: FakeOpenAiOptions = {}): FakeOpenAi {
  const calls: unknown[][] = [];
  const openai: Record<string, unknown> = { ...defaultOpenAiGlobals(), ...options.globals };
  const set = (globals: FakeOpenAiGlobals) => {
    Object.assign(openai, globals);
    win.dispatchEvent(new CustomEvent(SET_GLOBALS_EVENT, { detail: { globals } }));
  };
  const answers: FakeOpenAi["answers"] = {
    callTool: async (name: string, args: unknown) => ({
      structuredContent: { name, args },
      content: [{ type: "text", text: `ran ${name}` }],
    }),
    sendFollowUpMessage: async () => {},
    uploadFile: async () => ({ fileId: "file_1" }),
    selectFiles: async () => [{ fileId: "file_2", fileName: "a.pdf", mimeType: "application/pdf" }],
    getFileDownloadUrl: async ({ fileId }: { fileId: string }) => ({ downloadUrl: `https://files.example/${fileId}` }),
    requestDisplayMode: async ({ mode }: { mode: HostSnapshot["displayMode"] }) => {
      set({ displayMode: mode });
      return { mode };
    },
    requestModal: async (request: { params?: unknown }) => set({ view: { mode: "modal", params: request.params } }),
    requestClose: async () => {},
    notifyIntrinsicHeight: () => {},
    openExternal: () => {},
    setOpenInAppUrl: async () => {},
    requestCheckout: async (session: unknown) => ({ status: "completed", session }),
    setWidgetState: async (state: HostSnapshot["widgetState"]) => {
      openai.widgetState = state; // stored synchronously, as the reference says
    },
    ...options.overrides,
  };
  const without = new Set<string>(options.without);
  if (options.withoutSelectFiles) without.add("selectFiles");
  for (const name of Object.keys(answers) as FakeOpenAiFunction[]) {
    if (without.has(name)) continue;
    openai[name] = (...args: unknown[]) => {
      calls.push([name, ...args]);
      return (answers[name] as (...passed: unknown[]) => unknown)(...args);
    };
  }
  const target = win as unknown as { openai?: unknown };
  target.openai = openai;
  return { openai, calls, answers, set, uninstall: () => delete target.openai };
}
