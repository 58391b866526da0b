import { useState, type FormEvent } from "react";
import { createHooks, useHostInstance, useSupports } from "@hostbridge/react";
import type { DemoApp } from "../../shared/demo-app.js";
import { WidgetShell } from "../../shared/widget-shell.js";
import { useTodoStore, validTodos } from "./todo-store.js";
import "./todo-list.css";

// Typed from the demo server's declarations: show_todos renders this widget.
const { useToolInput, useToolOutput } = createHooks<DemoApp, "show_todos">();

/** The todo list widget: a zustand store that lives in widget state and survives a reload. */
export function TodoListWidget() {
  const output = useToolOutput();
  const input = useToolInput();
  const todos = validTodos(useTodoStore((s) => s.todos));
  const add = useTodoStore((s) => s.add);
  const toggle = useTodoStore((s) => s.toggle);
  const remove = useTodoStore((s) => s.remove);
  const clearCompleted = useTodoStore((s) => s.clearCompleted);
  const canPersist = useSupports("setWidgetState");
  const hostKind = useHostInstance().kind;
  const survivesReload = canPersist && (hostKind === "chatgpt" || hasFrameStorage());
  const [draft, setDraft] = useState("");

  const listName = output?.listName ?? input?.listName ?? "My list";
  const texts = new Set(todos.map((t) => t.text.toLowerCase()));
  const suggestions = (Array.isArray(output?.suggestions) ? output.suggestions : [])
    .filter((s): s is string => typeof s === "string")
    .filter((s) => !texts.has(s.toLowerCase()));
  const done = todos.filter((t) => t.done).length;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    add(draft);
    setDraft("");
  };

  return (
    <WidgetShell
      title={listName}
      subtitle={
        <span data-testid="todo-count">
          {todos.length === 0 ? "Nothing to do yet" : `${done} of ${todos.length} done`}
        </span>
      }
      features={[{ name: "setWidgetState", supported: canPersist }]}
    >
      <form className="hb-row td-form" onSubmit={onSubmit}>
        <input
          className="hb-input"
          data-testid="todo-input"
          aria-label="New todo"
          placeholder="Add a todo…"
          maxLength={200}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button
          type="submit"
          className="hb-button"
          data-variant="primary"
          data-testid="add-todo"
          disabled={!draft.trim()}
        >
          Add
        </button>
      </form>

      {suggestions.length > 0 && (
        <div className="hb-row">
          <span className="hb-small hb-muted">Suggestions:</span>
          {suggestions.map((s) => (
            <button
              key={s}
              type="button"
              className="hb-button td-suggestion"
              data-testid="add-suggestion"
              data-suggestion={s}
              onClick={() => add(s)}
            >
              + {s}
            </button>
          ))}
        </div>
      )}

      {todos.length > 0 && (
        <ul className="hb-list td-list">
          {todos.map((todo) => (
            <li key={todo.id} className="td-item" data-testid="todo-item" data-done={todo.done}>
              <label className="td-label">
                <input type="checkbox" data-testid="todo-toggle" checked={todo.done} onChange={() => toggle(todo.id)} />
                <span className="td-text" data-testid="todo-text">
                  {todo.text}
                </span>
              </label>
              <button
                type="button"
                className="hb-button td-remove"
                data-variant="ghost"
                data-testid="todo-remove"
                aria-label={`Remove ${todo.text}`}
                onClick={() => remove(todo.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}

      <div className="hb-row">
        <span className="hb-small hb-muted" data-testid="persistence-note">
          {survivesReload
            ? "Saved in widget state: reload the widget and your list is still here."
            : canPersist
              ? "Saved in widget state for this view; this browser gives the widget frame no storage, so a reload starts afresh."
              : "This host keeps no widget state: the list lasts until the widget closes."}
        </span>
        <span className="hb-spacer" />
        <button
          type="button"
          className="hb-button"
          data-testid="clear-completed"
          disabled={done === 0}
          onClick={clearCompleted}
        >
          Clear completed
        </button>
      </div>
    </WidgetShell>
  );
}

/**
 * A plain MCP Apps host keeps no widget state, so hostbridge keeps it in the frame's storage;
 * browsers deny storage to cross-site frames when third-party storage is blocked.
 */
function hasFrameStorage(): boolean {
  try {
    return typeof window !== "undefined" && !!window.localStorage;
  } catch {
    return false;
  }
}
