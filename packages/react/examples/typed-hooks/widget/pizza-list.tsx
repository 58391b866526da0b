// The widget half of the README's `createHooks` section; its `PizzaApp` is the type of the real
// `defineApp` declaration in packages/server/examples/typed-hooks-app.ts. Typechecked, never run.
// #region widget
// widget/pizza-list.tsx
import { createHooks } from "@hostbridge/react";
import type { PizzaApp } from "../server/app.js"; // a type only: no server code in the bundle

const { useToolOutput, useCallTool, useWidgetState } = createHooks<
  PizzaApp,
  "show_pizzas",
  { selectedId: string | null }
>();

export function PizzaList() {
  const output = useToolOutput(); // show_pizzas' structuredContent, typed from its outputSchema
  const more = useCallTool("load_more_pizzas"); // useCallTool("load_less_pizzas") is a type error
  const [state, setState] = useWidgetState({ selectedId: null });
  if (!output) return null;
  // { cursr: … } or {} would be a type error; more.output is load_more_pizzas' result type
  return (
    <>
      {output.pizzas.map((pizza) => (
        <button
          key={pizza.id}
          aria-pressed={state.selectedId === pizza.id}
          onClick={() => setState({ selectedId: pizza.id })}
        >
          {pizza.name}
        </button>
      ))}
      <button onClick={() => more.call({ cursor: output.nextCursor ?? "" })}>More</button>
    </>
  );
}
// #endregion widget
