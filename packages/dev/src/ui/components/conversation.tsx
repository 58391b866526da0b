import type { ReactNode } from "react";
import { partialInputSteps } from "../host/partial-input.js";
import { isErrorResult } from "../host/tool-result.js";
import type { ToolRun } from "../host/types.js";
import { ApprovalBanner } from "./approval-banner.js";
import { ResultError } from "./result-error.js";
import { ResultView } from "./result-view.js";
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
  /** A tool the URL asked for (`?tool=`) that the server does not have, and the ones it has. */
  unknownTool: { name: string; available: string[] } | null;
}

/** Why nothing ran: the server has no tool of the URL's name; these are the ones it has. */
function UnknownTool({ name, available }: { name: string; available: string[] }) {
  return (
    <div className="empty-chat unknown-tool" role="alert" data-testid="unknown-tool">
      <p>
        The server has no tool <code>{name}</code> (the page's <code>?tool=</code>).
      </p>
      <p data-testid="available-tools">
        {available.length === 0 ? (
          "It has no tools at all."
        ) : (
          <>
            Its tools:{" "}
            {available.map((tool, index) => (
              <span key={tool}>
                {index > 0 && ", "}
                <code>{tool}</code>
              </span>
            ))}
            . Pick one and run it: its widget appears here.
          </>
        )}
      </p>
    </div>
  );
}

/**
 * The tool's result as the host shows it: the JSON of a tool without a widget, and the error mark
 * of a failed call (a widget shows its own result).
 */
function HostResult({ run }: { run: ToolRun }) {
  // A failure the host turned into a result (ChatGPT profile) is shown once, as the error above.
  const result = run.error ? null : run.result;
  const failed = isErrorResult(result);
  if (!result || (run.templateUri && !failed)) return null;
  return (
    <div className="bubble assistant tool-result" data-testid="tool-result" data-status={failed ? "error" : "ok"}>
      {failed && <ResultError result={result} />}
      {/* A widget shows its own result; the error mark above is what the host adds. */}
      {!run.templateUri && (
        <pre className="json">{JSON.stringify(result.structuredContent ?? result.content, null, 2)}</pre>
      )}
    </div>
  );
}

/** The messages of one run: the call, its approval, progress and error, the result or widget, the follow-ups. */
function RunMessages(props: Omit<ConversationProps, "unknownTool"> & { run: ToolRun }) {
  const { run, followUps, onSendPartial, onApprove, onCancel, widget } = props;
  return (
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
      <HostResult run={run} />
      {run.templateUri && widget}
      {/* The widget shows the result its way; the raw result sits under it for the author. */}
      {run.templateUri && (run.result || run.pending) && <ResultView result={run.result} pending={run.pending} />}
      {followUps.map((followUp) => (
        <div key={followUp.id} className="bubble user follow-up" data-testid="follow-up">
          {followUp.prompt}
        </div>
      ))}
    </>
  );
}

/** The chat column: the tool call as the user's message, then what came of it. */
export function Conversation(props: ConversationProps) {
  const { run, unknownTool } = props;
  return (
    <main className="chat" aria-label="Conversation">
      {!run && unknownTool && <UnknownTool {...unknownTool} />}
      {!run && !unknownTool && <div className="empty-chat">Pick a tool and run it: its widget appears here.</div>}
      {run && <RunMessages {...props} run={run} />}
    </main>
  );
}
