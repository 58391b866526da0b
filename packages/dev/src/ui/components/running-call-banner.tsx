/** A tool call still running, which the user can cancel (`notifications/cancelled`). */
export function RunningCallBanner({ toolName, onCancel }: { toolName: string; onCancel(): void }) {
  return (
    <div className="approval running" data-testid="call-running">
      <span>
        <code>{toolName}</code> is running…
      </span>
      <button type="button" className="ghost" data-testid="cancel-call" onClick={onCancel}>
        Cancel call
      </button>
    </div>
  );
}
