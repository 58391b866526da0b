import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StructuredWidgetState } from "@hostbridge/core";
import { HostProvider } from "./host-context.js";
import { useWidgetState } from "./use-widget-state.js";
import { createFakeHost, type FakeHost } from "./test-support/fake-host.js";

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
const mount = (host: FakeHost) =>
  render(
    <HostProvider host={host}>
      <CounterView />
    </HostProvider>,
  );

describe("useWidgetState", () => {
  it("starts from the default and reads state the host already has", () => {
    const host = createFakeHost();
    const { unmount } = mount(host);
    expect(screen.getByTestId("state").textContent).toBe("0:");
    unmount();
    const restored = createFakeHost({ widgetState: { count: 7, log: ["x"] } });
    mount(restored);
    expect(screen.getByTestId("state").textContent).toBe("7:x");
  });

  for (const widgetStateAsync of [false, true]) {
    it(`applies two functional updates in one tick in order (${widgetStateAsync ? "host stores later" : "host stores at once"})`, async () => {
      const host = createFakeHost({}, { widgetStateAsync });
      mount(host);
      await act(async () => {
        setter!((s) => ({ count: s.count + 1, log: [...s.log, "a"] }));
        setter!((s) => ({ count: s.count + 1, log: [...s.log, "b"] }));
      });
      expect(screen.getByTestId("state").textContent).toBe("2:a,b");
      expect(host.calls.filter(([m]) => m === "setWidgetState").map(([, s]) => s)).toEqual([
        { count: 1, log: ["a"] },
        { count: 2, log: ["a", "b"] },
      ]);
    });
  }

  it("follows a change the host makes and builds the next update on it", async () => {
    const host = createFakeHost();
    mount(host);
    await act(async () => setter!({ count: 1, log: ["mine"] }));
    act(() => host.set({ widgetState: { count: 10, log: ["host"] } }));
    expect(screen.getByTestId("state").textContent).toBe("10:host");
    await act(async () => setter!((s) => ({ ...s, count: s.count + 1 })));
    expect(screen.getByTestId("state").textContent).toBe("11:host");
  });

  it("persists the structured form as given", async () => {
    const host = createFakeHost();
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
    expect(host.calls).toContainEqual(["setWidgetState", structured]);
    expect(JSON.parse(screen.getByTestId("m").textContent!)).toEqual(structured);
  });

  it("says when the host cannot store widget state; a write is still offered to the host, its rejection swallowed, the state kept", async () => {
    const host = createFakeHost({}, { features: ["callTool"] });
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
    // The fake rejects with UnsupportedError; an unhandled rejection would fail the run.
    await act(async () => setter!({ count: 1, log: [] }));
    expect(host.calls).toContainEqual(["setWidgetState", { count: 1, log: [] }]);
    expect(screen.getByTestId("state").textContent).toBe("0");
    expect(host.getSnapshot().widgetState).toBeNull();
  });
});
