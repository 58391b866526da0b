/** What the approval banner shows and does. */
export interface ApprovalBannerProps {
  partialsSent: number;
  /** How many partial inputs the held input streams as. */
  partialSteps: number;
  onSendPartial(): void;
  onApprove(): void;
}

/** The held tool input (the controls' "require approval"): stream it in steps, or approve it. */
export function ApprovalBanner({ partialsSent, partialSteps, onSendPartial, onApprove }: ApprovalBannerProps) {
  return (
    <div className="approval" data-testid="approval-banner">
      <span>
        The widget is loaded; its tool input waits for your approval.{" "}
        <span className="muted small" data-testid="partials-sent">
          {partialsSent}/{partialSteps} partial inputs sent
        </span>
      </span>
      <span className="actions">
        <button
          type="button"
          className="ghost"
          data-testid="send-partial"
          onClick={onSendPartial}
          title="ui/notifications/tool-input-partial"
        >
          Stream next partial
        </button>
        <button type="button" className="primary" data-testid="approve-tool-input" onClick={onApprove}>
          Approve
        </button>
      </span>
    </div>
  );
}
