import type { Finding } from "@hostbridge/check";
import type { Tool } from "@modelcontextprotocol/client";
import { useEffect, useMemo, useRef, useState } from "react";
import { isModelVisible, toolTemplateUri } from "../mcp/server-connection.js";
import {
  argumentsFromFormValues,
  argumentsText,
  buildFormFields,
  pathKey,
  readArgumentsText,
  type FormField,
  type FormValues,
} from "../schema-form-model.js";
import type { ToolLintState } from "../lint/use-tool-lint.js";
import { SchemaForm } from "./schema-form.js";
import { Segmented } from "./segmented.js";
import { LintBadge, ToolFacts } from "./tool-facts.js";
import { SHORTCUT_LABEL, useRunShortcut } from "./use-run-shortcut.js";
import { ServerProblem } from "./server-problem.js";
import type { ServerStatus } from "./top-bar.js";

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
  /** The link to the server: a problem is shown in full above the tools, with Reconnect. */
  serverStatus: ServerStatus;
  onReconnect(): void;
  /** When the page next tries the server on its own, while it is away. */
  retryAt?: number | null;
  /** Whether the page just got the server back by itself. */
  reconnected?: boolean;
  /** The static check's findings (warnings and errors) about each tool, by name. */
  lint?: ReadonlyMap<string, Finding[]>;
  /** Where the static check is (running, failed, done). */
  lintState?: ToolLintState;
}

type ArgumentsView = "form" | "json";

/**
 * Keeps the form and the JSON text (owned by the app) in step. The JSON text is the one source of
 * truth: a form edit writes it, and a text the form did not write (another tool, the JSON view,
 * `?args=`) is read back into the form.
 */
function useArgumentsForm(props: ToolPanelProps, fields: FormField[]) {
  const [view, setView] = useState<ArgumentsView>("form");
  const [values, setValues] = useState<FormValues>({});
  const [viewError, setViewError] = useState<string | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const written = useRef<{ fields: FormField[]; text: string } | null>(null);
  const { argsText, onArgsChange } = props;

  useEffect(() => {
    if (!props.selected || view !== "form" || (written.current?.fields === fields && written.current.text === argsText))
      return;
    if (written.current?.fields !== fields) setShowErrors(false);
    const read = readArgumentsText(fields, argsText);
    if (!read.ok) {
      setView("json");
      setViewError(read.message);
      written.current = { fields, text: argsText };
      return;
    }
    setValues(read.values);
    const text = argumentsText(fields, read.values);
    written.current = { fields, text };
    if (text !== argsText) onArgsChange(text);
  }, [props.selected, view, fields, argsText, onArgsChange]);

  const built = useMemo(() => argumentsFromFormValues(fields, values), [fields, values]);
  const errors = useMemo(
    () => new Map(showErrors ? built.errors.map((error) => [pathKey(error.path), error.message]) : []),
    [built, showErrors],
  );

  return {
    view,
    values,
    viewError,
    errors,
    onFormChange(next: FormValues) {
      setValues(next);
      const text = argumentsText(fields, next);
      written.current = { fields, text };
      onArgsChange(text);
    },
    showView(next: ArgumentsView) {
      if (next === "form") {
        const read = readArgumentsText(fields, argsText);
        if (!read.ok) return setViewError(read.message);
      }
      setViewError(null);
      setView(next);
    },
    /** True when the form may run; otherwise shows its errors next to the fields. */
    checkBeforeRun(): boolean {
      if (view === "json" || built.errors.length === 0) return true;
      setShowErrors(true);
      return false;
    },
    blockingCount: view === "form" && showErrors ? built.errors.length : 0,
  };
}

/**
 * The server's tools and a form (generated from the input schema, or raw JSON) to call the selected
 * one; Ctrl/⌘+Enter runs it.
 */
export function ToolPanel(props: ToolPanelProps) {
  const { selected } = props;
  const fields = useMemo(() => buildFormFields(selected?.inputSchema), [selected]);
  const form = useArgumentsForm(props, fields);
  const formElement = useRef<HTMLFormElement>(null);
  useRunShortcut(formElement);
  return (
    <section className="panel" aria-label="Tools">
      <h2>Tools</h2>
      <ServerProblem
        status={props.serverStatus}
        onReconnect={props.onReconnect}
        retryAt={props.retryAt ?? null}
        reconnected={props.reconnected ?? false}
      />
      <ul className="tool-list" data-testid="tool-list">
        {props.tools.map((tool) => (
          <li key={tool.name}>
            <button
              type="button"
              className={tool.name === selected?.name ? "tool active" : "tool"}
              data-testid={`tool-${tool.name}`}
              onClick={() => props.onSelect(tool)}
            >
              <span className="tool-name">{tool.name}</span>
              <span className="tool-tags">
                {toolTemplateUri(tool) && <span className="badge">widget</span>}
                {!isModelVisible(tool) && <span className="badge muted">app only</span>}
                <LintBadge findings={props.lint?.get(tool.name)} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {selected && (
        <form
          ref={formElement}
          className="tool-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (form.checkBeforeRun()) props.onRun();
          }}
        >
          <p className="muted small">{selected.description}</p>
          <ToolFacts tool={selected} findings={props.lint?.get(selected.name) ?? []} lintState={props.lintState} />
          <div className="args-view-toggle">
            <span className="args-view-title">Arguments</span>
            <Segmented<ArgumentsView>
              name="Arguments as"
              value={form.view}
              options={["form", "json"]}
              onChange={form.showView}
              testId="args-view"
              labels={{ form: "Form", json: "JSON" }}
            />
          </div>
          {form.viewError && (
            <p className="error small" data-testid="args-view-error" role="alert">
              {form.viewError}
            </p>
          )}
          {form.view === "form" ? (
            <SchemaForm fields={fields} values={form.values} errors={form.errors} onChange={form.onFormChange} />
          ) : (
            <label className="field">
              <span className="visually-hidden">Arguments (JSON)</span>
              <textarea
                data-testid="tool-args"
                rows={5}
                spellCheck={false}
                value={props.argsText}
                onChange={(event) => props.onArgsChange(event.target.value)}
              />
            </label>
          )}
          {props.argsError && (
            <p className="error" data-testid="args-error">
              {props.argsError}
            </p>
          )}
          {form.blockingCount > 0 && (
            <p className="error small" data-testid="form-errors">
              Fix {form.blockingCount === 1 ? "the field" : `the ${form.blockingCount} fields`} marked above to run.
            </p>
          )}
          <button type="submit" className="primary" data-testid="run-tool" disabled={props.running || !props.connected}>
            {props.running ? "Running…" : `Run ${selected.name}`}
            <kbd className="shortcut">{SHORTCUT_LABEL}</kbd>
          </button>
        </form>
      )}
    </section>
  );
}
