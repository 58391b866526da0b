import { useState } from "react";
import type { LogEntry } from "../host/types.js";

const hideHtml = (key: string, value: unknown) =>
  key === "html" && typeof value === "string" ? `<${value.length} chars of HTML>` : value;

function preview(data: unknown): string {
  const json = JSON.stringify(data, hideHtml);
  return json === undefined ? "" : json.length > 240 ? `${json.slice(0, 240)}…` : json;
}

/** Every message between host and widget frames, newest first; click one to see all of it. */
export function LogPanel({ entries, onClear }: { entries: LogEntry[]; onClear(): void }) {
  const [filter, setFilter] = useState("");
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((cur) => {
      const next = new Set(cur);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const shown = entries
    .filter((e) => !filter || e.label.includes(filter))
    .slice(-300)
    .reverse();
  return (
    <section className="panel log-panel" aria-label="Message log">
      <div className="panel-header">
        <h2>
          Messages{" "}
          <span className="count" data-testid="log-count">
            {entries.length}
          </span>
        </h2>
        <input
          className="log-filter"
          placeholder="filter by method"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          data-testid="log-filter"
        />
        <button type="button" className="ghost" onClick={onClear} data-testid="log-clear">
          Clear
        </button>
      </div>
      <ol className="log" data-testid="message-log">
        {shown.map((e) => (
          <li
            key={e.id}
            className={`log-entry ${e.direction}`}
            data-testid="log-entry"
            data-direction={e.direction}
            data-label={e.label}
            data-frame={e.frame}
          >
            <button type="button" className="log-line" aria-expanded={open.has(e.id)} onClick={() => toggle(e.id)}>
              <span className="arrow" title={e.direction === "in" ? "widget → host" : "host → widget"}>
                {e.direction === "in" ? "←" : "→"}
              </span>
              <span className={`kind ${e.kind}`}>
                {e.kind === "openai" ? "openai" : e.kind === "csp" ? "csp" : e.frame === "modal" ? "modal" : "rpc"}
              </span>
              <code className="label">{e.label}</code>
              <time>{new Date(e.at).toLocaleTimeString(undefined, { hour12: false })}</time>
            </button>
            {open.has(e.id) ? (
              <pre className="json">{JSON.stringify(e.data, hideHtml, 2)}</pre>
            ) : (
              <code className="payload">{preview(e.data)}</code>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
