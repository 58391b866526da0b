import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { act } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HostProvider, useTheme, useToolOutput } from "./index.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";

describe("hydration", () => {
  it("hydrates server HTML without a mismatch, then shows the host's data", async () => {
    const { host } = chatGptHost({ globals: { toolOutput: { city: "Nice" }, theme: "dark" } });
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
