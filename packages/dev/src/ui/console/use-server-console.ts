import type { Client } from "@modelcontextprotocol/client";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { errorMessage } from "../error-message.js";
import { coalesce } from "../host/coalesce.js";
import { appendBounded, type ConsoleLine, type LoggingLevel, logMessageLine } from "./console-lines.js";

/** The Console re-renders at most this often while lines keep coming. */
const CONSOLE_FLUSH_MS = 100;

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
  // Lines that keep coming (a log line per notification) are added together, at most every 100 ms.
  const waiting = useRef<ConsoleLine[]>([]);
  const flush = useMemo(
    () =>
      coalesce(() => {
        const more = waiting.current;
        waiting.current = [];
        setLines((kept) => appendBounded(kept, more));
      }, CONSOLE_FLUSH_MS),
    [],
  );
  const add = useCallback(
    (more: ConsoleLine[]) => {
      waiting.current.push(...more);
      flush();
    },
    [flush],
  );

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

  /** Asks `target` for `next` as its log level; an error the server answers is shown as a console line. */
  const sendLevel = useCallback(
    (target: Client, next: LoggingLevel) => {
      target.setLoggingLevel(next).catch((error: unknown) => {
        logCount.current += 1;
        add([
          {
            key: `log:${logCount.current}`,
            time: Date.now(),
            source: "log",
            level: "error",
            text: `logging/setLevel failed: ${errorMessage(error)}`,
          },
        ]);
      });
    },
    [add],
  );

  // A new connection (a reconnect) is a new session: the level chosen is sent to it again.
  const chosenLevel = useRef<LoggingLevel | null>(null);
  useEffect(() => {
    if (!client) return;
    client.setNotificationHandler("notifications/message", (notification) => {
      logCount.current += 1;
      add([logMessageLine(notification.params, `log:${logCount.current}`)]);
    });
    if (chosenLevel.current && client.getServerCapabilities()?.logging) sendLevel(client, chosenLevel.current);
  }, [client, add, sendLevel]);

  const canSetLevel = Boolean(client?.getServerCapabilities()?.logging);
  const setLevel = useCallback(
    (next: LoggingLevel) => {
      chosenLevel.current = next;
      setLevelState(next);
      if (client) sendLevel(client, next);
    },
    [client, sendLevel],
  );
  const clear = () => {
    waiting.current = [];
    setLines([]);
  };
  return { lines, clear, canSetLevel, level, setLevel };
}
