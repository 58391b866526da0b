import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport } from "@modelcontextprotocol/server";
import { expect, it } from "vitest";
// The README's example, run as a test so it cannot rot.
import { createPizzaServer, orderPizza, pizzaList, showPizzas } from "../examples/pizza-server.mjs";

it("the README example serves its declarations unchanged", async () => {
  const server = createPizzaServer();
  const client = new Client({ name: "t", version: "1" });
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.connect(b);
  await client.connect(a);
  const { tools } = await client.listTools();
  const { securitySchemes: _top, ...order } = orderPizza.descriptor;
  expect(tools).toEqual([showPizzas.descriptor, order]);
  expect((await client.readResource({ uri: pizzaList.uri })).contents).toEqual([pizzaList.resource]);
  const call = await client.callTool({
    name: "show_pizzas",
    arguments: { city: "Rome" },
    _meta: { "openai/locale": "it-IT" },
  });
  expect(call.content).toEqual([{ type: "text", text: "Pizze a Rome" }]);
  await client.close();
  await server.close();
});
