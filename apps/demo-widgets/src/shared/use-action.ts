import { useCallback, useRef, useState } from "react";

export type StatusKind = "idle" | "busy" | "ok" | "error" | "warn";
export interface Status {
  kind: StatusKind;
  message: string;
}

const IDLE: Status = { kind: "idle", message: "" };

/** A readable message for anything a host call can reject with (typed SDK errors carry a `code`). */
export function describeError(error: unknown): string {
  if (error && typeof error === "object") {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (code === "unsupported") return "This host does not offer that.";
    if (code === "timeout") return "The host did not answer in time.";
    if (typeof message === "string" && message) return message;
  }
  return String(error);
}

/**
 * Runs host calls one at a time and keeps a status line for them: busy while running, then the
 * success message or the error's message. A click during a running call is ignored.
 */
export function useAction() {
  const [status, setStatus] = useState<Status>(IDLE);
  const running = useRef(false);
  const run = useCallback(
    async <T>(busy: string, action: () => Promise<T>, done: (value: T) => string | Status): Promise<T | undefined> => {
      if (running.current) return undefined;
      running.current = true;
      setStatus({ kind: "busy", message: busy });
      try {
        const value = await action();
        const next = done(value);
        setStatus(typeof next === "string" ? { kind: "ok", message: next } : next);
        return value;
      } catch (error) {
        setStatus({ kind: "error", message: describeError(error) });
        return undefined;
      } finally {
        running.current = false;
      }
    },
    [],
  );
  return { status, setStatus, run, busy: status.kind === "busy" };
}
