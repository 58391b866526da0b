import type { Tool } from "@modelcontextprotocol/client";
import { isModelVisible, toolTemplateUri } from "../mcp/server-connection.js";

interface ToolPanelProps {
  tools: Tool[];
  selected: Tool | null;
  argsText: string;
  argsError: string | null;
  running: boolean;
  connected: boolean;
  onSelect(tool: Tool): void;
  onArgsChange(text: string): void;
  onRun(): void;
}

/** The server's tools and a JSON form to call the selected one. */
export function ToolPanel(props: ToolPanelProps) {
  const { selected } = props;
  return (
    <section className="panel" aria-label="Tools">
      <h2>Tools</h2>
      <ul className="tool-list" data-testid="tool-list">
        {props.tools.map((t) => (
          <li key={t.name}>
            <button
              type="button"
              className={t.name === selected?.name ? "tool active" : "tool"}
              data-testid={`tool-${t.name}`}
              onClick={() => props.onSelect(t)}
            >
              <span className="tool-name">{t.name}</span>
              <span className="tool-tags">
                {toolTemplateUri(t) && <span className="badge">widget</span>}
                {!isModelVisible(t) && <span className="badge muted">app only</span>}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <form
          className="tool-form"
          onSubmit={(e) => {
            e.preventDefault();
            props.onRun();
          }}
        >
          <p className="muted small">{selected.description}</p>
          <label className="field">
            <span>Arguments (JSON)</span>
            <textarea
              data-testid="tool-args"
              rows={5}
              spellCheck={false}
              value={props.argsText}
              onChange={(e) => props.onArgsChange(e.target.value)}
            />
          </label>
          {props.argsError && (
            <p className="error" data-testid="args-error">
              {props.argsError}
            </p>
          )}
          <button type="submit" className="primary" data-testid="run-tool" disabled={props.running || !props.connected}>
            {props.running ? "Running…" : `Run ${selected.name}`}
          </button>
        </form>
      )}
    </section>
  );
}
