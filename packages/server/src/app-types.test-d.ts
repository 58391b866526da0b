import type { ServerContext } from "@modelcontextprotocol/server";
import { describe, expectTypeOf, it } from "vitest";
import * as z from "zod";
import type { FileParamValue } from "./file-params.js";
import { fileParam } from "./file-params.js";
import { appTool, defineApp, registerWidgetTool, type AppTool } from "./register.js";
import { jsonStandardSchema } from "./standard-schema.js";
import { defineTool, type ToolDefinition } from "./tool.js";
import { toolError, toolResult } from "./tool-result.js";
import type { ToolResult, ToolResultOf } from "./types.js";

// Type tests (run by `vitest --typecheck`, never executed): what the declarations carry for a
// widget's typed hooks, and what a handler receives.

const hints = { readOnlyHint: true, destructiveHint: false, openWorldHint: false };
/** A result without structuredContent: fits every tool. */
const done = () => ({ content: [] });

const showPizzas = defineTool({
  name: "show_pizzas",
  inputSchema: z.object({ city: z.string().optional(), limit: z.number().default(2) }),
  outputSchema: z.object({ city: z.string(), count: z.number() }),
  annotations: hints,
});

const analyzeFile = defineTool({
  name: "analyze_file",
  inputSchema: { type: "object", properties: { file: fileParam() }, required: ["file"] },
  outputSchema: { type: "object", properties: { summary: { type: "string" } } },
  annotations: hints,
});

const typedJson = defineTool({
  name: "typed_json",
  inputSchema: jsonStandardSchema<{ file: FileParamValue }>({
    type: "object",
    properties: { file: fileParam() },
    required: ["file"],
  }),
  annotations: hints,
});

describe("defineTool", () => {
  it("keeps the name as a literal type", () => {
    expectTypeOf(showPizzas.name).toEqualTypeOf<"show_pizzas">();
    expectTypeOf(showPizzas).toMatchTypeOf<ToolDefinition<unknown, unknown, string, unknown>>();
  });

  it("types a zod tool: the handler gets the parsed (defaulted) arguments, a caller sends the input side", () => {
    expectTypeOf<
      NonNullable<NonNullable<typeof showPizzas.standardSchemas.input>["~standard"]["types"]>["output"]
    >().toEqualTypeOf<{ city?: string | undefined; limit: number }>();
    expectTypeOf<
      NonNullable<NonNullable<typeof showPizzas.standardSchemas.input>["~standard"]["types"]>["input"]
    >().toEqualTypeOf<{ city?: string | undefined; limit?: number | undefined }>();
    appTool(showPizzas, (args, ctx) => {
      expectTypeOf(args).toEqualTypeOf<{ city?: string | undefined; limit: number }>();
      expectTypeOf(ctx).toEqualTypeOf<ServerContext>();
      return done();
    });
  });

  it("types a plain JSON Schema tool as objects of unknown values, never any", () => {
    appTool(analyzeFile, (args) => {
      expectTypeOf(args).toEqualTypeOf<Record<string, unknown>>();
      expectTypeOf(args.file).toBeUnknown();
      return done();
    });
  });

  it("lets jsonStandardSchema<T> give plain JSON Schema a type", () => {
    appTool(typedJson, (args) => {
      expectTypeOf(args.file).toEqualTypeOf<FileParamValue>();
      return done();
    });
  });

  it("rejects a handler of the wrong argument type", () => {
    // @ts-expect-error limit is a number
    appTool(showPizzas, (_args: { limit: string }) => done());
    // @ts-expect-error the handler must return a tool result
    registerWidgetTool(null as never, showPizzas, () => 42);
  });
});

describe("a handler's structuredContent", () => {
  it("is checked against the tool's outputSchema by the type checker", () => {
    appTool(showPizzas, (args) => ({ structuredContent: { city: args.city ?? "Naples", count: args.limit } }));
    appTool(showPizzas, async () => toolResult({ structuredContent: { city: "Rome", count: 1 } }, showPizzas));
    // @ts-expect-error a misspelt field (cty) of structuredContent
    appTool(showPizzas, () => ({ structuredContent: { cty: "Naples", count: 1 } }));
    // @ts-expect-error a field of the wrong type
    appTool(showPizzas, () => ({ structuredContent: { city: "Naples", count: "one" } }));
    // @ts-expect-error a missing required field
    registerWidgetTool(null as never, showPizzas, async () => ({ structuredContent: { city: "Naples" } }));
    // @ts-expect-error toolResult with the tool holds its structuredContent to the schema as well
    toolResult({ structuredContent: { city: "Rome", count: "1" } }, showPizzas);
    // An error result fits any tool; a plain JSON Schema tool takes any object.
    appTool(showPizzas, () => toolError({ message: "no pizzas" }));
    appTool(analyzeFile, () => ({ structuredContent: { summary: "ok", anything: 1 } }));
    expectTypeOf<ToolResultOf<{ city: string }>["structuredContent"]>().toEqualTypeOf<{ city: string } | undefined>();
    expectTypeOf<ToolResultOf<{ city: string }>["content"]>().toEqualTypeOf<ToolResult["content"]>();
  });
});

describe("defineApp", () => {
  it("keeps every tool's type in the app's type", () => {
    const app = defineApp({ tools: [appTool(showPizzas, done), appTool(analyzeFile, done)] });
    type Tools = NonNullable<typeof app.tools>;
    expectTypeOf<Tools[0]["tool"]["name"]>().toEqualTypeOf<"show_pizzas">();
    expectTypeOf<Tools[1]["tool"]["name"]>().toEqualTypeOf<"analyze_file">();
    // Any app tool is an AppTool, whatever its types.
    expectTypeOf<Tools[number]>().toMatchTypeOf<AppTool>();
  });
});

describe("toolResult", () => {
  it("takes a tool of any types, also one whose arguments are an interface", () => {
    interface Query {
      query: string;
    }
    const search = defineTool({
      name: "search",
      inputSchema: jsonStandardSchema<Query>({ type: "object", properties: { query: { type: "string" } } }),
      outputSchema: { type: "object" },
      annotations: hints,
    });
    expectTypeOf(toolResult).toBeCallableWith({ structuredContent: {} }, search);
    expectTypeOf(toolResult).toBeCallableWith({ structuredContent: {} }, showPizzas);
  });
});
