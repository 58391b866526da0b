import { StrictMode, type ReactNode } from "react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HostProvider } from "./host-context.js";
import { useHost } from "./use-host.js";
import { useTheme, useToolOutput } from "./global-hooks.js";
import { useOpenAiGlobal } from "./use-openai-global.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { trackSubscriptions } from "./test-support/subscriptions.js";

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
    const { host, openai } = chatGptHost();
    renders.theme = renders.output = 0;
    render(
      <HostProvider host={host}>
        <ThemeReader />
        <OutputReader />
      </HostProvider>,
    );
    expect(renders).toEqual({ theme: 1, output: 1 });

    act(() => openai.set({ toolOutput: { city: "Paris" } }));
    expect(screen.getByTestId("city").textContent).toBe("Paris");
    expect(renders).toEqual({ theme: 1, output: 2 });

    act(() => openai.set({ theme: "dark" }));
    expect(screen.getByTestId("theme").textContent).toBe("dark");
    expect(renders).toEqual({ theme: 2, output: 2 });
  });

  it("uses isEqual so a derived value that stays equal does not re-render", () => {
    const { host, openai } = chatGptHost({ globals: { toolOutput: { items: [1, 2] } } });
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
    act(() => openai.set({ toolOutput: { items: [1, 2] } }));
    act(() => openai.set({ theme: "dark" }));
    expect(count).toBe(1);
    act(() => openai.set({ toolOutput: { items: [1, 2, 3] } }));
    expect(screen.getByTestId("n").textContent).toBe("1,2,3");
    expect(count).toBe(2);
  });

  it("keeps one subscription across re-renders (stable subscribe)", () => {
    const { host, openai } = chatGptHost();
    const subscriptions = trackSubscriptions(host);
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
    act(() => openai.set({ theme: "dark" }));
    expect(subscriptions.made()).toBe(1);
    expect(subscriptions.live()).toBe(1);
  });

  it("leaves one live subscription per hook under StrictMode and none after unmount", () => {
    const { host, openai } = chatGptHost();
    const subscriptions = trackSubscriptions(host);
    const strict = (ui: ReactNode) => (
      <StrictMode>
        <HostProvider host={host}>{ui}</HostProvider>
      </StrictMode>
    );
    const { unmount } = render(strict(<ThemeReader />));
    expect(subscriptions.live()).toBe(1);
    act(() => openai.set({ theme: "dark" }));
    expect(screen.getByTestId("theme").textContent).toBe("dark");
    unmount();
    expect(subscriptions.live()).toBe(0);
  });

  it("useOpenAiGlobal returns the global under its window.openai name and follows changes", () => {
    const { host, openai } = chatGptHost({ globals: { widgetState: { selectedId: "a" } } });
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
    act(() => openai.set({ widgetState: { selectedId: "b" }, theme: "dark" }));
    expect(screen.getByTestId("sel").textContent).toBe("b/dark");
  });

  it("runs two hosts side by side", () => {
    const a = chatGptHost({ globals: { theme: "dark" } }).host;
    const b = chatGptHost({ globals: { theme: "light" } }).host;
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
    const a = chatGptHost({ globals: { theme: "dark" } });
    const b = chatGptHost({ globals: { theme: "light" } });
    const subscriptions = [trackSubscriptions(a.host), trackSubscriptions(b.host)];
    const view = render(
      <HostProvider host={a.host}>
        <ThemeReader />
      </HostProvider>,
    );
    view.rerender(
      <HostProvider host={b.host}>
        <ThemeReader />
      </HostProvider>,
    );
    expect(screen.getByTestId("theme").textContent).toBe("light");
    expect(subscriptions.map((tracked) => tracked.live())).toEqual([0, 1]);
    act(() => b.openai.set({ theme: "dark" }));
    expect(screen.getByTestId("theme").textContent).toBe("dark");
  });
});
