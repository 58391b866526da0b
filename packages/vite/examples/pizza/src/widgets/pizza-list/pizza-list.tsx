import { useToolOutput } from "@hostbridge/react";

export type PizzaOutput = {
  pizzas: { id: string; name: string; photo: string }[];
};

export function PizzaList() {
  const output = useToolOutput<PizzaOutput>();
  if (!output) return <p>Looking for pizza…</p>;
  return (
    <ul>
      {output.pizzas.map((pizza) => (
        <li key={pizza.id}>
          {/* An external image: its origin is declared in widget.ts, or the build fails. */}
          <img src={pizza.photo} alt="" width={48} height={48} /> {pizza.name}
        </li>
      ))}
    </ul>
  );
}
