import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWidget } from "../index.js";
import { useCallTool, useSendFollowUpMessage, useTheme, useToolResult, useWidgetState } from "@hostbridge/react";

type Output = { city: string; pizzas: string[] };

function Widget() {
  const { status, output } = useToolResult<{ city: string }, Output>();
  const theme = useTheme();
  const [state, setState] = useWidgetState({ picked: [] as string[] });
  const more = useCallTool<{ city: string }, Output>("show_pizzas");
  const send = useSendFollowUpMessage();
  const pizzas = [...(output?.pizzas ?? []), ...(more.output?.pizzas ?? [])];
  return (
    <div data-testid="root" data-theme={theme} data-status={status}>
      {pizzas.map((p) => (
        <button key={p} onClick={() => setState((s) => ({ picked: [...s.picked, p] }))}>
          {p}
        </button>
      ))}
      <p data-testid="picked">{state.picked.join(",")}</p>
      <button onClick={() => more.call({ city: "Rome" })}>more</button>
      <button onClick={() => send(`Order ${state.picked.join(" and ")}`)}>order</button>
    </div>
  );
}

describe.each(["chatgpt", "mcp-apps", "chatgpt+mcp"] as const)("a widget rendered with renderWidget (%s)", (host) => {
  it("shows the tool output, follows the theme, keeps state, calls tools and sends follow-ups", async () => {
    const view = await renderWidget(<Widget />, {
      host,
      toolInput: { city: "Paris" },
      toolOutput: { city: "Paris", pizzas: ["margherita"] },
      tools: { show_pizzas: { structuredContent: { city: "Rome", pizzas: ["carbonara"] } } },
    });
    const root = screen.getByTestId("root");
    expect(root.dataset.status).toBe("success");
    expect(screen.getByText("margherita")).toBeTruthy();

    await view.update({ theme: "dark" });
    expect(root.dataset.theme).toBe("dark");

    act(() => screen.getByText("margherita").click());
    await act(async () => screen.getByText("more").click());
    await view.settle();
    act(() => screen.getByText("carbonara").click());
    expect(screen.getByTestId("picked").textContent).toBe("margherita,carbonara");
    expect(view.toolCalls()).toEqual([{ name: "show_pizzas", args: { city: "Rome" } }]);

    await act(async () => screen.getByText("order").click());
    await view.settle();
    expect(view.followUps()).toEqual(["Order margherita and carbonara"]);
  });
});
