import { describe, expectTypeOf, it } from "vitest";
import * as z from "zod";
import { createHooks, type ToolName, type TypedSchemaLike, type TypedToolResult } from "./typed-hooks.js";

// Type tests (run by `vitest --typecheck`, never executed). The app has the shape of
// @hostbridge/server's `defineApp` result: `tools` of `{ tool, handler }`, each tool with a literal
// name and the Standard Schemas it was declared with. (The end-to-end test with the real server
// declarations is apps/demo-widgets/src/typed-hooks.test-d.ts.)

const pizza = z.object({ id: z.string(), name: z.string(), price: z.number() });

const showPizzas = {
  name: "show_pizzas",
  standardSchemas: {
    input: z.object({ city: z.string().optional(), limit: z.number().default(2) }),
    output: z.object({ city: z.string(), pizzas: z.array(pizza), nextCursor: z.string().nullable() }),
  },
} as const;

const loadMorePizzas = {
  name: "load_more_pizzas",
  standardSchemas: {
    input: z.object({ cursor: z.string() }),
    output: z.object({ pizzas: z.array(pizza), nextCursor: z.string().nullable() }),
  },
} as const;

/** A Standard Schema from another vendor than zod: only `~standard` matters. */
interface SearchSchema {
  readonly "~standard": {
    readonly version: 1;
    readonly vendor: "hand-written";
    readonly validate: (value: unknown) => { value: { query: string; page: number } };
    readonly types?: {
      readonly input: { query: string; page?: number };
      readonly output: { query: string; page: number };
    };
  };
}
const search = { name: "search", standardSchemas: { input: {} as SearchSchema, output: {} as SearchSchema } } as const;

/** A tool declared with plain JSON Schema, as defineTool types it: objects of unknown values. */
type JsonSchemaTyped = TypedSchemaLike & {
  readonly "~standard": {
    readonly types?: { readonly input: Record<string, unknown>; readonly output: Record<string, unknown> };
  };
};
const analyzeFile = {
  name: "analyze_file",
  standardSchemas: {} as { input?: JsonSchemaTyped; output?: JsonSchemaTyped },
} as const;

/** A tool without any schema types at all. */
const ping = { name: "ping", standardSchemas: {} } as const;

const handler = () => ({ content: [] });
const app = {
  widgets: [],
  tools: [
    { tool: showPizzas, handler },
    { tool: loadMorePizzas, handler },
    { tool: search, handler },
    { tool: analyzeFile, handler },
    { tool: ping, handler },
  ],
} as const;
type App = typeof app;

interface PizzaState {
  selectedId: string | null;
}
const hooks = createHooks<App, "show_pizzas", PizzaState>();

describe("createHooks", () => {
  it("knows the app's tool names", () => {
    expectTypeOf<ToolName<App>>().toEqualTypeOf<
      "show_pizzas" | "load_more_pizzas" | "search" | "analyze_file" | "ping"
    >();
  });

  it("types the widget's own tool: input from the schema's input side, output from its output side", () => {
    expectTypeOf(hooks.useToolInput()).toEqualTypeOf<{
      city?: string | undefined;
      limit?: number | undefined;
    } | null>();
    expectTypeOf(hooks.useToolOutput()).toEqualTypeOf<{
      city: string;
      pizzas: { id: string; name: string; price: number }[];
      nextCursor: string | null;
    } | null>();
    const result = hooks.useToolResult();
    expectTypeOf(result.output).toEqualTypeOf<{
      city: string;
      pizzas: { id: string; name: string; price: number }[];
      nextCursor: string | null;
    } | null>();
    expectTypeOf(result.input).toEqualTypeOf<{ city?: string | undefined; limit?: number | undefined } | null>();
  });

  it("checks useCallTool's name, arguments and result", () => {
    const more = hooks.useCallTool("load_more_pizzas");
    void more.call({ cursor: "page-2" });
    expectTypeOf(more.output).toEqualTypeOf<{
      pizzas: { id: string; name: string; price: number }[];
      nextCursor: string | null;
    } | null>();
    type MoreOutput = { pizzas: { id: string; name: string; price: number }[]; nextCursor: string | null };
    expectTypeOf(more.call).returns.resolves.toEqualTypeOf<TypedToolResult<MoreOutput> | undefined>();
    expectTypeOf(more.data?.structuredContent).toEqualTypeOf<MoreOutput | undefined>();
    expectTypeOf(more.data?.content).toEqualTypeOf<import("@hostbridge/core").ContentBlock[] | undefined>();
    // @ts-expect-error a misspelt field of structuredContent (was `unknown` through ToolResult's index signature)
    void more.data?.structuredContent?.pizzs;
    // @ts-expect-error a field a CallToolResult does not have
    void more.data?.structuredContents;

    // @ts-expect-error an unknown tool name
    hooks.useCallTool("load_less_pizzas");
    // @ts-expect-error a missing required argument
    void more.call({});
    // @ts-expect-error no arguments, though cursor is required
    void more.call();
    // @ts-expect-error a wrong type
    void more.call({ cursor: 2 });

    const list = hooks.useCallTool("show_pizzas");
    void list.call(); // every argument is optional
    // @ts-expect-error a wrong argument name
    void list.call({ town: "Naples" });
  });

  it("works with any Standard Schema, not only zod", () => {
    const found = hooks.useCallTool("search");
    void found.call({ query: "margherita" });
    // @ts-expect-error query is required
    void found.call({ page: 2 });
    expectTypeOf(found.output).toEqualTypeOf<{ query: string; page: number } | null>();
  });

  it("gives plain JSON Schema tools objects of unknown values, never any", () => {
    const analyze = hooks.useCallTool("analyze_file");
    expectTypeOf(analyze.output).toEqualTypeOf<Record<string, unknown> | null>();
    expectTypeOf(analyze.output).not.toBeAny();
    expectTypeOf(hooks.useCallTool("ping").output).toEqualTypeOf<Record<string, unknown> | null>();
    void analyze.call({ anything: 1 });
  });

  it("types the widget state it was given", () => {
    const [state, setState] = hooks.useWidgetState({ selectedId: null });
    expectTypeOf(state).toEqualTypeOf<PizzaState>();
    setState((previous) => ({ ...previous, selectedId: "p1" }));
    // @ts-expect-error not a PizzaState
    setState({ selected: "p1" });
    expectTypeOf(hooks.useWidgetStateValue()).toEqualTypeOf<PizzaState | null>();
  });

  it("without an own tool, the widget's input and output are unknown objects", () => {
    const plain = createHooks<App>();
    expectTypeOf(plain.useToolOutput()).toEqualTypeOf<Record<string, unknown> | null>();
    // @ts-expect-error the own tool must be one of the app's tools
    createHooks<App, "nope">();
  });
});
