import type { CallToolResult } from "@modelcontextprotocol/client";
import "./result-view.css";
import { CopyButton } from "./copy-button.js";
import { JsonTree } from "./json-tree.js";

/** The parts of a tool result a widget author checks, in the order the widget reads them. */
const PARTS = ["structuredContent", "content", "_meta"] as const;

/** A widget tool's raw result beside its widget: structuredContent, content and `_meta`, folded and copyable. */
export function ResultView({ result, pending }: { result: CallToolResult | null; pending: boolean }) {
  const failed = result?.isError === true;
  return (
    <section
      className="panel result-view"
      aria-label="Tool result"
      data-testid="result-view"
      data-status={result ? (failed ? "error" : "ok") : pending ? "pending" : "none"}
    >
      <div className="panel-header">
        <h2>Result</h2>
        {failed && <span className="log-status error">isError</span>}
        {result && <CopyButton text={JSON.stringify(result, null, 2)} label="Copy all" testId="result-copy" />}
      </div>
      {!result && <p className="muted small">{pending ? "Waiting for the tool's result…" : "No result."}</p>}
      {result &&
        PARTS.map((part) => (
          <div key={part} className="result-part" data-testid={`result-${part}`}>
            <div className="result-part-head">
              <code>{part}</code>
              {result[part] === undefined ? (
                <span className="muted small">not in the result</span>
              ) : (
                <CopyButton text={JSON.stringify(result[part], null, 2)} label="Copy" testId={`result-copy-${part}`} />
              )}
            </div>
            {result[part] !== undefined && (
              <div className="json-tree">
                <JsonTree value={result[part]} />
              </div>
            )}
          </div>
        ))}
    </section>
  );
}
