import { StrictMode } from "react";
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createChatGptHost } from "../index.js";
import { useHostInstance, useTheme, useToolOutput } from "@hostbridge/react";

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
