import { describe, expect, it } from "vitest";
import { parseAppToolArguments, readAppTools } from "./app-tools.js";

describe("readAppTools", () => {
  it("keeps name, description and input schema; a missing schema becomes an empty object schema", () => {
    expect(
      readAppTools({
        tools: [
          { name: "get_visible_pizzas", description: "What is shown", inputSchema: { type: "object", properties: {} } },
          { name: "bare" },
        ],
      }),
    ).toEqual([
      { name: "get_visible_pizzas", description: "What is shown", inputSchema: { type: "object", properties: {} } },
      { name: "bare", description: null, inputSchema: { type: "object" } },
    ]);
  });

  it("rejects an answer without a tools array, or a tool without a name", () => {
    expect(() => readAppTools({})).toThrow("has no tools array");
    expect(() => readAppTools(null)).toThrow("has no tools array");
    expect(() => readAppTools({ tools: [{ name: "ok" }, { description: "x" }] })).toThrow(
      "Tool 1 in the widget's tools/list answer has no name.",
    );
  });
});

describe("parseAppToolArguments", () => {
  it("reads a JSON object; empty text is {}", () => {
    expect(parseAppToolArguments('{ "limit": 2 }')).toEqual({ ok: true, args: { limit: 2 } });
    expect(parseAppToolArguments("  ")).toEqual({ ok: true, args: {} });
  });

  it("says why bad text cannot be sent", () => {
    const broken = parseAppToolArguments("{ limit: 2 }");
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toMatch(/^Arguments are not valid JSON: /);
    expect(parseAppToolArguments("[1]")).toEqual({ ok: false, error: "Arguments must be a JSON object, like {}." });
    expect(parseAppToolArguments("3")).toEqual({ ok: false, error: "Arguments must be a JSON object, like {}." });
  });
});
