import { describe, expect, it } from "vitest";
import { parseToolArguments } from "./parse-tool-arguments.js";

describe("parseToolArguments", () => {
  it("reads a JSON object, and empty text as {}", () => {
    expect(parseToolArguments('{ "city": "Naples" }')).toEqual({ city: "Naples" });
    expect(parseToolArguments("")).toEqual({});
  });

  it("refuses JSON that is not an object, and text that is not JSON", () => {
    expect(() => parseToolArguments("[1]")).toThrow("Arguments must be a JSON object");
    expect(() => parseToolArguments("null")).toThrow("Arguments must be a JSON object");
    expect(() => parseToolArguments("{ nope")).toThrow(SyntaxError);
  });
});
