import { useState } from "react";
import { type AppToolInfo, type AppToolsView, parseAppToolArguments } from "../host/app-tools.js";
import { isErrorResult } from "../host/tool-result.js";
import { ResultError } from "./result-error.js";

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

/** The tools the widget registered (`appCapabilities.tools`): listed by the host, callable from here. */
export function AppToolsSection({ view, onRefresh, onCall }: AppToolsSectionProps) {
  const { lastCall } = view;
  const failed = lastCall !== null && !lastCall.pending && (lastCall.error !== null || isErrorResult(lastCall.result));
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
      {lastCall && (
        <div
          data-testid="app-tool-result"
          data-name={lastCall.name}
          data-status={lastCall.pending ? "pending" : failed ? "error" : "ok"}
        >
          <div className="small">
            Last call: <code>{lastCall.name}</code> <code>{JSON.stringify(lastCall.args)}</code>
            {lastCall.pending && " (waiting for the widget)"}
          </div>
          {lastCall.error !== null ? (
            <p className="error small">{lastCall.error}</p>
          ) : (
            !lastCall.pending && (
              <>
                {isErrorResult(lastCall.result) && <ResultError result={lastCall.result} />}
                <pre className="json">{JSON.stringify(lastCall.result, null, 2)}</pre>
              </>
            )
          )}
        </div>
      )}
    </div>
  );
}
