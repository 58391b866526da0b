import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { BrowserRouter, Link, Route, Routes, useParams } from "react-router-dom";
import { beforeEach, describe, expect, it } from "vitest";
import type { Host } from "@hostbridge/core";
import { HostProvider } from "./host-context.js";
import { WidgetRouterSync } from "./router.js";
import { useWidgetState } from "./use-widget-state.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { mcpAppsHost } from "./test-support/mcp-apps-host.js";

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

// The usual setup: a BrowserRouter, with the sync component inside it.
const mount = (host: Host, stateKey?: string) =>
  render(
    <HostProvider host={host}>
      <BrowserRouter>
        <WidgetRouterSync {...(stateKey === undefined ? {} : { stateKey })} />
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/pizzas/:id" element={<Pizza />} />
        </Routes>
      </BrowserRouter>
    </HostProvider>,
  );

beforeEach(() => window.history.replaceState(null, "", "/"));

describe("WidgetRouterSync", () => {
  it("keeps the route in widget state next to the widget's own keys", () => {
    const { host } = chatGptHost();
    mount(host);
    act(() => screen.getByText("like").click());
    // Nothing written for the start page before a navigation.
    expect(host.getSnapshot().widgetState).toEqual({ likes: 1 });
    act(() => screen.getByText("second").click());
    expect(screen.getByTestId("page").textContent).toBe("pizza 2");
    expect(host.getSnapshot().widgetState).toEqual({ likes: 1, route: "/pizzas/2" });
    expect(window.location.pathname).toBe("/pizzas/2");
  });

  it("restores the saved route when the widget is rendered again, replacing history", () => {
    const { host, openai } = chatGptHost({ globals: { widgetState: { route: "/pizzas/7?size=l", likes: 3 } } });
    const length = window.history.length;
    mount(host);
    expect(screen.getByTestId("page").textContent).toBe("pizza 7");
    expect(window.location.pathname + window.location.search).toBe("/pizzas/7?size=l");
    expect(window.history.length).toBe(length);
    expect(openai.calls.filter(([m]) => m === "setWidgetState")).toEqual([]);
  });

  it("restores a route that arrives late (openai:set_globals) without overwriting it first", () => {
    const { host, openai } = chatGptHost();
    mount(host);
    expect(screen.getByTestId("page").textContent).toBe("home");
    act(() => openai.set({ widgetState: { route: "/pizzas/4" } }));
    expect(screen.getByTestId("page").textContent).toBe("pizza 4");
    expect(openai.calls.filter(([m]) => m === "setWidgetState")).toEqual([]);
  });

  it("keeps the route under the stateKey it is given, and restores it from there", () => {
    const { host } = chatGptHost();
    mount(host, "page");
    act(() => screen.getByText("second").click());
    expect(host.getSnapshot().widgetState).toEqual({ page: "/pizzas/2" });
    cleanup();
    window.history.replaceState(null, "", "/");
    const revisited = chatGptHost({ globals: { widgetState: { page: "/pizzas/5", route: "/pizzas/1" } } });
    mount(revisited.host, "page");
    expect(screen.getByTestId("page").textContent).toBe("pizza 5");
  });

  it("does not pull the user back once they have navigated", () => {
    const { host, openai } = chatGptHost();
    mount(host);
    act(() => screen.getByText("second").click());
    act(() => openai.set({ widgetState: { route: "/pizzas/9" } }));
    expect(screen.getByTestId("page").textContent).toBe("pizza 2");
  });

  it("in a plain MCP Apps host, keeps the route per tool call and restores it after a reload", async () => {
    // jsdom's localStorage outlives the hosts of the test as it outlives a reload.
    localStorage.clear();
    const toolInfo = { id: "call-7", tool: { name: "show_pizzas", inputSchema: { type: "object" as const } } };
    const load = () => mcpAppsHost({ hostContext: { toolInfo }, hostOptions: { storage: localStorage } });
    const first = await load();
    mount(first.host);
    act(() => screen.getByText("second").click());
    cleanup();
    await first.host.close();
    window.history.replaceState(null, "", "/");

    const reload = await load();
    mount(reload.host);
    await waitFor(() => expect(screen.getByTestId("page").textContent).toBe("pizza 2"));
    await reload.host.close();
  });
});
