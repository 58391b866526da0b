import { HostBridgeError, HostError } from "../errors.js";
import type { HostSnapshot } from "../globals.js";
import type { Store } from "../store.js";
import { isObj, type Obj } from "../util.js";

/** The `window.openai` globals, under their seed names. */
export const OPENAI_GLOBALS = [
  "toolInput",
  "toolOutput",
  "toolResponseMetadata",
  "widgetState",
  "theme",
  "displayMode",
  "maxHeight",
  "safeArea",
  "view",
  "userAgent",
  "locale",
] as const;

export const SET_GLOBALS_EVENT = "openai:set_globals";

export interface OpenAiAdapter {
  /** Whether `window.openai` currently offers this function (e.g. `selectFiles` may be missing). */
  has(fn: string): boolean;
  /** Calls `window.openai[fn](...args)`; a non-SDK failure becomes a `HostError`. */
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
    const keys = OPENAI_GLOBALS.filter((k) => g[k] !== undefined);
    if (keys.length) store.set(read(get(), keys, store.get()));
  };
  win.addEventListener(SET_GLOBALS_EVENT, onSet, { passive: true });
  return {
    has: (fn) => typeof get()[fn] === "function",
    async call(fn, ...args) {
      try {
        return await (get()[fn] as (...a: unknown[]) => never)(...args);
      } catch (e) {
        throw e instanceof HostBridgeError ? e : new HostError(-32603, e instanceof Error ? e.message : String(e), e);
      }
    },
    close: () => win.removeEventListener(SET_GLOBALS_EVENT, onSet),
  };
}
