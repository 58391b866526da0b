/** One call the widget made to the fake host. */
export interface CallRecord<Name extends string = string> {
  /** The function called, e.g. `callTool`. */
  fn: Name;
  /** The arguments exactly as the widget passed them. */
  args: unknown[];
}

/** An append-only record of calls with per-function views. */
export interface CallLog<Name extends string = string> {
  /** Every call, oldest first. */
  readonly calls: readonly CallRecord<Name>[];
  /** The calls of one function, oldest first. */
  callsOf(member: Name): CallRecord<Name>[];
  /** The most recent call of one function, if any. */
  lastCall(member: Name): CallRecord<Name> | undefined;
  /** Forgets every recorded call. */
  clearCalls(): void;
}

/** Creates a call log and the function that appends to it. */
export function createCallLog<Name extends string>(): [CallLog<Name>, (record: CallRecord<Name>) => void] {
  const calls: CallRecord<Name>[] = [];
  const log: CallLog<Name> = {
    get calls() {
      return calls;
    },
    callsOf: (member) => calls.filter((call) => call.fn === member),
    lastCall: (member) => {
      for (let i = calls.length - 1; i >= 0; i--) if (calls[i]!.fn === member) return calls[i];
      return undefined;
    },
    clearCalls: () => {
      calls.length = 0;
    },
  };
  return [log, (record) => calls.push(record)];
}
