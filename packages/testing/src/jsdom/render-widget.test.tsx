import { describe, expect, it } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import {
  useCallTool,
  useDisplayMode,
  useSendFollowUpMessage,
  useTheme,
  useToolInput,
  useToolOutput,
  useToolResult,
  useWidgetState,
} from "@hostbridge/react";
import { activeCount } from "./cleanup.js";
import { renderWidget, type HostMode } from "../index.js";

interface Pizza {
  id: string;
  name: string;
}

/** A small widget written against @hostbridge/react only: it never knows which host it runs in. */
function PizzaWidget() {
  const input = useToolInput<{ city: string }>();
  const output = useToolOutput<{ pizzas: Pizza[] }>();
  const theme = useTheme();
  const more = useCallTool<{ cursor: string }, { pizzas: Pizza[] }>("load_more_pizzas");
  const followUp = useSendFollowUpMessage();
  const display = useDisplayMode();
  const [state, setState] = useWidgetState<{ favourite: string | null }>({ favourite: null });
  const pizzas = [...(output?.pizzas ?? []), ...(more.output?.pizzas ?? [])];
  return (
    <section data-testid="widget-root" data-theme={theme}>
      <h1>{input ? `Pizzas in ${input.city}` : "Waiting for approval"}</h1>
      <ul>
        {pizzas.map((p) => (
          <li key={p.id}>
            {p.name}
            <button onClick={() => setState({ favourite: p.id })}>
              {state.favourite === p.id ? `★ ${p.name}` : `Favourite ${p.name}`}
            </button>
          </li>
        ))}
      </ul>
      <button onClick={() => void more.call({ cursor: "2" })}>Load more</button>
      <button onClick={() => void followUp(`Order the ${pizzas[0]?.name}`)}>Order</button>
      <button onClick={() => void display.request("fullscreen")}>Expand</button>
      <p>Mode: {display.mode}</p>
    </section>
  );
}

const tools = {
  load_more_pizzas: ({ cursor }: Record<string, unknown>) => ({
    content: [],
    structuredContent: { pizzas: [{ id: `p${cursor}`, name: "Diavola" }] },
  }),
};

const modes: HostMode[] = ["chatgpt", "mcp-apps", "chatgpt+mcp"];

describe.each(modes)("renderWidget in %s", (mode) => {
  it("renders the tool data, calls tools, sends follow-ups, follows host changes", async () => {
    const view = await renderWidget(<PizzaWidget />, {
      host: mode,
      toolInput: { city: "Naples" },
      toolOutput: { pizzas: [{ id: "p1", name: "Margherita" }] },
      tools,
    });
    // Data on first sight after the handshake.
    expect(screen.getByRole("heading").textContent).toBe("Pizzas in Naples");
    expect(screen.getByText("Margherita")).toBeTruthy();
    expect(screen.getByTestId("widget-root").dataset.theme).toBe("light");

    fireEvent.click(screen.getByText("Load more"));
    await view.settle();
    expect(await screen.findByText("Diavola")).toBeTruthy();
    expect(view.toolCalls()).toEqual([{ name: "load_more_pizzas", args: { cursor: "2" } }]);

    fireEvent.click(screen.getByText("Order"));
    await view.settle();
    expect(view.followUps()).toEqual(["Order the Margherita"]);

    fireEvent.click(screen.getByText("Favourite Margherita"));
    await view.settle();
    expect(await screen.findByText("★ Margherita")).toBeTruthy();

    fireEvent.click(screen.getByText("Expand"));
    await view.settle();
    expect(await screen.findByText("Mode: fullscreen")).toBeTruthy();

    await view.update({ theme: "dark" });
    expect(screen.getByTestId("widget-root").dataset.theme).toBe("dark");
  });

  it("shows nothing of the input until the user approves", async () => {
    const view = await renderWidget(<PizzaWidget />, { host: mode, pendingApproval: true });
    expect(screen.getByRole("heading").textContent).toBe("Waiting for approval");
    await view.approve({ city: "Turin" });
    expect(screen.getByRole("heading").textContent).toBe("Pizzas in Turin");
  });

  it("delivers a whole tool result, hidden _meta included", async () => {
    function MetaWidget() {
      const { status, result, output } = useToolResult<
        Record<string, unknown>,
        { n: number },
        Record<string, unknown>
      >();
      return <p>{`${status} ${output?.n ?? "-"} ${String(result?._meta?.secret ?? "-")}`}</p>;
    }
    const view = await renderWidget(<MetaWidget />, { host: mode, toolInput: {} });
    expect(screen.getByText(/pending|idle/)).toBeTruthy();
    await view.deliverToolResult({
      content: [{ type: "text", text: "3" }],
      structuredContent: { n: 3 },
      _meta: { secret: "s3" },
    });
    expect(screen.getByText("success 3 s3")).toBeTruthy();
  });

  it("exposes the controllers of the fakes for this mode", async () => {
    const view = await renderWidget(<PizzaWidget />, { host: mode });
    expect(view.mode).toBe(mode);
    expect(!!view.chatgpt).toBe(mode !== "mcp-apps");
    expect(!!view.mcp).toBe(mode !== "chatgpt");
    expect(view.host.kind).toBe(mode === "mcp-apps" ? "mcp-apps" : "chatgpt");
    expect("openai" in window).toBe(mode !== "mcp-apps");
  });
});

describe("isolation between tests", () => {
  // The first test leaves state everywhere it can; the second must see none of it.
  it("first test: changes every kind of state", async () => {
    const view = await renderWidget(<PizzaWidget />, {
      host: "chatgpt+mcp",
      toolInput: { city: "Bari" },
      toolOutput: { pizzas: [{ id: "p1", name: "Margherita" }] },
    });
    fireEvent.click(screen.getByText("Favourite Margherita"));
    expect(await screen.findByText("★ Margherita")).toBeTruthy();
    await view.update({ theme: "dark" });
    expect(activeCount()).toBeGreaterThan(0);
  });

  it("second test: starts clean", async () => {
    expect(activeCount()).toBe(0);
    expect("openai" in window).toBe(false);
    expect(document.body.innerHTML).toBe("");
    const view = await renderWidget(<PizzaWidget />, {
      host: "chatgpt+mcp",
      toolInput: { city: "Bari" },
      toolOutput: { pizzas: [{ id: "p1", name: "Margherita" }] },
    });
    expect(screen.getByText("Favourite Margherita")).toBeTruthy();
    expect(screen.getByTestId("widget-root").dataset.theme).toBe("light");
    expect(view.chatgpt?.calls).toEqual([]);
    expect(view.followUps()).toEqual([]);
  });

  it.each(modes)("cleanup() by hand in %s removes every window listener it added", async (mode) => {
    const added: string[] = [];
    const removed: string[] = [];
    const add = window.addEventListener;
    const remove = window.removeEventListener;
    window.addEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      added.push(type);
      return (add as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.addEventListener;
    window.removeEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      removed.push(type);
      return (remove as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.removeEventListener;
    try {
      const view = await renderWidget(<PizzaWidget />, { host: mode });
      await view.cleanup();
    } finally {
      window.addEventListener = add;
      window.removeEventListener = remove;
    }
    if (mode !== "mcp-apps") expect(added).toContain("openai:set_globals");
    expect([...removed].sort()).toEqual([...added].sort());
    expect("openai" in window).toBe(false);
    expect(activeCount()).toBe(0);
  });

  it.each(modes)("works under React StrictMode in %s (one handshake, data shown)", async (mode) => {
    const view = await renderWidget(<PizzaWidget />, {
      host: mode,
      toolInput: { city: "Lecce" },
      renderOptions: { reactStrictMode: true },
    });
    expect(screen.getByRole("heading").textContent).toBe("Pizzas in Lecce");
    if (view.mcp) expect(view.mcp.requestsOf("ui/initialize")).toHaveLength(1);
  });
});
