// The API reference's examples: each region is the `@example` of one function's JSDoc
// (`node scripts/readme-snippets.mjs --write` copies it there). Typechecked with the package,
// never run: the registration regions are alternatives, and one server cannot take a tool twice.
import { readFileSync } from "node:fs";
import {
  appTool,
  defineApp,
  defineTool,
  defineWidget,
  readClientMeta,
  registerApp,
  registerWidget,
  registerWidgetTool,
  toolError,
  toolResult,
} from "@hostbridge/server";
import { McpServer } from "@modelcontextprotocol/server";

const server = new McpServer({ name: "pizza", version: "1.0.0" });

// #region defineWidget
const pizzaList = defineWidget({
  uri: "ui://widget/pizza-list.html",
  html: readFileSync("dist/widgets/pizza-list.html", "utf8"),
  csp: { connectDomains: ["https://api.example.com"] },
  hashInUri: true,
});
// #endregion defineWidget

// #region defineTool
const showPizzas = defineTool({
  name: "show_pizzas",
  inputSchema: { type: "object", properties: { city: { type: "string" } } },
  outputSchema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
  annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
  widget: pizzaList,
});
// #endregion defineTool

// #region toolResult
function showPizzasResult(city: string) {
  // structuredContent is checked against showPizzas' outputSchema: a mismatch throws a ToolResultError
  return toolResult({ structuredContent: { city }, content: `Pizzas in ${city}` }, showPizzas);
}
// #endregion toolResult

// #region toolError
function signInToOrder() {
  // The challenge makes ChatGPT start OAuth, then call the tool again
  return toolError({
    message: "Sign in to order a pizza.",
    wwwAuthenticate: 'Bearer resource_metadata="https://pizza.example.com/.well-known/oauth-protected-resource"',
  });
}
// #endregion toolError

// #region registerWidget
registerWidget(server, pizzaList); // resources/read returns exactly pizzaList.resource
// #endregion registerWidget

// #region registerWidgetTool
registerWidgetTool(server, showPizzas, async (args) => {
  // args were validated against the inputSchema; the result is checked against the outputSchema
  const city = typeof args.city === "string" ? args.city : "Naples";
  return toolResult({ structuredContent: { city }, content: `Pizzas in ${city}` }, showPizzas);
});
// #endregion registerWidgetTool

// #region appTool
const showPizzasTool = appTool(showPizzas, async (args, ctx) => {
  const { locale } = readClientMeta(ctx.mcpReq._meta); // a hint for wording, never for authorisation
  const city = String(args.city ?? "Naples");
  const content = locale?.startsWith("it") ? `Pizze a ${city}` : `Pizzas in ${city}`;
  return toolResult({ structuredContent: { city }, content }, showPizzas);
});
// #endregion appTool

// #region registerApp
// Throws a MetadataError (invalid_app) if a tool's template is not one of the widgets.
registerApp(server, { widgets: [pizzaList], tools: [showPizzasTool] });
// #endregion registerApp

// #region defineApp
export const app = defineApp({
  widgets: [pizzaList],
  tools: [
    appTool(showPizzas, (args) => toolResult({ structuredContent: { city: args.city ?? "Naples" } }, showPizzas)),
  ],
});
// in the widget: const { useToolOutput } = createHooks<typeof app>();
// #endregion defineApp

export { showPizzasResult, signInToOrder };
