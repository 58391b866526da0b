import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWidget, type HostMode } from "@hostbridge/testing";
import { TodoListWidget } from "./todo-list.js";
import { useTodoStore } from "./todo-store.js";

const OUTPUT = { listName: "Weekend", suggestions: ["Buy flour", "Call mum"] };

beforeEach(() => {
  localStorage.clear();
  // The store is module-level (one per widget document): start each test from its initial state.
  useTodoStore.setState(useTodoStore.getInitialState(), true);
});

function addTodo(text: string) {
  fireEvent.change(screen.getByTestId("todo-input"), { target: { value: text } });
  fireEvent.click(screen.getByTestId("add-todo"));
}
const texts = () => screen.queryAllByTestId("todo-text").map((t) => t.textContent);

describe("todo-list in ChatGPT", () => {
  it("adds, toggles and removes todos, writing each change to widget state", async () => {
    const { chatgpt } = await renderWidget(<TodoListWidget />, { host: "chatgpt", toolOutput: OUTPUT });
    expect(screen.getByRole("heading", { name: "Weekend" })).toBeTruthy();
    addTodo("Knead dough");
    fireEvent.click(screen.getAllByTestId("add-suggestion").find((b) => b.dataset.suggestion === "Call mum")!);
    expect(texts()).toEqual(["Knead dough", "Call mum"]);
    // A suggestion already on the list is no longer offered.
    expect(screen.getAllByTestId("add-suggestion").map((b) => b.dataset.suggestion)).toEqual(["Buy flour"]);
    expect((chatgpt!.openai.widgetState as { todos: unknown[] }).todos).toHaveLength(2);

    fireEvent.click(within(screen.getAllByTestId("todo-item")[0]!).getByTestId("todo-toggle"));
    expect(screen.getAllByTestId("todo-item")[0]!.dataset.done).toBe("true");
    expect(screen.getByTestId("todo-count").textContent).toBe("1 of 2 done");
    expect(chatgpt!.openai.widgetState).toMatchObject({
      todos: [{ text: "Knead dough", done: true }, { done: false }],
    });

    fireEvent.click(screen.getByTestId("clear-completed"));
    expect(texts()).toEqual(["Call mum"]);
    fireEvent.click(screen.getByTestId("todo-remove"));
    expect(texts()).toEqual([]);
    expect(chatgpt!.openai.widgetState).toEqual({ todos: [] });
  });

  it("ignores blank todos", async () => {
    await renderWidget(<TodoListWidget />, { host: "chatgpt", toolOutput: OUTPUT });
    fireEvent.change(screen.getByTestId("todo-input"), { target: { value: "   " } });
    expect((screen.getByTestId("add-todo") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByTestId("todo-input").closest("form")!);
    expect(texts()).toEqual([]);
  });
});

describe.each<HostMode>(["chatgpt", "mcp-apps", "chatgpt+mcp"])("todo-list survives a reload (%s)", (mode) => {
  it("restores the list from widget state", async () => {
    // Storage that outlives the widget: where a plain MCP Apps host's widget state is kept.
    const hostOptions = { storage: localStorage };
    // The same tool call both times: on a plain MCP Apps host its result's viewUUID (stamped by
    // @hostbridge/server) names the widget instance whose state comes back.
    const call =
      mode === "mcp-apps"
        ? { toolResult: { content: [], structuredContent: OUTPUT, _meta: { viewUUID: "todo-call-1" } } }
        : { toolOutput: OUTPUT };
    const first = await renderWidget(<TodoListWidget />, { host: mode, ...call, hostOptions });
    expect(screen.getByRole("heading", { name: "Weekend" })).toBeTruthy();
    addTodo("Preheat oven");
    addTodo("Buy basil");
    fireEvent.click(within(screen.getAllByTestId("todo-item")[1]!).getByTestId("todo-toggle"));
    await first.settle();
    const saved = first.chatgpt?.openai.widgetState ?? null;
    if (first.chatgpt)
      expect(saved).toMatchObject({
        todos: [
          { text: "Preheat oven", done: false },
          { text: "Buy basil", done: true },
        ],
      });
    // Plain MCP Apps: the model sees the state through ui/update-model-context.
    if (mode === "mcp-apps") expect(JSON.stringify(first.mcp!.modelContext)).toContain("Buy basil");
    await first.cleanup();
    // A reloaded document starts with a fresh store.
    useTodoStore.setState(useTodoStore.getInitialState(), true);
    expect(useTodoStore.getState().todos).toEqual([]);

    await renderWidget(<TodoListWidget />, { host: mode, ...call, hostOptions, widgetState: saved });
    await waitFor(() => expect(texts()).toEqual(["Preheat oven", "Buy basil"]));
    expect(screen.getAllByTestId("todo-item").map((li) => li.dataset.done)).toEqual(["false", "true"]);
    expect(screen.getByTestId("persistence-note").textContent).toContain("Saved in widget state");
  });
});
