import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createChatGptHost } from "@hostbridge/testing";
import { HostProvider, useHostInstance, useTheme, useToolOutput } from "./index.js";
import { createFakeHost } from "./test-support/fake-host.js";

// window.openai exists before the first hook runs, as in a ChatGPT widget frame.
const chat = createChatGptHost({ toolOutput: { city: "Lyon" }, theme: "dark" });

const hosts = new Set<unknown>();
function Widget() {
  hosts.add(useHostInstance());
  const output = useToolOutput<{ city: string }>();
  return (
    <p data-testid="w">
      {output?.city}/{useTheme()}
    </p>
  );
}

describe("without a HostProvider", () => {
  it("uses one host per document, created lazily, with ChatGPT data on the first render", () => {
    render(
      <StrictMode>
        <Widget />
        <Widget />
      </StrictMode>,
    );
    expect(screen.getAllByTestId("w").map((n) => n.textContent)).toEqual(["Lyon/dark", "Lyon/dark"]);
    expect(hosts.size).toBe(1);
    const [host] = hosts as Set<ReturnType<typeof useHostInstance>>;
    expect(host!.kind).toBe("chatgpt");
    act(() => chat.set({ theme: "light" }));
    expect(screen.getAllByTestId("w")[0]!.textContent).toBe("Lyon/light");
  });
});

describe("hydration", () => {
  it("hydrates server HTML without a mismatch, then shows the host's data", async () => {
    const host = createFakeHost({ toolOutput: { city: "Nice" }, theme: "dark" });
    function App() {
      const output = useToolOutput<{ city: string }>();
      return (
        <p data-testid="h">
          {output?.city ?? "loading"}/{useTheme()}
        </p>
      );
    }
    const ui = (
      <HostProvider host={host}>
        <App />
      </HostProvider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(ui);
    expect(container.textContent).toBe("loading/light");
    document.body.append(container);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe("Nice/dark");
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root!.unmount());
    container.remove();
  });
});
