import { createRoot } from "react-dom/client";
import {
  useCallTool,
  useDisplayMode,
  useIntrinsicHeight,
  useTheme,
  useToolOutput,
  useWidgetState,
} from "@hostbridge/react";

type Pizza = { id: string; name: string };
type Output = { city: string; pizzas: Pizza[]; nextCursor: string | null };

export function PizzaList() {
  const output = useToolOutput<Output>(); // null until the tool result arrives
  const theme = useTheme();
  const [state, setState] = useWidgetState({ selectedId: null as string | null });
  const more = useCallTool<{ cursor: string }, { pizzas: Pizza[]; nextCursor: string | null }>("load_more_pizzas");
  const display = useDisplayMode();
  useIntrinsicHeight(); // keeps the host told about the widget's height

  if (!output) return <p>Loading…</p>;
  const pizzas = [...output.pizzas, ...(more.output?.pizzas ?? [])];
  const nextCursor = more.output ? more.output.nextCursor : output.nextCursor;
  return (
    <div data-theme={theme}>
      <h1>Pizzas in {output.city}</h1>
      <ul>
        {pizzas.map((pizza) => (
          <li key={pizza.id}>
            <button
              type="button"
              aria-pressed={state.selectedId === pizza.id}
              onClick={() => setState((previous) => ({ ...previous, selectedId: pizza.id }))}
            >
              {pizza.name}
            </button>
          </li>
        ))}
      </ul>
      {nextCursor && more.isSupported && (
        <button type="button" disabled={more.status === "pending"} onClick={() => more.call({ cursor: nextCursor })}>
          More
        </button>
      )}
      {display.availableModes.includes("fullscreen") && (
        <button type="button" onClick={() => display.request("fullscreen")}>
          Fullscreen
        </button>
      )}
    </div>
  );
}

const root = document.getElementById("root");
if (root) createRoot(root).render(<PizzaList />);
