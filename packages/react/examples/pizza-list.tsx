import { useCallTool, useToolOutput, useWidgetState } from "@hostbridge/react";

export function PizzaList() {
  const output = useToolOutput<{ pizzas: { id: string; name: string }[] }>();
  const [state, setState] = useWidgetState({ selectedId: null as string | null });
  const loadMore = useCallTool("load_more_pizzas");
  return (
    <>
      <ul>
        {output?.pizzas.map((pizza) => (
          <li key={pizza.id}>
            <button
              type="button"
              aria-pressed={pizza.id === state.selectedId}
              onClick={() => setState((previous) => ({ ...previous, selectedId: pizza.id }))}
            >
              {pizza.name}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        disabled={loadMore.status === "pending"}
        onClick={() => loadMore.call({ after: output?.pizzas.length })}
      >
        More pizzas
      </button>
    </>
  );
}
