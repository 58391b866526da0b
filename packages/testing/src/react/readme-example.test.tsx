// The README's example (examples/widget.tsx, copied into the README by scripts/readme-snippets.mjs), run against the fake ChatGPT host.
import { act, render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { createHost } from "@hostbridge/core";
import { cleanup, createChatGptHost } from "../index.js";
import { HostProvider } from "@hostbridge/react";
import { PizzaList } from "../../../react/examples/widget.js";
// The README's "Testing" block itself: its region lives in react/examples, typechecked there, run here.
import "../../../react/examples/widget.test.js";

afterEach(() => cleanup());

it("loads more, selects and goes fullscreen", async () => {
  const chat = createChatGptHost({
    toolOutput: { city: "Paris", pizzas: [{ id: "1", name: "Margherita" }], nextCursor: "c1" },
    tools: { load_more_pizzas: { structuredContent: { pizzas: [{ id: "2", name: "Diavola" }], nextCursor: null } } },
  });
  render(
    <HostProvider host={createHost({ window, storage: null })}>
      <PizzaList />
    </HostProvider>,
  );
  await act(async () => screen.getByText("More").click());
  expect(screen.getByText("Diavola")).toBeTruthy();
  act(() => screen.getByText("Diavola").click());
  expect(chat.widgetStates.at(-1)).toEqual({ selectedId: "2" });
  await act(async () => screen.getByText("Fullscreen").click());
  expect(chat.globals.displayMode).toBe("fullscreen");
});
