import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { cleanup as cleanupHosts } from "@hostbridge/testing";
import { renderIn, type HostMode } from "../../test-support/render-in-host.js";
import { TodoListWidget } from "./todo-list.js";
import { useTodoStore } from "./todo-store.js";

const OUTPUT = { listName: "Weekend", suggestions: ["Buy flour", "Call mum"] };

beforeEach(() => {
  localStorage.clear();
  // The store is module-level (one per widget document): start each test from its initial state.
  useTodoStore.setState(useTodoStore.getInitialState(), true);
});
afterEach(async () => {
  cleanup();
  await cleanupHosts();
});

function addTodo(text: string) {
  fireEvent.change(screen.getByTestId("todo-input"), { target: { value: text } });
  fireEvent.click(screen.getByTestId("add-todo"));
}
const texts = () => screen.queryAllByTestId("todo-text").map((t) => t.textContent);

describe("todo-list in ChatGPT", () => {
  it("adds, toggles and removes todos, writing each change to widget state", async () => {
    const { chatgpt } = await renderIn("chatgpt", <TodoListWidget />, { chatgpt: { toolOutput: OUTPUT } });
    expect(screen.getByRole("heading", { name: "Weekend" })).toBeTruthy();
    addTodo("Knead dough");
    fireEvent.click(screen.getAllByTestId("add-suggestion").find((b) => b.dataset.suggestion === "Call mum")!);
    expect(texts()).toEqual(["Knead dough", "Call mum"]);
    // A suggestion already on the list is no longer offered.
    expect(screen.getAllByTestId("add-suggestion").map((b) => b.dataset.suggestion)).toEqual(["Buy flour"]);
    await waitFor(() => expect((chatgpt!.widgetStates.at(-1) as { todos: unknown[] }).todos).toHaveLength(2));

    fireEvent.click(within(screen.getAllByTestId("todo-item")[0]!).getByTestId("todo-toggle"));
    expect(screen.getAllByTestId("todo-item")[0]!.dataset.done).toBe("true");
    expect(screen.getByTestId("todo-count").textContent).toBe("1 of 2 done");
    await waitFor(() => expect(chatgpt!.widgetStates.at(-1)).toMatchObject({ todos: [{ text: "Knead dough", done: true }, { done: false }] }));

    fireEvent.click(screen.getByTestId("clear-completed"));
    expect(texts()).toEqual(["Call mum"]);
    fireEvent.click(screen.getByTestId("todo-remove"));
    expect(texts()).toEqual([]);
    await waitFor(() => expect(chatgpt!.widgetStates.at(-1)).toEqual({ todos: [] }));
  });

  it("ignores blank todos", async () => {
    await renderIn("chatgpt", <TodoListWidget />, { chatgpt: { toolOutput: OUTPUT } });
    fireEvent.change(screen.getByTestId("todo-input"), { target: { value: "   " } });
    expect((screen.getByTestId("add-todo") as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(screen.getByTestId("todo-input").closest("form")!);
    expect(texts()).toEqual([]);
  });
});

describe.each<HostMode>(["chatgpt", "mcp-apps"])("todo-list survives a reload (%s)", (mode) => {
  it("restores the list from widget state", async () => {
    const first = await renderIn(mode, <TodoListWidget />, { chatgpt: { toolOutput: OUTPUT }, mcp: { toolOutput: OUTPUT } });
    await screen.findByRole("heading", { name: "Weekend" });
    addTodo("Preheat oven");
    addTodo("Buy basil");
    fireEvent.click(within(screen.getAllByTestId("todo-item")[1]!).getByTestId("todo-toggle"));
    const saved = first.chatgpt ? await waitFor(() => {
      const last = first.chatgpt!.widgetStates.at(-1) as { todos: { done: boolean }[] } | undefined;
      expect(last?.todos[1]?.done).toBe(true);
      return last;
    }) : undefined;
    if (first.mcp) await waitFor(() => expect(first.mcp!.modelContext).not.toBeNull());
    first.unmount();
    await first.host.close();
    first.chatgpt?.uninstall();
    // A reloaded document starts with a fresh store.
    useTodoStore.setState(useTodoStore.getInitialState(), true);

    await renderIn(mode, <TodoListWidget />, {
      chatgpt: { toolOutput: OUTPUT, widgetState: saved },
      mcp: { toolOutput: OUTPUT },
    });
    await waitFor(() => expect(texts()).toEqual(["Preheat oven", "Buy basil"]));
    expect(screen.getAllByTestId("todo-item").map((li) => li.dataset.done)).toEqual(["false", "true"]);
    expect(screen.getByTestId("persistence-note").textContent).toContain("Saved in widget state");
  });
});
