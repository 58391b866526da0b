import type { ReactNode } from "react";
import { partialInputSteps } from "../host/partial-input.js";
import type { ToolRun } from "../host/types.js";
import { ApprovalBanner } from "./approval-banner.js";
import { RunningCallBanner } from "./running-call-banner.js";
import type { FollowUp } from "./state-panel.js";

/** What the conversation shows: the tool call, its state, its widget, and the widget's follow-ups. */
export interface ConversationProps {
  run: ToolRun | null;
  followUps: FollowUp[];
  onSendPartial(): void;
  onApprove(): void;
  onCancel(): void;
  /** The widget card, for a tool with a widget. */
  widget: ReactNode;
}

/** The chat column: the tool call as the user's message, then what came of it. */
export function Conversation({ run, followUps, onSendPartial, onApprove, onCancel, widget }: ConversationProps) {
  return (
    <main className="chat" aria-label="Conversation">
      {!run && <div className="empty-chat">Pick a tool and run it: its widget appears here.</div>}
      {run && (
        <>
          <div className="bubble user" data-testid="tool-call">
            <code>{run.tool.name}</code> <span className="muted">{JSON.stringify(run.args)}</span>
          </div>
          {!run.approved && (
            <ApprovalBanner
              partialsSent={run.partialsSent}
              partialSteps={partialInputSteps(run.args).length}
              onSendPartial={onSendPartial}
              onApprove={onApprove}
            />
          )}
          {run.pending && <RunningCallBanner toolName={run.tool.name} onCancel={onCancel} />}
          {run.error && (
            <div className="bubble error" data-testid="tool-error">
              {run.error}
            </div>
          )}
          {!run.templateUri && run.result && (
            <pre className="bubble assistant json" data-testid="tool-result">
              {JSON.stringify(run.result.structuredContent ?? run.result.content, null, 2)}
            </pre>
          )}
          {run.templateUri && widget}
          {followUps.map((followUp) => (
            <div key={followUp.id} className="bubble user follow-up" data-testid="follow-up">
              {followUp.prompt}
            </div>
          ))}
        </>
      )}
    </main>
  );
}
