// The README's example, kept here so it stays runnable.
import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { createHost } from "@hostbridge/core";
import { cleanup, createChatGptHost } from "@hostbridge/testing";
import {
  HostProvider,
  useCallTool,
  useDisplayMode,
  useIntrinsicHeight,
  useTheme,
  useToolOutput,
  useWidgetState,
} from "./index.js";

type Pizza = { id: string; name: string };
type Output = { city: string; pizzas: Pizza[]; nextCursor: string | null };

function PizzaList() {
  const output = useToolOutput<Output>(); // null until the tool result arrives
  const theme = useTheme();
  const [state, setState] = useWidgetState({ selectedId: null as string | null });
  const more = useCallTool<{ cursor: string }, { pizzas: Pizza[]; nextCursor: string | null }>("load_more_pizzas");
  const display = useDisplayMode();
  useIntrinsicHeight(); // keeps the host told about the widget's height

  if (!output) return <p>Loading…</p>;
  const pizzas = [...output.pizzas, ...(more.output?.pizzas ?? [])];
  return (
    <div data-theme={theme}>
      <h1>Pizzas in {output.city}</h1>
      <ul>
        {pizzas.map((p) => (
          <li key={p.id} aria-selected={state.selectedId === p.id}>
            <button onClick={() => setState((s) => ({ ...s, selectedId: p.id }))}>{p.name}</button>
          </li>
        ))}
      </ul>
      {output.nextCursor && more.isSupported && (
        <button disabled={more.status === "pending"} onClick={() => more.call({ cursor: output.nextCursor! })}>
          More
        </button>
      )}
      {display.availableModes.includes("fullscreen") && (
        <button onClick={() => display.request("fullscreen")}>Fullscreen</button>
      )}
    </div>
  );
}

afterEach(() => cleanup());

it("lists the pizzas", () => {
  createChatGptHost({ toolOutput: { city: "Paris", pizzas: [{ id: "1", name: "Margherita" }], nextCursor: null } });
  render(<HostProvider host={createHost({ window, storage: null })}><PizzaList /></HostProvider>);
  expect(screen.getByText("Margherita")).toBeTruthy();
});

it("loads more, selects and goes fullscreen", async () => {
  const chat = createChatGptHost({
    toolOutput: { city: "Paris", pizzas: [{ id: "1", name: "Margherita" }], nextCursor: "c1" },
    tools: { load_more_pizzas: { structuredContent: { pizzas: [{ id: "2", name: "Diavola" }], nextCursor: null } } },
  });
  render(<HostProvider host={createHost({ window, storage: null })}><PizzaList /></HostProvider>);
  await act(async () => screen.getByText("More").click());
  expect(screen.getByText("Diavola")).toBeTruthy();
  act(() => screen.getByText("Diavola").click());
  expect(chat.widgetStates.at(-1)).toEqual({ selectedId: "2" });
  await act(async () => screen.getByText("Fullscreen").click());
  expect(chat.globals.displayMode).toBe("fullscreen");
});
