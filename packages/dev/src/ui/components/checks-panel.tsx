import { useCallback, useEffect, useRef, useState } from "react";
import { askCheck, type CheckAnswer } from "../lint/ask-check.js";
import "./checks-panel.css";
import { FindingList } from "./finding-list.js";

/** The widget on screen, as `hostbridge check` should load it. */
export interface ChecksTarget {
  /** The tool that rendered it. */
  tool: string;
  /** The host profile id. */
  profile: string;
  /** The theme. */
  theme: "light" | "dark";
  /** `mobile` checks at the mobile width, anything else at the desktop width. */
  device: string;
  /** Changes whenever the widget is mounted again (a new run, a reload): the checks run again. */
  runKey: string;
}

type ChecksState = { status: "idle" } | { status: "running" } | CheckAnswer;

/** Asks the dev host's `/check` for the findings about `target`. */
function fetchFindings(target: ChecksTarget, signal: AbortSignal): Promise<CheckAnswer> {
  const query = new URLSearchParams({
    tool: target.tool,
    profile: target.profile,
    theme: target.theme,
    width: target.device === "mobile" ? "mobile" : "desktop",
  });
  return askCheck(`/check?${query}`, signal);
}

/** The status line once the checks are done: a pass, or how many findings. */
function doneText(profile: string, durationMs: number, problemCount: number): string {
  if (problemCount === 0) return `Passes every rule in ${profile} (${(durationMs / 1000).toFixed(1)} s).`;
  return `${problemCount} finding${problemCount === 1 ? "" : "s"} in ${profile}; hostbridge check reports the same.`;
}

/** The status line: what the panel waits for, is doing, or found. */
function statusText(target: ChecksTarget | null, state: ChecksState, problemCount: number): string {
  if (!target) return "Run a tool with a widget to check it.";
  switch (state.status) {
    case "running":
      return `Checking ${target.tool} as ${target.profile}, ${target.theme}…`;
    case "failed":
      return `The check could not run: ${state.message}`;
    case "done":
      return doneText(target.profile, state.durationMs, problemCount);
    default:
      return "";
  }
}

/**
 * The Checks panel: every rule of `hostbridge check` for the widget on screen, in the profile,
 * theme and width the dev host plays, run by the dev host's own server in headless Chromium (the
 * same code as the command, so the dev loop and CI agree). It runs again each time the widget is
 * mounted, and on "Check again".
 */
export function ChecksPanel({ target }: { target: ChecksTarget | null }) {
  const [state, setState] = useState<ChecksState>({ status: "idle" });
  const controller = useRef<AbortController | null>(null);
  const run = useCallback((current: ChecksTarget) => {
    controller.current?.abort();
    const next = new AbortController();
    controller.current = next;
    setState({ status: "running" });
    void fetchFindings(current, next.signal).then((answer) => {
      if (!next.signal.aborted) setState(answer);
    });
  }, []);
  const key = target ? `${target.tool}|${target.profile}|${target.theme}|${target.device}|${target.runKey}` : "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the target's fields
  useEffect(() => {
    if (target) run(target);
    return () => controller.current?.abort();
  }, [key, run]);

  const problems = state.status === "done" ? state.findings.filter((finding) => finding.severity !== "info") : [];
  return (
    <section className="panel checks-panel" aria-label="Checks" data-testid="checks-panel">
      <div className="panel-header">
        <h2>
          Checks{" "}
          <span className="count" data-testid="checks-count">
            {state.status === "done" ? problems.length : "…"}
          </span>
        </h2>
        <button type="button" disabled={!target || state.status === "running"} onClick={() => target && run(target)}>
          Check again
        </button>
      </div>
      <p className="checks-status" data-testid="checks-status" aria-live="polite">
        {statusText(target, state, problems.length)}
      </p>
      {state.status === "done" && <FindingList findings={state.findings} testId="check-finding" />}
    </section>
  );
}
