import { useState } from "react";
import type { HistoryEntry } from "../history/run-history.js";
import type { RunHistory } from "../history/use-run-history.js";
import { isHostProfileId, PROFILE_LABELS } from "../host/profiles.js";
import { JsonTree } from "./json-tree.js";

interface HistoryPanelProps {
  history: RunHistory;
  /** Runs the entry's tool again with its arguments, as its profile. */
  onRerun(entry: HistoryEntry): void;
  /** Whether a run can start now (connected, no run loading). */
  canRun: boolean;
}

/** The badge style of each outcome: a failure stands out, an unfinished run is muted. */
const OUTCOME_STYLES: Record<HistoryEntry["outcome"], string> = {
  running: "muted",
  ok: "",
  error: "danger",
  cancelled: "muted",
  interrupted: "danger",
};

const timeOf = (at: number) => new Date(at).toLocaleTimeString([], { hour12: false });
/** The arguments on one line, as the row shows them. */
const oneLine = (argsText: string) => argsText.replace(/\s*\n\s*/g, " ");

/** The inline form that saves a run under a name. */
function NameForm({ entry, onDone }: { entry: HistoryEntry; onDone(name: string | null): void }) {
  const [text, setText] = useState(entry.name ?? entry.tool);
  return (
    <form
      className="history-name"
      onSubmit={(event) => {
        event.preventDefault();
        onDone(text);
      }}
    >
      <input
        aria-label="Name of the saved run"
        className="history-name-input"
        data-testid="history-name-input"
        // biome-ignore lint/a11y/noAutofocus: the field opens on the user's click on Save, to type in.
        autoFocus
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onDone(null);
        }}
      />
      <button type="submit" className="compact" data-testid="history-name-save">
        Save
      </button>
    </form>
  );
}

function HistoryRow({ entry, history, onRerun, canRun }: HistoryPanelProps & { entry: HistoryEntry }) {
  const [naming, setNaming] = useState(false);
  const [showResult, setShowResult] = useState(false);
  const profile = isHostProfileId(entry.profile) ? PROFILE_LABELS[entry.profile] : entry.profile;
  return (
    <li className="history-entry" data-testid="history-entry" data-outcome={entry.outcome}>
      <div className="history-head">
        <span className="tool-name">{entry.name ?? entry.tool}</span>
        <span className={`badge ${OUTCOME_STYLES[entry.outcome]}`}>{entry.outcome}</span>
        <span className="muted small history-time">{timeOf(entry.at)}</span>
      </div>
      <code className="history-args" title={entry.argsText}>
        {entry.name ? `${entry.tool} ` : ""}
        {oneLine(entry.argsText)}
      </code>
      <span className="muted small">{profile}</span>
      {naming ? (
        <NameForm
          entry={entry}
          onDone={(name) => {
            if (name !== null) history.name(entry.id, name);
            setNaming(false);
          }}
        />
      ) : (
        <div className="history-actions">
          <button
            type="button"
            className="compact"
            data-testid="history-rerun"
            disabled={!canRun}
            onClick={() => onRerun(entry)}
          >
            Run again
          </button>
          <button type="button" className="compact" data-testid="history-name" onClick={() => setNaming(true)}>
            {entry.name ? "Rename" : "Save"}
          </button>
          <button
            type="button"
            className="compact"
            data-testid="history-result"
            aria-expanded={showResult}
            disabled={entry.result === null}
            title={entry.result === null ? "No result kept (still running, cut off, or over 100 kB)" : undefined}
            onClick={() => setShowResult((shown) => !shown)}
          >
            Result
          </button>
          <button
            type="button"
            className="compact"
            data-testid="history-remove"
            aria-label={`Remove the run of ${entry.tool}`}
            onClick={() => history.remove(entry.id)}
          >
            ×
          </button>
        </div>
      )}
      {showResult && entry.result !== null && (
        <div className="json" data-testid="history-result-view">
          <JsonTree value={entry.result} />
        </div>
      )}
    </li>
  );
}

/**
 * Every run of this server, newest first, saved runs on top: each can run again with a click, be
 * saved under a name, or show its result. Kept in local storage, so a reload loses none.
 */
export function HistoryPanel(props: HistoryPanelProps) {
  const { entries, storageProblem } = props.history;
  const saved = entries.filter((entry) => entry.name !== undefined);
  const recent = entries.filter((entry) => entry.name === undefined);
  return (
    <section className="panel" aria-label="History">
      <div className="panel-header">
        <h2>History</h2>
        <span className="count" data-testid="history-count">
          {entries.length}
        </span>
      </div>
      {storageProblem && <p className="error small">{storageProblem}</p>}
      {entries.length === 0 && <p className="muted small">Each run is kept here, to run again or save under a name.</p>}
      {[
        { title: "Saved", list: saved },
        { title: "Recent", list: recent },
      ].map(
        ({ title, list }) =>
          list.length > 0 && (
            <div key={title}>
              {saved.length > 0 && <h3>{title}</h3>}
              <ul className="history-list" data-testid={`history-${title.toLowerCase()}`}>
                {list.map((entry) => (
                  <HistoryRow key={entry.id} entry={entry} {...props} />
                ))}
              </ul>
            </div>
          ),
      )}
    </section>
  );
}
