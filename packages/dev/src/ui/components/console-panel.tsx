import { useEffect, useRef } from "react";
import { LOGGING_LEVELS, type LoggingLevel } from "../console/console-lines.js";
import type { ServerConsole } from "../console/use-server-console.js";

/** `HH:MM:SS.mmm` of a time, local. */
function clockOf(time: number): string {
  const date = new Date(time);
  const pad = (value: number, width = 2) => String(value).padStart(width, "0");
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}

/**
 * The server's output: its process's stdout/stderr (stderr marked) and the log messages it sends,
 * newest at the bottom, as text (React escapes it: a line never becomes HTML).
 */
export function ConsolePanel({ console: serverConsole }: { console: ServerConsole }) {
  const list = useRef<HTMLOListElement>(null);
  const { lines } = serverConsole;
  // Follow the newest line, as a terminal does.
  useEffect(() => {
    const element = list.current;
    if (element && lines.length > 0) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <section className="panel console-panel" aria-label="Console" data-testid="console-panel">
      <div className="console-head">
        <h2>Console</h2>
        {serverConsole.canSetLevel && (
          <label className="small">
            Log level{" "}
            <select
              data-testid="console-level"
              value={serverConsole.level ?? ""}
              onChange={(event) => serverConsole.setLevel(event.target.value as LoggingLevel)}
            >
              <option value="" disabled>
                server default
              </option>
              {LOGGING_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" className="small" onClick={serverConsole.clear}>
          Clear
        </button>
      </div>
      {lines.length === 0 ? (
        <p className="small muted">The server's log messages, and what a --command process prints, show here.</p>
      ) : (
        <ol className="console-lines" ref={list} data-testid="console-lines">
          {lines.map((line) => (
            <li key={line.key} className={`console-line ${line.source} ${line.level ?? ""}`} data-source={line.source}>
              <span className="console-time">{clockOf(line.time)}</span>
              <span className="console-tag">{line.source === "log" ? (line.level ?? "log") : line.source}</span>
              {line.logger && <span className="console-logger">{line.logger}</span>}
              <span className="console-text">{line.text}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
