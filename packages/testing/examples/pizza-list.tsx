// pizza-list.tsx
import { useCallTool, useSendFollowUpMessage, useTheme, useToolInput, useToolOutput } from "@hostbridge/react";

type Pizza = { id: string; name: string };

export function PizzaList() {
  const input = useToolInput<{ city: string }>();
  const output = useToolOutput<{ pizzas: Pizza[] }>();
  const theme = useTheme();
  const more = useCallTool<{ cursor: string }, { pizzas: Pizza[] }>("load_more_pizzas");
  const followUp = useSendFollowUpMessage();
  const pizzas = [...(output?.pizzas ?? []), ...(more.output?.pizzas ?? [])];
  return (
    <section data-testid="widget-root" data-theme={theme}>
      <h1>{input ? `Pizzas in ${input.city}` : "Waiting for approval"}</h1>
      <ul>
        {pizzas.map((pizza) => (
          <li key={pizza.id}>{pizza.name}</li>
        ))}
      </ul>
      <button onClick={() => void more.call({ cursor: "2" })}>Load more</button>
      <button onClick={() => void followUp(`Order the ${pizzas[0]?.name}`)}>Order</button>
    </section>
  );
}
