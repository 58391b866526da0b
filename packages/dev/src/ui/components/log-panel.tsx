import { useMemo, useState } from "react";
import "./log-panel.css";
import { exportLog } from "../host/log-export.js";
import { type LogFilter, logLabels, matchesLogFilter, NO_LOG_FILTER } from "../host/log-filter.js";
import type { LogEntry } from "../host/types.js";
import { LogList } from "./log-list.js";

/** What the message log panel shows and what its buttons do. */
export interface LogPanelProps {
  /** Every row, oldest first (the store's order); the panel shows them newest first. */
  entries: readonly LogEntry[];
  onClear(): void;
  /** Whether the log takes the whole inspector column. */
  expanded: boolean;
  onToggleExpanded(): void;
}

/** The filter's two choices, each with its label and its options. */
const SELECTS = {
  channel: {
    label: "Channel",
    options: [
      ["all", "All channels"],
      ["server", "Page ↔ server"],
      ["widget", "Widget ↔ host"],
      ["openai", "window.openai"],
    ],
  },
  direction: {
    label: "Direction",
    options: [
      ["all", "Both ways"],
      ["out", "Sent by the page"],
      ["in", "Received by the page"],
    ],
  },
} as const;

/** The select for one of the filter's choices (`log-channel`, `log-direction`). */
function FilterSelect({
  field,
  filter,
  onChange,
}: {
  field: keyof typeof SELECTS;
  filter: LogFilter;
  onChange(patch: Partial<LogFilter>): void;
}) {
  const { label, options } = SELECTS[field];
  return (
    <select
      aria-label={label}
      value={filter[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      data-testid={`log-${field}`}
    >
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
}

/** Saves the log as a JSON file through a download link. */
function download(entries: readonly LogEntry[]): void {
  const url = URL.createObjectURL(new Blob([exportLog(entries)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `hostbridge-dev-log-${new Date().toISOString().replace(/[:.]/g, "-")}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Every message of the page with the server and with its widgets (and `window.openai`), newest
 * first; a request and its response share one row. Filter by channel, direction, method and text.
 */
export function LogPanel({ entries, onClear, expanded, onToggleExpanded }: LogPanelProps) {
  const [filter, setFilter] = useState<LogFilter>(NO_LOG_FILTER);
  const change = (patch: Partial<LogFilter>) => setFilter((current) => ({ ...current, ...patch }));
  const rows = useMemo(() => entries.filter((entry) => matchesLogFilter(entry, filter)).reverse(), [entries, filter]);
  const labels = useMemo(() => logLabels(entries), [entries]);
  const errors = useMemo(() => entries.filter((entry) => entry.status === "error").length, [entries]);
  return (
    <section className="panel log-panel" aria-label="Message log">
      <div className="panel-header">
        <h2>
          Messages{" "}
          <span className="count" data-testid="log-count">
            {entries.length}
          </span>
          {rows.length !== entries.length && (
            <span className="muted" data-testid="log-shown">
              {" "}
              ({rows.length} shown)
            </span>
          )}
          {errors > 0 && (
            <span className="log-errors" data-testid="log-errors">
              {" "}
              {errors} {errors === 1 ? "error" : "errors"}
            </span>
          )}
        </h2>
        <button
          type="button"
          className="ghost"
          aria-pressed={expanded}
          onClick={onToggleExpanded}
          data-testid="log-expand"
          title={expanded ? "Show the host state and checks again" : "Give the log the whole column"}
        >
          {expanded ? "Restore" : "Expand"}
        </button>
        <button
          type="button"
          className="ghost"
          onClick={() => download(entries)}
          disabled={entries.length === 0}
          data-testid="log-export"
        >
          Export
        </button>
        <button type="button" className="ghost" onClick={onClear} data-testid="log-clear">
          Clear
        </button>
      </div>
      <div className="log-filters">
        <FilterSelect field="channel" filter={filter} onChange={change} />
        <FilterSelect field="direction" filter={filter} onChange={change} />
        <input
          className="log-filter"
          aria-label="Method"
          placeholder="method"
          list="log-methods"
          value={filter.method}
          onChange={(event) => change({ method: event.target.value })}
          data-testid="log-method"
        />
        <datalist id="log-methods">
          {labels.map((label) => (
            <option key={label} value={label} />
          ))}
        </datalist>
        <input
          className="log-filter"
          type="search"
          aria-label="Text"
          placeholder="text in the messages"
          value={filter.text}
          onChange={(event) => change({ text: event.target.value })}
          data-testid="log-filter"
        />
      </div>
      <LogList rows={rows} />
    </section>
  );
}
