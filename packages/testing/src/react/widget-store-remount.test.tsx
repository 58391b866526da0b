import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createHost, type Host } from "@hostbridge/core";
import { cleanup as cleanupFakes, createChatGptHost, createMcpAppsHost } from "../index.js";
import { HostProvider, createWidgetStore } from "@hostbridge/react";
import { memoryStorage } from "../test-support/react-helpers.js";

interface Todos {
  todos: string[];
  add(todo: string): void;
}
// A new store per widget load, as a fresh widget document would create.
const newStore = () =>
  createWidgetStore<Todos>((set) => ({ todos: [], add: (t) => set((s) => ({ todos: [...s.todos, t] })) }));

function TodoWidget({ store }: { store: ReturnType<typeof newStore> }) {
  const todos = store((s) => s.todos);
  return (
    <div>
      <p data-testid="todos">{todos.join(",") || "empty"}</p>
      <button onClick={() => store.getState().add(`t${todos.length + 1}`)}>add</button>
    </div>
  );
}

const hosts: Host[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((h) => h.close()));
  await cleanupFakes();
});
const mount = (host: Host) => {
  hosts.push(host);
  return render(
    <HostProvider host={host}>
      <TodoWidget store={newStore()} />
    </HostProvider>,
  );
};

describe("createWidgetStore survives a remount", () => {
  it("in ChatGPT: the new widget's store starts from window.openai.widgetState", async () => {
    const first = createChatGptHost();
    const view = mount(createHost({ window, storage: null }));
    act(() => screen.getByText("add").click());
    act(() => screen.getByText("add").click());
    const saved = first.widgetStates.at(-1);
    expect(saved).toEqual({ todos: ["t1", "t2"] });
    view.unmount();
    first.uninstall();

    createChatGptHost({ widgetState: saved });
    mount(createHost({ window, storage: null }));
    // Restored on the very first render.
    expect(screen.getByTestId("todos").textContent).toBe("t1,t2");
  });

  it("in a plain MCP Apps host: restored per tool call once the handshake names the call", async () => {
    const storage = memoryStorage();
    const toolInfo = { id: "call-42", tool: { name: "show_todos", inputSchema: { type: "object" as const } } };
    const load = () => {
      const mcp = createMcpAppsHost({ hostContext: { toolInfo } });
      return createHost({ port: mcp.port, storage, notice: false });
    };

    const host1 = load();
    const view = mount(host1);
    await act(() => host1.ready);
    act(() => screen.getByText("add").click());
    expect(screen.getByTestId("todos").textContent).toBe("t1");
    view.unmount();

    const host2 = load();
    mount(host2);
    await waitFor(() => expect(screen.getByTestId("todos").textContent).toBe("t1"));
  });
});
