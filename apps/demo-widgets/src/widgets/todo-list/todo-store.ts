import { createWidgetStore } from "@hostbridge/react";

export interface Todo {
  id: string;
  text: string;
  done: boolean;
}

export interface TodoState {
  todos: Todo[];
  add(text: string): void;
  toggle(id: string): void;
  remove(id: string): void;
  clearCompleted(): void;
}

let counter = 0;
// No crypto.randomUUID: a sandboxed frame may not be a secure context.
const newId = () => `t${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The todo list's zustand store, kept in widget state: every change is written to the host and a
 * reloaded widget starts from what was saved. Only `todos` is persisted.
 */
export const useTodoStore = createWidgetStore<TodoState>(
  (set) => ({
    todos: [],
    add: (text) => {
      const trimmed = text.trim();
      if (!trimmed) return;
      set((s) => ({ todos: [...s.todos, { id: newId(), text: trimmed.slice(0, 200), done: false }] }));
    },
    toggle: (id) => set((s) => ({ todos: s.todos.map((t) => (t.id === id ? { ...t, done: !t.done } : t)) })),
    remove: (id) => set((s) => ({ todos: s.todos.filter((t) => t.id !== id) })),
    clearCompleted: () => set((s) => ({ todos: s.todos.filter((t) => !t.done) })),
  }),
  { partialize: (s) => ({ todos: s.todos }) },
);

/** Drops malformed entries a host might hand back as widget state. */
export function validTodos(value: unknown): Todo[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (t): t is Todo =>
      !!t && typeof t === "object" && typeof (t as Todo).id === "string" && typeof (t as Todo).text === "string",
  );
}
