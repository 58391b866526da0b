import { useState } from "react";
import { type AppToolCall, type AppToolInfo, type AppToolsView, parseAppToolArguments } from "../host/app-tools.js";
import { isErrorResult } from "../host/tool-result.js";
import { ResultError } from "./result-error.js";

/** What the app tools section shows (the host's view of the widget's tools) and what it asks the host to do. */
export interface AppToolsSectionProps {
  view: AppToolsView;
  onRefresh(): void;
  onCall(name: string, args: Record<string, unknown>): void;
}

function AppTool({ tool, onCall }: { tool: AppToolInfo; onCall: AppToolsSectionProps["onCall"] }) {
  const [argsText, setArgsText] = useState("{}");
  const [argsError, setArgsError] = useState<string | null>(null);
  const submit = () => {
    const parsed = parseAppToolArguments(argsText);
    setArgsError(parsed.ok ? null : parsed.error);
    if (parsed.ok) onCall(tool.name, parsed.args);
  };
  return (
    <li className="app-tool" data-testid="app-tool" data-name={tool.name}>
      <code>{tool.name}</code>
      {tool.description && <div className="small">{tool.description}</div>}
      <details>
        <summary className="small">Input schema</summary>
        <pre className="json" data-testid="app-tool-schema">
          {JSON.stringify(tool.inputSchema, null, 2)}
        </pre>
      </details>
      <label className="small">
        Arguments (JSON)
        <textarea
          data-testid="app-tool-args"
          value={argsText}
          rows={2}
          spellCheck={false}
          onChange={(event) => setArgsText(event.target.value)}
        />
      </label>
      {argsError && (
        <div className="error small" role="alert" data-testid="app-tool-args-error">
          {argsError}
        </div>
      )}
      <button type="button" data-testid="app-tool-call" onClick={submit}>
        Call {tool.name}
      </button>
    </li>
  );
}

/** The last call of an app tool: what was sent, then the wait, the error or the result. */
function LastCall({ call }: { call: AppToolCall }) {
  const failed = !call.pending && (call.error !== null || isErrorResult(call.result));
  return (
    <div
      data-testid="app-tool-result"
      data-name={call.name}
      data-status={call.pending ? "pending" : failed ? "error" : "ok"}
    >
      <div className="small">
        Last call: <code>{call.name}</code> <code>{JSON.stringify(call.args)}</code>
        {call.pending && " (waiting for the widget)"}
      </div>
      {call.error !== null ? (
        <p className="error small">{call.error}</p>
      ) : (
        !call.pending && (
          <>
            {isErrorResult(call.result) && <ResultError result={call.result} />}
            <pre className="json">{JSON.stringify(call.result, null, 2)}</pre>
          </>
        )
      )}
    </div>
  );
}

/** The tools the widget registered (`appCapabilities.tools`): listed by the host, callable from here. */
export function AppToolsSection({ view, onRefresh, onCall }: AppToolsSectionProps) {
  const { lastCall } = view;
  return (
    <div className="app-tools" data-testid="app-tools" data-status={view.status}>
      <h3>
        App tools{" "}
        <button
          type="button"
          className="ghost"
          data-testid="app-tools-refresh"
          disabled={view.status === "absent" || view.status === "listing"}
          onClick={onRefresh}
        >
          Refresh
        </button>
      </h3>
      {view.status === "absent" && (
        <p className="muted small" data-testid="app-tools-absent">
          The widget declared no tools (<code>appCapabilities.tools</code> in its handshake).
        </p>
      )}
      {view.status === "listing" && <p className="muted small">Asking the widget (tools/list)…</p>}
      {view.error && (
        <p className="error small" role="alert" data-testid="app-tools-error">
          {view.error}
        </p>
      )}
      {view.status === "ready" && (
        <ul className="list" data-testid="app-tools-list">
          {view.tools.length === 0 && <li className="empty">the widget lists no tools</li>}
          {view.tools.map((tool) => (
            <AppTool key={tool.name} tool={tool} onCall={onCall} />
          ))}
        </ul>
      )}
      {lastCall && <LastCall call={lastCall} />}
    </div>
  );
}
