import { act, render, screen, waitFor } from "@testing-library/react";
import { BrowserRouter, Link, Route, Routes, useParams } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createHost, type Host } from "@hostbridge/core";
import { HostProvider, useWidgetState } from "@hostbridge/react";
import { WidgetRouterSync } from "@hostbridge/react/router";
import { cleanup as cleanupFakes, createChatGptHost, createMcpAppsHost } from "../index.js";
import { memoryStorage } from "../test-support/react-helpers.js";

function Pizza() {
  return <h1 data-testid="page">pizza {useParams().id}</h1>;
}
function Home() {
  const [state, setState] = useWidgetState<{ likes?: number }>({});
  return (
    <div>
      <h1 data-testid="page">home</h1>
      <button onClick={() => setState((s) => ({ ...s, likes: (s.likes ?? 0) + 1 }))}>like</button>
      <span data-testid="likes">{state.likes ?? 0}</span>
      <Link to="/pizzas/2">second</Link>
    </div>
  );
}

// The seed's setup: BrowserRouter; the sync component goes inside it.
const mount = (host: Host) =>
  render(
    <HostProvider host={host}>
      <BrowserRouter>
        <WidgetRouterSync />
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/pizzas/:id" element={<Pizza />} />
        </Routes>
      </BrowserRouter>
    </HostProvider>,
  );

beforeEach(() => window.history.replaceState(null, "", "/"));

describe("WidgetRouterSync in real hosts", () => {
  const open: Host[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((h) => h.close()));
    await cleanupFakes();
  });

  it("ChatGPT: the route goes to window.openai.setWidgetState and comes back on the next render", () => {
    const chat = createChatGptHost();
    const first = createHost({ window, storage: null });
    open.push(first);
    const view = mount(first);
    act(() => screen.getByText("second").click());
    expect(chat.widgetStates.at(-1)).toEqual({ route: "/pizzas/2" });
    view.unmount();
    chat.uninstall();
    window.history.replaceState(null, "", "/");

    createChatGptHost({ widgetState: { route: "/pizzas/2" } });
    const again = createHost({ window, storage: null });
    open.push(again);
    mount(again);
    expect(screen.getByTestId("page").textContent).toBe("pizza 2");
  });

  it("plain MCP Apps: the route is kept per tool call and restored after the handshake", async () => {
    const storage = memoryStorage();
    const toolInfo = { id: "call-7", tool: { name: "show_pizzas", inputSchema: { type: "object" as const } } };
    const load = () => {
      const host = createHost({ port: createMcpAppsHost({ hostContext: { toolInfo } }).port, storage, notice: false });
      open.push(host);
      return host;
    };
    const first = load();
    const view = mount(first);
    await act(() => first.ready);
    act(() => screen.getByText("second").click());
    view.unmount();
    window.history.replaceState(null, "", "/");

    mount(load());
    await waitFor(() => expect(screen.getByTestId("page").textContent).toBe("pizza 2"));
  });
});
