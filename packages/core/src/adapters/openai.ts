import {
  OPENAI_GLOBAL_NAMES,
  SET_GLOBALS_EVENT,
  type HostSnapshot,
  type OpenAiGlobalName,
  type UnknownObject,
} from "../globals.js";
import type { Store } from "../store.js";
import { isObject } from "../util.js";
import { OPENAI_GLOBAL_CHECKS } from "../validate.js";

export interface OpenAiAdapter {
  /** Whether `window.openai` currently offers this function (e.g. `selectFiles` may be missing). */
  has(functionName: string): boolean;
  /** Calls `window.openai[functionName](...args)`; its failures come back as they are. */
  call(functionName: string, ...args: unknown[]): Promise<unknown>;
  close(): void;
}

type OpenAiWindow = Window & { openai?: unknown };

/** `window.openai`, or undefined when it is missing, not an object, or its getter throws. */
export function readOpenAi(win: OpenAiWindow): UnknownObject | undefined {
  try {
    return isObject(win.openai) ? win.openai : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ChatGPT keeps the whole MCP result in the metadata; else the structured content is all there is.
 * Returns undefined when neither says anything.
 */
function toolResultOf(snapshot: HostSnapshot): UnknownObject | undefined {
  const metadata = snapshot.toolResponseMetadata;
  const result =
    metadata?.mcp_tool_result ??
    metadata?.call_tool_result ??
    (snapshot.toolOutput && { structuredContent: snapshot.toolOutput });
  return isObject(result) ? result : undefined;
}

/**
 * Reads the named globals into a partial snapshot: a value of the wrong type, or a getter that
 * throws, is skipped. The tool result and status are derived again only when a global they come
 * from is among the changes, so a theme change never touches the tool output.
 */
function readGlobals(
  openai: UnknownObject,
  names: readonly OpenAiGlobalName[],
  current: HostSnapshot,
): Partial<HostSnapshot> {
  const partial: Record<string, unknown> = {};
  for (const name of names) {
    try {
      const value = openai[name];
      if (value !== undefined && OPENAI_GLOBAL_CHECKS[name](value)) partial[name] = value;
    } catch {
      // a throwing getter: the key keeps its previous value
    }
  }
  const next = { ...current, ...partial } as HostSnapshot;
  const result = "toolOutput" in partial || "toolResponseMetadata" in partial ? toolResultOf(next) : undefined;
  if (result) {
    partial.toolResult = result;
    partial.toolStatus = result.isError === true ? "error" : "success";
  } else if (next.toolInput && current.toolStatus === "idle") {
    partial.toolStatus = "pending";
  }
  return partial as Partial<HostSnapshot>;
}

/** ChatGPT's `window.openai`: read synchronously now, followed through `openai:set_globals`. */
export function createOpenAiAdapter(win: OpenAiWindow, store: Store<HostSnapshot>): OpenAiAdapter {
  const openai = () => readOpenAi(win) ?? {};
  store.set(readGlobals(openai(), OPENAI_GLOBAL_NAMES, store.get()));
  const onSetGlobals = (event: Event) => {
    let changed: OpenAiGlobalName[] = [];
    try {
      const globals = (event as CustomEvent).detail?.globals;
      // The reference's rule: a key changed when `detail.globals[key] !== undefined`; the value is read from window.openai.
      if (isObject(globals)) changed = OPENAI_GLOBAL_NAMES.filter((name) => globals[name] !== undefined);
    } catch {
      return; // a detail whose getters throw says nothing
    }
    if (changed.length) store.set(readGlobals(openai(), changed, store.get()));
  };
  win.addEventListener(SET_GLOBALS_EVENT, onSetGlobals, { passive: true });
  return {
    has: (functionName) => typeof openai()[functionName] === "function",
    // async: a function that throws synchronously still gives a rejected promise.
    call: async (functionName, ...args) => (openai()[functionName] as (...values: unknown[]) => unknown)(...args),
    close: () => win.removeEventListener(SET_GLOBALS_EVENT, onSetGlobals),
  };
}
