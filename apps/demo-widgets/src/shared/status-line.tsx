import type { Status } from "./use-action.js";

/** The outcome of the last action (`data-testid="status"`), announced politely to screen readers. */
export function StatusLine({ status }: { status: Status }) {
  if (status.kind === "idle") return <div data-testid="status" aria-live="polite" hidden />;
  return (
    <div className="hb-status" data-testid="status" data-kind={status.kind} aria-live="polite" role="status">
      {status.message}
    </div>
  );
}
