import { describe, expect, it } from "vitest";
import { ToolResultError } from "./errors.js";
import { compileSchema } from "./schema-check.js";
import { defineTool } from "./tool.js";
import { toolError, toolResult } from "./tool-result.js";

const hints = { readOnlyHint: true, destructiveHint: false, openWorldHint: false };
const pizza = {
  type: "object",
  properties: {
    id: { type: "string" },
    name: { type: "string" },
    price: { type: "number" },
    toppings: { type: "array", items: { type: "string" } },
  },
  required: ["id", "name", "price", "toppings"],
  additionalProperties: false,
};
const showPizzas = defineTool({
  name: "show_pizzas",
  outputSchema: {
    type: "object",
    properties: {
      city: { type: "string" },
      pizzas: { type: "array", items: { $ref: "#/$defs/Pizza" } },
      nextCursor: { type: ["string", "null"] },
    },
    required: ["city", "pizzas", "nextCursor"],
    $defs: { Pizza: pizza },
  },
  annotations: hints,
});

describe("toolResult", () => {
  it("builds the result and adds the JSON as a text block when content is omitted", () => {
    const structuredContent = {
      city: "Naples",
      pizzas: [{ id: "m", name: "Margherita", price: 8, toppings: ["basil"] }],
      nextCursor: null,
    };
    expect(toolResult({ structuredContent, meta: { byId: { m: 1 } } }, showPizzas)).toEqual({
      content: [{ type: "text", text: JSON.stringify(structuredContent) }],
      structuredContent,
      _meta: { byId: { m: 1 } },
    });
  });

  it("takes content as a string or as blocks, and [] for none", () => {
    const structuredContent = { city: "Rome", pizzas: [], nextCursor: "c2" };
    expect(toolResult({ structuredContent, content: "Found 0 pizzas." }, showPizzas).content).toEqual([
      { type: "text", text: "Found 0 pizzas." },
    ]);
    expect(toolResult({ structuredContent, content: [] }, showPizzas).content).toEqual([]);
    expect(toolResult({ content: "plain" })).toEqual({ content: [{ type: "text", text: "plain" }] });
  });

  it("reports every mismatch with the outputSchema by path", () => {
    let caught: unknown;
    try {
      toolResult(
        {
          structuredContent: {
            city: "Naples",
            pizzas: [{ id: "m", name: "Margherita", price: "8", toppings: [], extra: true }],
          },
        },
        showPizzas,
      );
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolResultError);
    const error = caught as ToolResultError;
    expect(error.code).toBe("invalid_structured_content");
    expect(error.violations.map((v) => v.path).sort()).toEqual([
      "structuredContent",
      "structuredContent.pizzas[0]",
      "structuredContent.pizzas[0].price",
    ]);
    expect(error.message).toContain('/pizzas/0 has an unexpected property "extra"');
    expect(error.message).toContain('(root) is missing the required property "nextCursor"');
  });

  it("refuses structuredContent from a tool that declares no outputSchema", () => {
    const plain = defineTool({ name: "ping", annotations: hints });
    expect(() => toolResult({ structuredContent: { ok: true } }, plain)).toThrow(
      expect.objectContaining({ code: "output_schema_missing" }),
    );
    expect(toolResult({ content: "pong" }, plain).content).toEqual([{ type: "text", text: "pong" }]);
  });

  it("refuses a non-object structuredContent", () => {
    expect(() => toolResult({ structuredContent: [1, 2] as never })).toThrow(ToolResultError);
  });

  it("compiles each schema once, also when an equal schema comes as a new object", () => {
    const schema = showPizzas.descriptor.outputSchema!;
    expect(compileSchema(schema)).toBe(compileSchema(schema));
    expect(compileSchema(structuredClone(schema))).toBe(compileSchema(schema));
  });

  it("an uncompilable schema is a typed error", () => {
    expect(() =>
      toolResult(
        { structuredContent: {} },
        { name: "bad", outputSchema: { type: "object", properties: { a: { $ref: "#/nowhere" } } } },
      ),
    ).toThrow(expect.objectContaining({ code: "invalid_schema" }));
  });

  it("accepts a draft-07 schema too", () => {
    const tool = {
      name: "legacy",
      outputSchema: {
        $schema: "http://json-schema.org/draft-07/schema#",
        type: "object",
        properties: { n: { type: "integer" } },
        required: ["n"],
      },
    };
    expect(toolResult({ structuredContent: { n: 1 } }, tool).structuredContent).toEqual({ n: 1 });
    expect(() => toolResult({ structuredContent: { n: 1.5 } }, tool)).toThrow(/must be integer/);
  });
});

describe("toolError", () => {
  it("carries the WWW-Authenticate challenge that starts OAuth", () => {
    expect(
      toolError({
        message: "Sign in to see your orders.",
        wwwAuthenticate: 'Bearer resource_metadata="https://pizza.example.com/.well-known/oauth-protected-resource"',
      }),
    ).toEqual({
      content: [{ type: "text", text: "Sign in to see your orders." }],
      isError: true,
      _meta: {
        "mcp/www_authenticate":
          'Bearer resource_metadata="https://pizza.example.com/.well-known/oauth-protected-resource"',
      },
    });
  });
});
