/** How a kept run ended (`interrupted`: the page was reloaded while it ran). */
export type RunOutcome = "running" | "ok" | "error" | "cancelled" | "interrupted";

/** One tool run the dev host keeps: enough to show it again and to run it again. */
export interface HistoryEntry {
  /** The run's id (`toolInfo.id` of its widget). */
  id: string;
  tool: string;
  /** The arguments as sent, formatted JSON text (what the form gets back on a re-run). */
  argsText: string;
  /** The host profile it ran as. */
  profile: string;
  /** When it started, ms since the epoch. */
  at: number;
  outcome: RunOutcome;
  /** The whole result (or the error text); `null` while running or when too large to keep. */
  result: unknown;
  /** The name the user saved it under; saved runs are never dropped to make room. */
  name?: string;
}

/** The run as the history records it: what the page's tool run holds. */
export interface RecordedRun {
  id: string;
  tool: string;
  args: Record<string, unknown>;
  profile: string;
  pending: boolean;
  result: unknown;
  error: string | null;
  cancelled: string | null;
}

/** Unsaved runs kept; older ones go first. */
export const HISTORY_LIMIT = 50;
/** A result larger than this (JSON characters) is not kept: local storage holds about 5 MB per origin. */
export const RESULT_KEEP_LIMIT = 100_000;

const OUTCOMES: readonly RunOutcome[] = ["running", "ok", "error", "cancelled", "interrupted"];

function outcomeOf(run: RecordedRun): RunOutcome {
  if (run.cancelled) return "cancelled";
  if (run.error) return "error";
  if (run.pending || run.result === null) return "running";
  return (run.result as { isError?: unknown }).isError === true ? "error" : "ok";
}

function keptResult(run: RecordedRun): unknown {
  const value = run.error ?? run.result;
  if (value === null) return null;
  const text = JSON.stringify(value);
  return text !== undefined && text.length <= RESULT_KEEP_LIMIT ? value : null;
}

/** Drops the oldest unsaved runs past the limit; saved runs all stay. */
function trimmed(entries: HistoryEntry[]): HistoryEntry[] {
  let unsaved = 0;
  return entries.filter((entry) => entry.name !== undefined || ++unsaved <= HISTORY_LIMIT);
}

/**
 * The history with `run` in it, newest first: a new run goes on top, a run already kept (its result
 * came in) is updated in place and keeps its name.
 */
export function recordRun(entries: readonly HistoryEntry[], run: RecordedRun, now = Date.now()): HistoryEntry[] {
  const existing = entries.find((entry) => entry.id === run.id);
  const entry: HistoryEntry = {
    id: run.id,
    tool: run.tool,
    argsText: JSON.stringify(run.args, null, 2),
    profile: run.profile,
    at: existing?.at ?? now,
    outcome: outcomeOf(run),
    result: keptResult(run),
    ...(existing?.name !== undefined ? { name: existing.name } : {}),
  };
  if (existing) return entries.map((candidate) => (candidate.id === run.id ? entry : candidate));
  return trimmed([entry, ...entries]);
}

/** Saves a run under `name` (trimmed; an empty name unsaves it). */
export function nameRun(entries: readonly HistoryEntry[], id: string, name: string): HistoryEntry[] {
  const clean = name.trim();
  return trimmed(
    entries.map((entry) => {
      if (entry.id !== id) return entry;
      const { name: _old, ...rest } = entry;
      return clean ? { ...rest, name: clean } : rest;
    }),
  );
}

/** The history without the run `id`. */
export function removeRun(entries: readonly HistoryEntry[], id: string): HistoryEntry[] {
  return entries.filter((entry) => entry.id !== id);
}

const isEntry = (value: unknown): value is HistoryEntry => {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === "string" &&
    typeof entry.tool === "string" &&
    typeof entry.argsText === "string" &&
    typeof entry.profile === "string" &&
    typeof entry.at === "number" &&
    OUTCOMES.includes(entry.outcome as RunOutcome) &&
    "result" in entry &&
    (entry.name === undefined || typeof entry.name === "string")
  );
};

/**
 * The history stored as `text`; anything else (no text, bad JSON, an entry of another shape) is
 * left out rather than trusted. A run stored while still running was cut off by a reload.
 */
export function parseHistory(text: string | null): HistoryEntry[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return trimmed(
    parsed.filter(isEntry).map((entry) => (entry.outcome === "running" ? { ...entry, outcome: "interrupted" } : entry)),
  );
}
