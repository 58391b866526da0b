import { describe, expect, it } from "vitest";
import { exampleArguments } from "./example-arguments.js";

describe("exampleArguments", () => {
  it("fills required properties and optional ones with a default or an example", () => {
    const inputSchema = {
      type: "object" as const,
      properties: {
        city: { type: "string" },
        limit: { type: "integer", minimum: 1 },
        sort: { type: "string", enum: ["rating", "price"] },
        units: { type: "string", default: "metric" },
        tags: { type: "array", items: { type: "string" }, examples: [["vegan"]] },
        note: { type: "string" },
        file: {
          type: "object",
          properties: { download_url: { type: "string" }, file_id: { type: "string" } },
          required: ["download_url", "file_id"],
        },
        maybe: { anyOf: [{ type: "boolean" }, { type: "null" }] },
      },
      required: ["city", "limit", "sort", "file", "maybe"],
    };
    expect(exampleArguments({ inputSchema })).toEqual({
      city: "",
      limit: 1,
      sort: "rating",
      units: "metric",
      tags: ["vegan"],
      file: { download_url: "", file_id: "" },
      maybe: false,
    });
  });

  it("is an empty object for a tool without properties", () => {
    expect(exampleArguments({ inputSchema: { type: "object" } })).toEqual({});
  });
});
