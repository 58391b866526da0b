import { StrictMode, type ReactNode } from "react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HostProvider } from "./host-context.js";
import { useHost } from "./use-host.js";
import { useTheme, useToolOutput } from "./global-hooks.js";
import { useOpenAiGlobal } from "./use-openai-global.js";
import { createFakeHost } from "./test-support/fake-host.js";

const renders = { theme: 0, output: 0 };
function ThemeReader() {
  renders.theme++;
  return <p data-testid="theme">{useTheme()}</p>;
}
function OutputReader() {
  renders.output++;
  const output = useToolOutput<{ city: string }>();
  return <p data-testid="city">{output?.city ?? "none"}</p>;
}

describe("useHost", () => {
  it("re-renders a component only when the value it reads changes", () => {
    const host = createFakeHost();
    renders.theme = renders.output = 0;
    render(
      <HostProvider host={host}>
        <ThemeReader />
        <OutputReader />
      </HostProvider>,
    );
    expect(renders).toEqual({ theme: 1, output: 1 });

    act(() => host.set({ toolOutput: { city: "Paris" } }));
    expect(screen.getByTestId("city").textContent).toBe("Paris");
    expect(renders).toEqual({ theme: 1, output: 2 });

    act(() => host.set({ theme: "dark" }));
    expect(screen.getByTestId("theme").textContent).toBe("dark");
    expect(renders).toEqual({ theme: 2, output: 2 });
  });

  it("uses isEqual so a derived value that stays equal does not re-render", () => {
    const host = createFakeHost({ toolOutput: { items: [1, 2] } });
    let count = 0;
    function Count() {
      count++;
      // A new array on every call: only isEqual keeps the renders down.
      const items = useHost(
        (s) => [...((s.toolOutput?.items as number[]) ?? [])],
        (a, b) => a.length === b.length && a.every((x, i) => x === b[i]),
      );
      return <p data-testid="n">{items.join(",")}</p>;
    }
    render(
      <HostProvider host={host}>
        <Count />
      </HostProvider>,
    );
    act(() => host.set({ toolOutput: { items: [1, 2] } }));
    act(() => host.set({ theme: "dark" }));
    expect(count).toBe(1);
    act(() => host.set({ toolOutput: { items: [1, 2, 3] } }));
    expect(screen.getByTestId("n").textContent).toBe("1,2,3");
    expect(count).toBe(2);
  });

  it("keeps one subscription across re-renders (stable subscribe)", () => {
    const host = createFakeHost();
    const subscribe = vi.spyOn(host, "subscribe");
    function Reader({ n }: { n: number }) {
      useHost((s) => s.theme);
      return <p>{n}</p>;
    }
    const wrap = (n: number) => (
      <HostProvider host={host}>
        <Reader n={n} />
      </HostProvider>
    );
    const { rerender } = render(wrap(1));
    rerender(wrap(2));
    rerender(wrap(3));
    act(() => host.set({ theme: "dark" }));
    expect(subscribe).toHaveBeenCalledTimes(1);
    expect(host.listenerCount()).toBe(1);
  });

  it("leaves one live subscription per hook under StrictMode and none after unmount", () => {
    const host = createFakeHost();
    const strict = (ui: ReactNode) => (
      <StrictMode>
        <HostProvider host={host}>{ui}</HostProvider>
      </StrictMode>
    );
    const { unmount } = render(strict(<ThemeReader />));
    expect(host.listenerCount()).toBe(1);
    act(() => host.set({ theme: "dark" }));
    expect(screen.getByTestId("theme").textContent).toBe("dark");
    unmount();
    expect(host.listenerCount()).toBe(0);
  });

  it("useOpenAiGlobal returns the global under its seed name and follows changes", () => {
    const host = createFakeHost({ widgetState: { selectedId: "a" } });
    function Selected() {
      const state = useOpenAiGlobal("widgetState");
      const theme = useOpenAiGlobal("theme");
      return (
        <p data-testid="sel">
          {String(state?.selectedId)}/{theme}
        </p>
      );
    }
    render(
      <HostProvider host={host}>
        <Selected />
      </HostProvider>,
    );
    expect(screen.getByTestId("sel").textContent).toBe("a/light");
    act(() => host.set({ widgetState: { selectedId: "b" }, theme: "dark" }));
    expect(screen.getByTestId("sel").textContent).toBe("b/dark");
  });

  it("runs two hosts side by side", () => {
    const a = createFakeHost({ theme: "dark" });
    const b = createFakeHost({ theme: "light" });
    render(
      <>
        <HostProvider host={a}>
          <ThemeReader />
        </HostProvider>
        <HostProvider host={b}>
          <ThemeReader />
        </HostProvider>
      </>,
    );
    expect(screen.getAllByTestId("theme").map((n) => n.textContent)).toEqual(["dark", "light"]);
  });

  it("follows a provider whose host is swapped: unsubscribes from the old one", () => {
    const a = createFakeHost({ theme: "dark" });
    const b = createFakeHost({ theme: "light" });
    const view = render(
      <HostProvider host={a}>
        <ThemeReader />
      </HostProvider>,
    );
    view.rerender(
      <HostProvider host={b}>
        <ThemeReader />
      </HostProvider>,
    );
    expect(screen.getByTestId("theme").textContent).toBe("light");
    expect([a.listenerCount(), b.listenerCount()]).toEqual([0, 1]);
    act(() => b.set({ theme: "dark" }));
    expect(screen.getByTestId("theme").textContent).toBe("dark");
  });
});
