import type { LogChannel, LogEntry, LogMessage } from "../host/types.js";
import { logTime } from "../host/log-export.js";
import { CopyButton } from "./copy-button.js";

/** Heights of a collapsed row (CSS keeps them exact, so a long log can be windowed without measuring). */
export const LOG_ROW_HEIGHT = 40;
export const LOG_PAIR_ROW_HEIGHT = 56;

/** A collapsed row's height: a paired row shows its response's line too. */
export const collapsedHeight = (entry: LogEntry) => (entry.response ? LOG_PAIR_ROW_HEIGHT : LOG_ROW_HEIGHT);

const hideHtml = (key: string, value: unknown) =>
  key === "html" && typeof value === "string" ? `<${value.length} chars of HTML>` : value;

function preview(data: unknown): string {
  const json = JSON.stringify(data, hideHtml);
  return json === undefined ? "" : json.length > 240 ? `${json.slice(0, 240)}…` : json;
}

/**
 * The `data-direction` of a message: `in`/`out` (to or from the page) on the widget and openai
 * channels, `to-server`/`from-server` on the server channel, so a selector for one never matches the other.
 */
export function directionAttribute(channel: LogChannel, direction: "in" | "out"): string {
  if (channel !== "server") return direction;
  return direction === "out" ? "to-server" : "from-server";
}

const PEER: Record<LogChannel, string> = { server: "server", widget: "widget", openai: "widget" };

function arrowTitle(channel: LogChannel, direction: "in" | "out"): string {
  const page = channel === "server" ? "page" : "host";
  return direction === "in" ? `${PEER[channel]} → ${page}` : `${page} → ${PEER[channel]}`;
}

function badge(entry: LogEntry): string {
  if (entry.kind === "csp") return "csp";
  if (entry.channel !== "widget") return entry.channel;
  return entry.frame === "modal" ? "modal" : "widget";
}

/** One message of a row: its direction, label and a one-line preview (the selectors tests and users rely on). */
function LogPart({ entry, message, response }: { entry: LogEntry; message: LogMessage; response: boolean }) {
  return (
    <div
      className={`log-part ${response ? "response" : "request"}`}
      data-testid="log-entry"
      data-direction={directionAttribute(entry.channel, message.direction)}
      data-label={message.label}
      data-channel={entry.channel}
      data-frame={entry.frame ?? undefined}
    >
      <code className="payload">
        {response && <span className="arrow">{message.direction === "in" ? "←" : "→"} </span>}
        {preview(message.data)}
      </code>
    </div>
  );
}

/** Everything in a row, for the expanded view: each message's JSON, copyable. */
function LogDetail({ entry }: { entry: LogEntry }) {
  const request = JSON.stringify(entry.data, hideHtml, 2) ?? "";
  const response = entry.response ? (JSON.stringify(entry.response.data, hideHtml, 2) ?? "") : null;
  return (
    <div className="log-detail" data-testid="log-detail">
      <div className="log-detail-head">
        <span>{entry.response ? "Request" : "Message"}</span>
        <CopyButton text={request} label="Copy" testId="log-copy-request" />
      </div>
      <pre className="json">{request}</pre>
      {entry.response && response !== null && (
        <>
          <div className="log-detail-head">
            <span>
              Response at {logTime(entry.response.at)}
              {entry.latencyMs !== null && `, after ${entry.latencyMs} ms`}
            </span>
            <CopyButton text={response} label="Copy" testId="log-copy-response" />
          </div>
          <pre className="json">{response}</pre>
        </>
      )}
    </div>
  );
}

/** What a row shows: one message, or a request and its response; click the line to expand it. */
export interface LogRowProps {
  entry: LogEntry;
  open: boolean;
  onToggle(id: number): void;
  /** Observes an open row's height (it varies with its content). */
  measure?: (element: HTMLLIElement | null) => void;
}

/** One row of the message log. */
export function LogRow({ entry, open, onToggle, measure }: LogRowProps) {
  const status = entry.status === "none" ? null : entry.status;
  return (
    <li
      ref={open ? measure : undefined}
      className={`log-row ${entry.direction} status-${entry.status}${open ? " open" : ""}`}
      style={open ? undefined : { height: collapsedHeight(entry) }}
      data-testid="log-row"
      data-id={entry.id}
      data-channel={entry.channel}
      data-status={entry.status}
      data-label={entry.label}
      data-latency={entry.latencyMs ?? undefined}
    >
      <button type="button" className="log-line" aria-expanded={open} onClick={() => onToggle(entry.id)}>
        <span className="arrow" title={arrowTitle(entry.channel, entry.direction)}>
          {entry.direction === "in" ? "←" : "→"}
        </span>
        <span className={`kind ${entry.kind === "csp" ? "csp" : entry.channel}`}>{badge(entry)}</span>
        <code className="label">{entry.label}</code>
        {status && (
          <span className={`log-status ${status}`} data-testid="log-status">
            {status === "pending" ? "…" : status}
          </span>
        )}
        {entry.latencyMs !== null && (
          <span className="latency" data-testid="log-latency">
            {entry.latencyMs} ms
          </span>
        )}
        <time dateTime={new Date(entry.at).toISOString()}>{logTime(entry.at)}</time>
      </button>
      <LogPart entry={entry} message={entry} response={false} />
      {entry.response && <LogPart entry={entry} message={entry.response} response />}
      {open && <LogDetail entry={entry} />}
    </li>
  );
}
