import type { Client } from "@modelcontextprotocol/client";
import { useCallback, useEffect, useRef, useState } from "react";
import { appendBounded, type ConsoleLine, type LoggingLevel, logMessageLine } from "./console-lines.js";

/** How often the page asks the dev host for the server process's new output. */
const OUTPUT_POLL_MS = 1000;

/** The Console panel's lines, and the server's log level control. */
export interface ServerConsole {
  lines: ConsoleLine[];
  clear(): void;
  /** Whether the server declares `logging` (so `logging/setLevel` may be sent). */
  canSetLevel: boolean;
  level: LoggingLevel | null;
  /** Sends `logging/setLevel`; an error the server answers is shown as a console line. */
  setLevel(level: LoggingLevel): void;
}

/** A line the dev host's `/output` returns. */
interface OutputLine {
  seq: number;
  time: number;
  stream: "stdout" | "stderr";
  text: string;
}

/**
 * Gathers the server's output for the Console panel: the process's stdout/stderr (polled from the
 * dev host's `/output`, for `--command`) and the `notifications/message` the server sends `client`.
 */
export function useServerConsole(client: Client | null): ServerConsole {
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const [level, setLevelState] = useState<LoggingLevel | null>(null);
  const logCount = useRef(0);
  const add = useCallback((more: ConsoleLine[]) => setLines((kept) => appendBounded(kept, more)), []);

  useEffect(() => {
    let seen = 0;
    let stopped = false;
    const poll = async () => {
      try {
        const response = await fetch(`/output?after=${seen}`);
        if (!response.ok) return;
        const { lines: fresh } = (await response.json()) as { lines: OutputLine[] };
        if (stopped || fresh.length === 0) return;
        seen = fresh[fresh.length - 1]?.seq ?? seen;
        add(fresh.map((line) => ({ key: `out:${line.seq}`, time: line.time, source: line.stream, text: line.text })));
      } catch {
        // The dev host is gone: the top bar says so; try again on the next tick.
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), OUTPUT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [add]);

  useEffect(() => {
    if (!client) return;
    client.setNotificationHandler("notifications/message", (notification) => {
      logCount.current += 1;
      add([logMessageLine(notification.params, `log:${logCount.current}`)]);
    });
  }, [client, add]);

  const canSetLevel = Boolean(client?.getServerCapabilities()?.logging);
  const setLevel = useCallback(
    (next: LoggingLevel) => {
      setLevelState(next);
      client?.setLoggingLevel(next).catch((error: unknown) => {
        logCount.current += 1;
        add([
          {
            key: `log:${logCount.current}`,
            time: Date.now(),
            source: "log",
            level: "error",
            text: `logging/setLevel failed: ${error instanceof Error ? error.message : String(error)}`,
          },
        ]);
      });
    },
    [client, add],
  );
  return { lines, clear: () => setLines([]), canSetLevel, level, setLevel };
}
