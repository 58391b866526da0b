import { Client } from "@modelcontextprotocol/client";
import { InMemoryTransport, McpServer } from "@modelcontextprotocol/server";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { appTool, registerApp } from "./register.js";
import { defineTool } from "./tool.js";
import { toolResult } from "./tool-result.js";
import { defineWidget } from "./widget.js";

// defineTool also takes Standard Schemas that describe themselves as JSON Schema (zod ≥ 4.2).

const pizza = z.object({ id: z.string(), name: z.string(), price: z.number() });
const showPizzas = defineTool({
  name: "show_pizzas",
  inputSchema: z.object({ city: z.string().optional(), limit: z.number().int().default(2) }),
  outputSchema: z.object({ city: z.string(), pizzas: z.array(pizza) }),
  annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
  widget: "ui://widget/pizza-list.html",
});
const widget = defineWidget({
  uri: "ui://widget/pizza-list.html",
  html: "<html></html>",
  domain: "https://pizza.example.com",
});

describe("zod schemas", () => {
  it("the descriptor holds their JSON Schema (input and output sides), without the 2020-12 $schema line", () => {
    expect(showPizzas.descriptor.inputSchema).toEqual({
      type: "object",
      properties: {
        city: { type: "string" },
        limit: { type: "integer", default: 2, minimum: -9007199254740991, maximum: 9007199254740991 },
      },
    });
    expect(showPizzas.descriptor.outputSchema).toMatchObject({
      type: "object",
      required: ["city", "pizzas"],
      additionalProperties: false,
    });
    expect(showPizzas.descriptor.outputSchema).not.toHaveProperty("$schema");
    expect(showPizzas.violations).toEqual([]);
  });

  it("tools/list matches the descriptor, and the handler gets zod's parsed (defaulted) arguments", async () => {
    const server = new McpServer({ name: "z", version: "1" });
    const seenLimits: number[] = [];
    registerApp(server, {
      widgets: [widget],
      tools: [
        appTool(showPizzas, (args) => {
          seenLimits.push(args.limit); // typed as number from the zod schema
          return toolResult({ structuredContent: { city: args.city ?? "Naples", pizzas: [] } }, showPizzas);
        }),
      ],
    });
    const client = new Client({ name: "t", version: "1" });
    const [a, b] = InMemoryTransport.createLinkedPair();
    await server.connect(b);
    await client.connect(a);
    const { tools } = await client.listTools();
    expect(tools).toEqual([showPizzas.descriptor]);
    const result = await client.callTool({ name: "show_pizzas", arguments: { city: "Rome" } });
    expect(result.structuredContent).toEqual({ city: "Rome", pizzas: [] });
    expect(seenLimits).toEqual([2]);
    const bad = await client.callTool({ name: "show_pizzas", arguments: { limit: 1.5 } });
    expect(bad.isError).toBe(true);
    await client.close();
    await server.close();
  });

  it("toolResult checks structuredContent against the converted outputSchema", () => {
    // A typed caller cannot write this (the type checker holds it to the schema too); an untyped one can.
    const untyped = { city: "Rome", pizzas: [{ id: "m" }] } as Record<string, unknown> as never;
    expect(() => toolResult({ structuredContent: untyped }, showPizzas)).toThrow(
      /missing the required property "name"/,
    );
  });
});
