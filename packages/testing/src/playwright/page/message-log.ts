// The host page's recorder: every message between host and widget, timed from the widget's start.
import type { LoggedMessage } from "../host-page-protocol.js";

/** The host page's message log. */
export interface MessageLog {
  /** Later entries are timed from now (the widget's start). */
  startClock(): void;
  /** Notes one message. */
  record(direction: LoggedMessage["direction"], bridge: LoggedMessage["bridge"], label: string, data: unknown): void;
  /** How many messages are noted (settling waits for it to stand still). */
  readonly size: number;
  /** The entries as plain data for Node, each `data` cloned through JSON. */
  entries(): LoggedMessage[];
}

/** An empty message log, its clock at zero until `startClock()`. */
export function createMessageLog(): MessageLog {
  const log: LoggedMessage[] = [];
  let started = 0;
  return {
    startClock() {
      started = performance.now();
    },
    record(direction, bridge, label, data) {
      log.push({ at: Math.round(performance.now() - started), direction, bridge, label, data });
    },
    get size() {
      return log.length;
    },
    entries: () => log.map((entry) => ({ ...entry, data: JSON.parse(JSON.stringify(entry.data ?? null)) as unknown })),
  };
}
