// `@hostbridge/core/restore`: the last tool output a widget instance showed, saved so a reload whose
// tool result comes back emptied (ChatGPT replays `structuredContent: {}` with no `_meta`) or not at
// all still shows it. Kept out of the main entry (and out of `createHost`'s budget).
import type { HostSnapshot, UnknownObject } from "./globals.js";
import type { Host, Unsubscribe } from "./host-types.js";
import { hasData, isString, storageOf } from "./util.js";
import { saveEntry } from "./widget-state.js";

// Prefix of every saved tool output; the rest of the key names the widget instance.
const TOOL_OUTPUT_PREFIX = "hostbridge:output:";

/** What `keepToolOutput` shows: one frozen object, replaced on each change. */
export interface KeptToolOutput {
  /** The host's `toolOutput` when it has data, else the one saved for this widget instance, else the host's. */
  readonly toolOutput: UnknownObject | null;
  /** `toolOutput` is the saved one: the host replayed an emptied result, or none (a widget may say so). */
  readonly restored: boolean;
}

/** Options of `keepToolOutput`. */
export interface KeepToolOutputOptions {
  /** Where outputs are saved (default `window.localStorage`; `null` keeps nothing across a reload). */
  storage?: Storage | null;
  /** Names the app, so two apps on one origin never share a saved output (use `appInfo.name`). */
  appName?: string;
}

/**
 * The observer `keepToolOutput` returns, in the shape `useSyncExternalStore` takes: it follows the
 * host while it has a subscriber, and reads the host afresh on each `getSnapshot` while it has none.
 */
export interface ToolOutputKeeper {
  /** The output to show and whether it was restored (the same object until it changes). */
  getSnapshot(): KeptToolOutput;
  /** Calls `listener` after each change; returns the unsubscribe function. */
  subscribe(listener: () => void): Unsubscribe;
}

/**
 * The widget instance's name where a reload still has it: the tool call that created the view
 * (`toolInfo`, kept in the host context), else the result's instance id (`viewUUID` or ChatGPT's
 * widget session id, gone when a replay drops `_meta`). Undefined when nothing names it.
 */
export function toolOutputKey(snapshot: HostSnapshot, appName = ""): string | undefined {
  const call = snapshot.toolInfo;
  const meta = snapshot.toolResultMeta ?? snapshot.toolResponseMetadata;
  const instanceId = meta?.viewUUID ?? meta?.["openai/widgetSessionId"];
  const parts =
    call?.id !== undefined
      ? ["call", call.tool.name, call.id]
      : isString(instanceId) && instanceId
        ? ["view", instanceId]
        : undefined;
  return parts && TOOL_OUTPUT_PREFIX + JSON.stringify([appName, ...parts]);
}

/** The snapshot keys the output, its status and the instance's name come from. */
const FOLLOWED_KEYS = ["toolOutput", "toolStatus", "toolInfo", "toolResultMeta", "toolResponseMetadata"] as const;

// @example-source packages/core/examples/restore-and-probe.ts#restore
/**
 * Follows the host's tool output, saves every successful non-empty one under the widget instance's
 * name (beside its widget state, sharing the 50-entry eviction of `MAX_WIDGET_STATES`), and shows the
 * saved one, `restored: true`, while the host's output is empty or missing.
 * Creating it has no side effect: the first subscriber (or `getSnapshot`) starts it.
 * @example
 * ```ts
 * // A reload may replay the result emptied, or not at all: show the saved output, and say so.
 * const kept = keepToolOutput(host, { appName: "pizza-list" });
 * kept.subscribe(() => {
 *   const { toolOutput, restored } = kept.getSnapshot();
 *   document.body.textContent = `${JSON.stringify(toolOutput)}${restored ? " (from your last visit)" : ""}`;
 * });
 * ```
 */
export function keepToolOutput(host: Host, options: KeepToolOutputOptions = {}): ToolOutputKeeper {
  const storage = storageOf(options.storage, globalThis.window);
  const listeners = new Set<() => void>();
  let shown: KeptToolOutput = Object.freeze({ toolOutput: null, restored: false });
  let saved: unknown;

  const read = (key: string): unknown => {
    try {
      const text = storage?.getItem(key);
      return text ? JSON.parse(text) : undefined;
    } catch {
      return undefined; // unreadable or corrupt storage: nothing to restore
    }
  };

  /** Saves a successful output once (the same object is not saved again); a failed save only costs a reload. */
  const save = (key: string, output: UnknownObject) => {
    if (!storage || output === saved) return;
    saved = output;
    try {
      saveEntry(storage, key, output);
    } catch {
      // Only a reload would miss it: the widget shows the output it has.
    }
  };

  /** What to show: the host's output while it has data (saving it), else the saved one, else the host's. */
  const choose = (snapshot: HostSnapshot): KeptToolOutput => {
    const key = toolOutputKey(snapshot, options.appName);
    const output = snapshot.toolOutput;
    if (hasData(output)) {
      if (key && snapshot.toolStatus === "success") save(key, output);
      return { toolOutput: output, restored: false };
    }
    const restoredOutput = key ? read(key) : undefined;
    return hasData(restoredOutput)
      ? { toolOutput: restoredOutput, restored: true }
      : { toolOutput: output, restored: false };
  };

  const update = () => {
    const next = choose(host.getSnapshot());
    if (next.restored === shown.restored && JSON.stringify(next.toolOutput) === JSON.stringify(shown.toolOutput))
      return;
    shown = Object.freeze(next);
    for (const listener of listeners) listener();
  };

  let unsubscribeHost: Unsubscribe | undefined;
  return {
    getSnapshot() {
      // Without a subscriber nothing follows the host: read it now.
      if (!unsubscribeHost) update();
      return shown;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!unsubscribeHost) {
        unsubscribeHost = host.subscribe((changed) => {
          if (FOLLOWED_KEYS.some((key) => changed.has(key))) update();
        });
        update();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size || !unsubscribeHost) return;
        unsubscribeHost();
        unsubscribeHost = undefined;
      };
    },
  };
}
