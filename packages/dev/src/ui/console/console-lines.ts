/** The levels of MCP's `logging/setLevel`, least severe first. */
export const LOGGING_LEVELS = [
  "debug",
  "info",
  "notice",
  "warning",
  "error",
  "critical",
  "alert",
  "emergency",
] as const;
export type LoggingLevel = (typeof LOGGING_LEVELS)[number];

/** One line of the Console panel: a line the server process printed, or a log message it sent. */
export interface ConsoleLine {
  /** Unique in the panel (React key). */
  key: string;
  time: number;
  /** `stdout`/`stderr` of the process, or `log` for a `notifications/message`. */
  source: "stdout" | "stderr" | "log";
  /** The MCP log level (log lines only). */
  level?: string;
  /** The logger name the server gave (log lines only). */
  logger?: string;
  text: string;
}

/** The most lines the panel keeps, like the dev host's own ring of the process output. */
export const CONSOLE_LIMIT = 2000;

/** `lines` and `more` in time order, only the last `limit` kept. */
export function appendBounded(lines: ConsoleLine[], more: ConsoleLine[], limit = CONSOLE_LIMIT): ConsoleLine[] {
  if (more.length === 0) return lines;
  // The process output is polled, so a log message can arrive before an earlier line: keep time order.
  const all = lines.concat(more).sort((first, second) => first.time - second.time);
  return all.length > limit ? all.slice(all.length - limit) : all;
}

/** A `notifications/message`'s params as a console line: its data as text (JSON unless a string). */
export function logMessageLine(params: unknown, key: string, time = Date.now()): ConsoleLine {
  const { level, logger, data } = (params ?? {}) as { level?: unknown; logger?: unknown; data?: unknown };
  let text: string;
  if (typeof data === "string") text = data;
  else {
    try {
      text = JSON.stringify(data) ?? String(data);
    } catch {
      text = String(data);
    }
  }
  return {
    key,
    time,
    source: "log",
    ...(typeof level === "string" ? { level } : {}),
    ...(typeof logger === "string" ? { logger } : {}),
    text,
  };
}

/** Whether a log line's level is as severe as a chosen least level, or more (lines of unknown level pass). */
export function atLeast(level: string | undefined, least: LoggingLevel): boolean {
  const index = LOGGING_LEVELS.indexOf(level as LoggingLevel);
  return index === -1 || index >= LOGGING_LEVELS.indexOf(least);
}
