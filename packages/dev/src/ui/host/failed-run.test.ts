import { describe, expect, it } from "vitest";
import { failedRunFields } from "./failed-run.js";

describe("failedRunFields", () => {
  it("tells an MCP Apps widget with tool-cancelled and the reason", () => {
    expect(failedRunFields("The MCP server at x did not answer", "cancelled")).toEqual({
      error: "The MCP server at x did not answer",
      cancelled: "The MCP server at x did not answer",
      result: null,
    });
  });

  it("gives a ChatGPT widget an error result that carries the reason, and no tool-cancelled", () => {
    expect(failedRunFields("The MCP server at x did not answer", "error-result")).toEqual({
      error: "The MCP server at x did not answer",
      cancelled: null,
      result: { isError: true, content: [{ type: "text", text: "The MCP server at x did not answer" }] },
    });
  });
});
