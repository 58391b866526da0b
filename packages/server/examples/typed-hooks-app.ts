// The server half of @hostbridge/react's README section on `createHooks`: the app whose type a
// widget imports. Typechecked with this package; the widget half is
// packages/react/examples/typed-hooks/widget/pizza-list.tsx, which imports `PizzaApp` from here.
import { readFileSync } from "node:fs";
import { appTool, defineApp, defineTool, defineWidget, toolResult } from "@hostbridge/server";
import * as z from "zod";

const pizza = z.object({ id: z.string(), name: z.string() });
const page = z.object({ pizzas: z.array(pizza), nextCursor: z.string().nullable() });

const pizzaList = defineWidget({
  uri: "ui://widget/pizza-list.html",
  html: readFileSync("dist/widgets/pizza-list.html", "utf8"),
});

const showPizzas = defineTool({
  name: "show_pizzas",
  inputSchema: z.object({ city: z.string().default("Naples") }),
  outputSchema: page.extend({ city: z.string() }),
  annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
  widget: pizzaList,
});

const loadMorePizzas = defineTool({
  name: "load_more_pizzas",
  inputSchema: z.object({ cursor: z.string() }),
  outputSchema: page,
  annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
  visibility: ["app"],
});

const listPizzas = ({ city }: { city: string }) =>
  toolResult({ structuredContent: { city, pizzas: [{ id: "p1", name: "Margherita" }], nextCursor: "2" } }, showPizzas);

const nextPage = ({ cursor }: { cursor: string }) =>
  toolResult(
    { structuredContent: { pizzas: [{ id: `p${cursor}`, name: "Diavola" }], nextCursor: null } },
    loadMorePizzas,
  );

// #region app
// server/app.ts
export function createApp() {
  return defineApp({
    widgets: [pizzaList],
    tools: [appTool(showPizzas, listPizzas), appTool(loadMorePizzas, nextPage)],
  });
}
export type PizzaApp = ReturnType<typeof createApp>;
// #endregion app
