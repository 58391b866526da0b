import type { HostSnapshot, OpenAiGlobalName } from "../globals.js";

type Globals = Partial<Pick<HostSnapshot, OpenAiGlobalName>>;

export interface FakeOpenAi {
  /** The object installed as `window.openai`. */
  openai: Record<string, unknown>;
  /** Every function call, in order: [name, ...args]. */
  calls: unknown[][];
  /** Assigns globals and dispatches `openai:set_globals` with them, as ChatGPT does. */
  set(globals: Globals): void;
  uninstall(): void;
}

/**
 * A `window.openai` built to the Apps SDK reference: the globals, every runtime function (results
 * shaped as the reference describes), `setWidgetState` storing synchronously, `requestDisplayMode` granting the
 * mode and announcing it. `selectFiles` can be left out, as for users without library access.
 */
export function installFakeOpenAi(
  win: Window,
  o: { globals?: Globals; withoutSelectFiles?: boolean; overrides?: Record<string, (...a: unknown[]) => unknown> } = {},
): FakeOpenAi {
  const calls: unknown[][] = [];
  const openai: Record<string, unknown> = {
    toolInput: {},
    toolOutput: null,
    toolResponseMetadata: null,
    widgetState: null,
    theme: "light",
    displayMode: "inline",
    maxHeight: 500,
    safeArea: { insets: { top: 0, bottom: 0, left: 0, right: 0 } },
    view: { mode: "inline" },
    userAgent: { device: { type: "desktop" }, capabilities: { hover: true, touch: false } },
    locale: "en-US",
    ...o.globals,
  };
  const set = (globals: Globals) => {
    Object.assign(openai, globals);
    win.dispatchEvent(new CustomEvent("openai:set_globals", { detail: { globals } }));
  };
  const fns: Record<string, (...a: any[]) => unknown> = {
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
    requestModal: async (p: { params?: unknown }) => set({ view: { mode: "modal", params: p.params } }),
    requestClose: async () => {},
    notifyIntrinsicHeight: () => {},
    openExternal: () => {},
    setOpenInAppUrl: async () => {},
    requestCheckout: async (session: unknown) => ({ status: "completed", session }),
    setWidgetState: async (state: HostSnapshot["widgetState"]) => {
      openai.widgetState = state; // stored synchronously, as the reference says
    },
    ...o.overrides,
  };
  if (o.withoutSelectFiles) delete fns.selectFiles;
  for (const [name, fn] of Object.entries(fns)) {
    openai[name] = (...args: unknown[]) => {
      calls.push([name, ...args]);
      return fn(...args);
    };
  }
  (win as unknown as { openai?: unknown }).openai = openai;
  return { openai, calls, set, uninstall: () => delete (win as unknown as { openai?: unknown }).openai };
}
