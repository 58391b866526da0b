import type { Host, StructuredWidgetState, WidgetState } from "@hostbridge/core";

type State = WidgetState | StructuredWidgetState;
interface LastWrite {
  /** What we asked the host to store. */
  written: State;
  /** The host's `widgetState` right after that write. */
  seen: unknown;
  /** Writes still in flight. */
  pending: number;
}

// Per host, so every hook and store writing widget state through one host shares one order.
const lastWrites = /* @__PURE__ */ new WeakMap<Host, LastWrite>();

/**
 * The newest widget state: our last write while the host has not reported anything newer (or
 * while a write is still in flight), else the host's. This is what makes two functional updates
 * in one tick both apply, whether the host updates its snapshot at once or later.
 */
export function latestWidgetState(host: Host): unknown {
  const current = host.getSnapshot().widgetState;
  const last = lastWrites.get(host);
  return last && (last.pending > 0 || current === last.seen) ? last.written : current;
}

/** Writes widget state through the host, remembering it as the newest. */
export function writeWidgetState(host: Host, state: State): Promise<void> {
  const last: LastWrite = lastWrites.get(host) ?? { written: state, seen: undefined, pending: 0 };
  lastWrites.set(host, last);
  last.written = state;
  last.pending++;
  let call: Promise<void>;
  try {
    // Called synchronously: hosts that store widget state at once (ChatGPT) update the snapshot now.
    call = Promise.resolve(host.setWidgetState(state));
  } catch (error) {
    call = Promise.reject(error);
  }
  last.seen = host.getSnapshot().widgetState;
  const done = call.finally(() => {
    last.pending--;
  });
  return done;
}
