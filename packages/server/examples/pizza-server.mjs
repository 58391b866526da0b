// A complete MCP server with one widget and two tools, declared once with @hostbridge/server.
// Run it (after `pnpm --filter @hostbridge/server build`):  node packages/server/examples/pizza-server.mjs
// It connects an in-memory MCP client and prints what a host would see.
import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport, McpServer } from "@modelcontextprotocol/server";
import { defineTool, defineWidget, readClientMeta, registerApp, toolResult } from "@hostbridge/server";

const pizzaSchema = {
  type: "object",
  properties: { id: { type: "string" }, name: { type: "string" }, price: { type: "number" } },
  required: ["id", "name", "price"],
};

export const pizzaList = defineWidget({
  uri: "ui://widget/pizza-list.html",
  html: "<!doctype html><html><body><div id=root></div><script type=module>/* your bundle */</script></body></html>",
  title: "Pizza list",
  description: "A carousel of pizzas; the user picks one.",
  csp: {
    connectDomains: ["https://api.example.com"],
    resourceDomains: ["https://cdn.example.com"],
    redirectDomains: ["https://checkout.example.com"],
  },
  domain: "https://pizza.example.com",
  prefersBorder: true,
  displayModes: ["inline", "fullscreen"],
  hashInUri: true, // ui://widget/pizza-list.<hash>.html: a new deploy is a new URI, no stale HTML
});

export const showPizzas = defineTool({
  name: "show_pizzas",
  title: "Show pizzas",
  description: "Lists pizzas in a city.",
  inputSchema: { type: "object", properties: { city: { type: "string" } } },
  outputSchema: {
    type: "object",
    properties: { city: { type: "string" }, pizzas: { type: "array", items: pizzaSchema } },
    required: ["city", "pizzas"],
  },
  annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
  widget: pizzaList,
  invoking: "Slicing pizzas…",
  invoked: "Pizzas served",
});

export const orderPizza = defineTool({
  name: "order_pizza",
  inputSchema: { type: "object", properties: { id: { type: "string" } }, required: ["id"] },
  outputSchema: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] },
  annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
  visibility: ["app"], // only the widget may call it
  securitySchemes: [{ type: "oauth2", scopes: ["orders.write"] }],
});

/** Builds the server; `registerApp` checks that every tool's template is one of the widgets. */
export function createPizzaServer() {
  const server = new McpServer({ name: "pizza", version: "1.0.0" });
  registerApp(server, {
    widgets: [pizzaList],
    tools: [
      {
        tool: showPizzas,
        handler: (args, ctx) => {
          // Hints only: use the locale for wording, never for authorisation.
          const { locale } = readClientMeta(ctx.mcpReq._meta);
          const city = args.city ?? "Naples";
          const pizzas = [{ id: "margherita", name: "Margherita", price: 8 }];
          return toolResult(
            {
              structuredContent: { city, pizzas },
              content: locale?.startsWith("it") ? `Pizze a ${city}` : `Pizzas in ${city}`,
            },
            showPizzas, // checks structuredContent against outputSchema
          );
        },
      },
      {
        tool: orderPizza,
        handler: (args) => toolResult({ structuredContent: { orderId: `order-${args.id}` } }, orderPizza),
      },
    ],
  });
  return server;
}

async function main() {
  const server = createPizzaServer();
  const client = new Client({ name: "example-host", version: "1.0.0" });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  const { tools } = await client.listTools();
  const { contents } = await client.readResource({ uri: pizzaList.uri });
  const call = await client.callTool({
    name: "show_pizzas",
    arguments: { city: "Rome" },
    _meta: { "openai/locale": "it-IT" },
  });
  console.log(
    JSON.stringify({ tools, resource: { ...contents[0], text: `${contents[0].text.length} chars` }, call }, null, 2),
  );
  await client.close();
  await server.close();
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
