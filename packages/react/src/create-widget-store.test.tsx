import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HostProvider } from "./host-context.js";
import { createWidgetStore } from "./create-widget-store.js";
import type { Host } from "@hostbridge/core";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { trackSubscriptions } from "./test-support/subscriptions.js";

interface Todos {
  todos: string[];
  add(todo: string): void;
}
const makeStore = () =>
  createWidgetStore<Todos>((set) => ({
    todos: [],
    add: (todo) => set((s) => ({ todos: [...s.todos, todo] })),
  }));

function TodoList({ store }: { store: ReturnType<typeof makeStore> }) {
  const todos = store((s) => s.todos);
  const add = store((s) => s.add);
  return (
    <div>
      <p data-testid="todos">{todos.join(",")}</p>
      <button onClick={() => add(`t${todos.length + 1}`)}>add</button>
    </div>
  );
}
const mount = (host: Host, store: ReturnType<typeof makeStore>) =>
  render(
    <HostProvider host={host}>
      <TodoList store={store} />
    </HostProvider>,
  );

describe("createWidgetStore", () => {
  it("subscribes to the host only while a component using it is mounted, never during render", () => {
    const { host } = chatGptHost({ globals: { widgetState: { todos: ["saved"] } } });
    const subscriptions = trackSubscriptions(host);
    const store = makeStore();
    // A component that mounts and unmounts leaves no subscription behind.
    function Peek() {
      store((s) => s.todos);
      return null;
    }
    const peek = render(
      <HostProvider host={host}>
        <Peek />
      </HostProvider>,
    );
    peek.unmount();
    expect(subscriptions.live()).toBe(0);

    const first = mount(host, store);
    expect(screen.getByTestId("todos").textContent).toBe("saved");
    const second = mount(host, store);
    expect(subscriptions.live()).toBe(1); // one binding, shared
    first.unmount();
    expect(subscriptions.live()).toBe(1); // still in use
    second.unmount();
    expect(subscriptions.live()).toBe(0);
  });

  it("shows the saved state in its first render without writing to the store during render", () => {
    const { host } = chatGptHost({ globals: { widgetState: { todos: ["saved"] } } });
    const store = makeStore();
    let rendering = false;
    const writesDuringRender: unknown[] = [];
    store.subscribe((state) => {
      if (rendering) writesDuringRender.push(state);
    });
    const rendered: string[] = [];
    function Probe() {
      rendering = true;
      const todos = store((s) => s.todos);
      rendering = false;
      rendered.push(todos.join(","));
      return null;
    }
    render(
      <HostProvider host={host}>
        <Probe />
      </HostProvider>,
    );
    expect(rendered[0]).toBe("saved");
    expect(writesDuringRender).toEqual([]);
    expect(store.getState().todos).toEqual(["saved"]); // the binding filled the store after the render
  });

  it("writes every change to widget state, without the actions", () => {
    const { host, openai } = chatGptHost();
    const store = makeStore();
    mount(host, store);
    act(() => screen.getByText("add").click());
    act(() => screen.getByText("add").click());
    expect(screen.getByTestId("todos").textContent).toBe("t1,t2");
    expect(host.getSnapshot().widgetState).toEqual({ todos: ["t1", "t2"] });
    expect(openai.openai.widgetState).toEqual({ todos: ["t1", "t2"] });
  });

  it("survives a remount: a fresh store in a fresh widget is restored from the host", () => {
    const { host } = chatGptHost();
    const first = mount(host, makeStore());
    act(() => screen.getByText("add").click());
    first.unmount();

    // The widget is rendered again: new module state, new host object, same saved widget state.
    const again = chatGptHost({ globals: { widgetState: host.getSnapshot().widgetState } }).host;
    mount(again, makeStore());
    expect(screen.getByTestId("todos").textContent).toBe("t1");
    act(() => screen.getByText("add").click());
    expect(again.getSnapshot().widgetState).toEqual({ todos: ["t1", "t2"] });
  });

  it("keeps its state when the same store is unmounted and mounted again", () => {
    const { host } = chatGptHost();
    const store = makeStore();
    mount(host, store).unmount();
    store.getState().add("kept");
    mount(host, store);
    expect(screen.getByTestId("todos").textContent).toBe("kept");
  });

  it("hydrates when the host's widget state arrives late (openai:set_globals)", () => {
    const { host, openai } = chatGptHost();
    mount(host, makeStore());
    expect(screen.getByTestId("todos").textContent).toBe("");
    act(() => openai.set({ widgetState: { todos: ["from-host"] } }));
    expect(screen.getByTestId("todos").textContent).toBe("from-host");
    // Its own write coming back is not a new change.
    const writes = openai.calls.filter(([m]) => m === "setWidgetState").length;
    expect(writes).toBe(0);
  });
});
