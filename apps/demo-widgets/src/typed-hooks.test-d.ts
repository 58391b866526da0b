import { createHooks, type ToolCallArgs, type ToolName } from "@hostbridge/react";
import { describe, expectTypeOf, it } from "vitest";
import type { DemoApp } from "./shared/demo-app.js";

// End-to-end types (run by `vitest --typecheck`, never executed): the demo server's real
// declarations (apps/demo-server/src/create-server.ts, zod and typed JSON Schema) reach the
// widgets' hooks, and tsc rejects what the server would reject.

const pizzaHooks = createHooks<DemoApp, "show_pizzas", { selectedId: string | null }>();

describe("the demo app's types in a widget", () => {
  it("lists every tool of the server", () => {
    expectTypeOf<ToolName<DemoApp>>().toEqualTypeOf<
      | "show_pizzas"
      | "load_more_pizzas"
      | "open_file_desk"
      | "analyze_file"
      | "show_display_demo"
      | "show_todos"
      | "inspect_host"
    >();
  });

  it("types show_pizzas' output for the pizza list", () => {
    const output = pizzaHooks.useToolOutput();
    expectTypeOf(output).toEqualTypeOf<{
      city: string;
      pizzas: { id: string; name: string; description: string; price: number; rating: number; toppings: string[] }[];
      nextCursor: string | null;
    } | null>();
    expectTypeOf(pizzaHooks.useToolInput()).toEqualTypeOf<{ city?: string | undefined } | null>();
  });

  it('checks useCallTool("load_more_pizzas")', () => {
    const more = pizzaHooks.useCallTool("load_more_pizzas");
    void more.call({ cursor: "naples:2" });
    expectTypeOf(more.output?.nextCursor).toEqualTypeOf<string | null | undefined>();
    // @ts-expect-error a wrong argument name
    void more.call({ cursr: "naples:2" });
    // @ts-expect-error a missing required argument
    void more.call({});
    // @ts-expect-error an unknown tool name
    pizzaHooks.useCallTool("load_less_pizzas");
  });

  it("types analyze_file's file param from its typed JSON Schema", () => {
    expectTypeOf<ToolCallArgs<DemoApp, "analyze_file">["file"]>().toEqualTypeOf<{
      download_url: string;
      file_id: string;
      mime_type?: string;
      file_name?: string;
    }>();
    const analyze = pizzaHooks.useCallTool("analyze_file");
    // @ts-expect-error file_id is required
    void analyze.call({ file: { download_url: "https://example.com/f" } });
    expectTypeOf(analyze.output).toEqualTypeOf<{
      fileId: string;
      fileName: string | null;
      mimeType: string | null;
      summary: string;
    } | null>();
  });

  it("types the widget state", () => {
    const [state] = pizzaHooks.useWidgetState({ selectedId: null });
    expectTypeOf(state.selectedId).toEqualTypeOf<string | null>();
  });
});
