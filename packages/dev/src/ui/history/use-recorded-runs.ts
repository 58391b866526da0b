import { useEffect, useRef } from "react";
import type { HostProfileId } from "../host/profiles.js";
import type { ToolRun } from "../host/types.js";
import type { RunHistory } from "./use-run-history.js";

/** Keeps each run in the history, from its start until its result (or error) comes in. */
export function useRecordedRuns(run: ToolRun | null, profileId: HostProfileId, record: RunHistory["record"]): void {
  // The profile a run started in: a profile switch tears the run's widget down, not its record.
  const startedAs = useRef(new Map<string, HostProfileId>());
  useEffect(() => {
    if (!run) return;
    const profile = startedAs.current.get(run.id) ?? profileId;
    startedAs.current.set(run.id, profile);
    record({
      id: run.id,
      tool: run.tool.name,
      args: run.args,
      profile,
      pending: run.pending || !run.approved,
      result: run.result,
      error: run.error,
      cancelled: run.cancelled,
    });
  }, [run, profileId, record]);
}
