import { act, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { Host, StructuredWidgetState } from "@hostbridge/core";
import { HostProvider } from "./host-context.js";
import { useWidgetState } from "./use-widget-state.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { mcpAppsHost } from "./test-support/mcp-apps-host.js";

type Counter = { count: number; log: string[] };
let setter: ((action: Counter | ((s: Counter) => Counter)) => void) | undefined;

function CounterView() {
  const [state, setState] = useWidgetState<Counter>({ count: 0, log: [] });
  setter = setState;
  return (
    <p data-testid="state">
      {state.count}:{state.log.join(",")}
    </p>
  );
}
const mount = (host: Host) =>
  render(
    <HostProvider host={host}>
      <CounterView />
    </HostProvider>,
  );

describe("useWidgetState", () => {
  it("starts from the default and reads state the host already has", () => {
    const { unmount } = mount(chatGptHost().host);
    expect(screen.getByTestId("state").textContent).toBe("0:");
    unmount();
    mount(chatGptHost({ globals: { widgetState: { count: 7, log: ["x"] } } }).host);
    expect(screen.getByTestId("state").textContent).toBe("7:x");
  });

  it("applies two functional updates in one tick in order (ChatGPT)", async () => {
    const { host, openai } = chatGptHost();
    mount(host);
    await act(async () => {
      setter!((s) => ({ count: s.count + 1, log: [...s.log, "a"] }));
      setter!((s) => ({ count: s.count + 1, log: [...s.log, "b"] }));
    });
    expect(screen.getByTestId("state").textContent).toBe("2:a,b");
    expect(openai.calls.filter(([m]) => m === "setWidgetState").map(([, s]) => s)).toEqual([
      { count: 1, log: ["a"] },
      { count: 2, log: ["a", "b"] },
    ]);
  });

  it("applies two functional updates in one tick in order and the model sees the last (plain MCP Apps host)", async () => {
    const contexts: unknown[] = [];
    const { host } = await mcpAppsHost({
      capabilities: { updateModelContext: { text: {} } },
      setup: (bridge) => {
        bridge.onupdatemodelcontext = async (params) => (contexts.push(params), {});
      },
    });
    mount(host);
    await act(async () => {
      setter!((s) => ({ count: s.count + 1, log: [...s.log, "a"] }));
      setter!((s) => ({ count: s.count + 1, log: [...s.log, "b"] }));
    });
    expect(screen.getByTestId("state").textContent).toBe("2:a,b");
    await waitFor(() =>
      expect(contexts.at(-1)).toEqual({ content: [{ type: "text", text: '{"count":2,"log":["a","b"]}' }] }),
    );
    await host.close();
  });

  it("follows a change the host makes and builds the next update on it", async () => {
    const { host, openai } = chatGptHost();
    mount(host);
    await act(async () => setter!({ count: 1, log: ["mine"] }));
    act(() => openai.set({ widgetState: { count: 10, log: ["host"] } }));
    expect(screen.getByTestId("state").textContent).toBe("10:host");
    await act(async () => setter!((s) => ({ ...s, count: s.count + 1 })));
    expect(screen.getByTestId("state").textContent).toBe("11:host");
  });

  it("persists the structured form as given", async () => {
    const { host, openai } = chatGptHost();
    let set: ((s: StructuredWidgetState) => void) | undefined;
    function Gallery() {
      const [state, setState] = useWidgetState<StructuredWidgetState>({ modelContent: null });
      set = setState;
      return <p data-testid="m">{JSON.stringify(state)}</p>;
    }
    render(
      <HostProvider host={host}>
        <Gallery />
      </HostProvider>,
    );
    const structured = { modelContent: { selected: "cat" }, privateContent: { scroll: 120 }, imageIds: ["img_1"] };
    await act(async () => set!(structured));
    expect(openai.calls).toEqual([["setWidgetState", structured]]);
    expect(JSON.parse(screen.getByTestId("m").textContent!)).toEqual(structured);
  });

  it("says when the host cannot store widget state (closed); a write is still offered to the host, its rejection swallowed, the state kept", async () => {
    const { host } = chatGptHost({ globals: { widgetState: { count: 3, log: [] } } });
    await host.close();
    let supported: boolean | undefined;
    function View() {
      const [state, setState] = useWidgetState<Counter>({ count: 0, log: [] });
      supported = setState.isSupported;
      setter = setState;
      return <p data-testid="state">{state.count}</p>;
    }
    render(
      <HostProvider host={host}>
        <View />
      </HostProvider>,
    );
    expect(supported).toBe(false);
    const offered = vi.spyOn(host, "setWidgetState");
    // The host rejects with ClosedError; an unhandled rejection would fail the run.
    await act(async () => setter!({ count: 1, log: [] }));
    expect(offered).toHaveBeenCalledWith({ count: 1, log: [] });
    await expect(offered.mock.results[0]!.value).rejects.toMatchObject({ code: "closed" });
    expect(screen.getByTestId("state").textContent).toBe("3");
    expect(host.getSnapshot().widgetState).toEqual({ count: 3, log: [] });
  });
});
