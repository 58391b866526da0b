import { HostBridgeError } from "@hostbridge/core";
import { describe, expect, it } from "vitest";
import * as server from "./index.js";

/** The package's exports that are error classes. */
const exportedErrors = Object.entries<unknown>(server).filter(
  (entry): entry is [string, abstract new (...args: never[]) => Error] =>
    typeof entry[1] === "function" && entry[1].prototype instanceof Error,
);

describe("the server package's errors", () => {
  it("are all core HostBridgeErrors, so one instanceof catches any of them", () => {
    expect(exportedErrors.map(([name]) => name).sort()).toEqual([
      "HostBridgeServerError",
      "MetadataError",
      "ToolResultError",
    ]);
    for (const [name, errorClass] of exportedErrors) {
      expect(errorClass.prototype instanceof HostBridgeError, name).toBe(true);
    }
  });

  it("carry their code, their own class name and the standard cause", () => {
    const cause = new SyntaxError("Unexpected token");
    const error = new server.HostBridgeServerError("invalid_manifest", "dist/manifest.json: not JSON", { cause });
    expect(error).toBeInstanceOf(HostBridgeError);
    expect(error).toMatchObject({ code: "invalid_manifest", name: "HostBridgeServerError", cause });
    const metadata = new server.MetadataError("invalid_tool", 'Tool "x"', []);
    expect(metadata).toMatchObject({ code: "invalid_tool", name: "MetadataError" });
    expect(new server.ToolResultError("output_schema_missing", "no schema").name).toBe("ToolResultError");
  });
});
