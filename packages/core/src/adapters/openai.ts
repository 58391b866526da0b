import { DEFAULT_SNAPSHOT, type HostSnapshot, type SnapshotKey } from "../globals.js";
import type { Store } from "../store.js";
import { isObj, type Obj } from "../util.js";

/** The `window.openai` globals, under their seed names: the first eleven keys of the snapshot. */
export const OPENAI_GLOBALS = Object.keys(DEFAULT_SNAPSHOT).slice(0, 11) as SnapshotKey[];

export const SET_GLOBALS_EVENT = "openai:set_globals";

export interface OpenAiAdapter {
  /** Whether `window.openai` currently offers this function (e.g. `selectFiles` may be missing). */
  has(fn: string): boolean;
  /** Calls `window.openai[fn](...args)`; its failures come back as they are. */
  call<T = unknown>(fn: string, ...args: unknown[]): Promise<T>;
  close(): void;
}

type OpenAiWindow = Window & { openai?: Obj };

/** Reads the globals into a partial snapshot (only the keys given), with the tool status they imply. */
function read(openai: Obj, keys: readonly string[], current: HostSnapshot): Partial<HostSnapshot> {
  const s: Obj = {};
  for (const k of keys) if (openai[k] !== undefined) s[k] = openai[k];
  const next = { ...current, ...s };
  // ChatGPT keeps the whole MCP result in the metadata; else the structured content is all there is.
  const meta = next.toolResponseMetadata as { mcp_tool_result?: unknown; call_tool_result?: unknown } | null;
  const r = meta?.mcp_tool_result ?? meta?.call_tool_result ?? (next.toolOutput && { structuredContent: next.toolOutput });
  if (isObj(r)) {
    s.toolResult = r;
    s.toolStatus = r.isError ? "error" : "success";
  } else if (next.toolInput && current.toolStatus === "idle") s.toolStatus = "pending";
  return s as Partial<HostSnapshot>;
}

/** ChatGPT's `window.openai`: read synchronously now, followed through `openai:set_globals`. */
export function createOpenAiAdapter(win: OpenAiWindow, store: Store<HostSnapshot>): OpenAiAdapter {
  const get = () => (isObj(win.openai) ? win.openai : {});
  store.set(read(get(), OPENAI_GLOBALS, store.get()));
  const onSet = (e: Event) => {
    const g = (e as CustomEvent).detail?.globals;
    if (!isObj(g)) return;
    // The seed's rule: a key changed when `detail.globals[key] !== undefined`; the value is read from window.openai.
    store.set(read(get(), OPENAI_GLOBALS.filter((k) => g[k] !== undefined), store.get()));
  };
  win.addEventListener(SET_GLOBALS_EVENT, onSet, { passive: true });
  return {
    has: (fn) => typeof get()[fn] === "function",
    // async: a function that throws synchronously still gives a rejected promise.
    call: async (fn, ...args) => (get()[fn] as (...a: unknown[]) => never)(...args),
    close: () => win.removeEventListener(SET_GLOBALS_EVENT, onSet),
  };
}
