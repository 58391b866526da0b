import { HostBridgeError } from "@hostbridge/core";
import { describe, expect, it } from "vitest";
import * as vitePlugin from "./index.js";

/** The package's exports that are error classes. */
const exportedErrors = Object.entries<unknown>(vitePlugin).filter(
  (entry): entry is [string, abstract new (...args: never[]) => Error] =>
    typeof entry[1] === "function" && entry[1].prototype instanceof Error,
);

describe("the Vite plugin's errors", () => {
  it("are all core HostBridgeErrors, so one instanceof catches any of them", () => {
    expect(exportedErrors.map(([name]) => name)).toEqual(["HostBridgeViteError"]);
    for (const [name, errorClass] of exportedErrors) {
      expect(errorClass.prototype instanceof HostBridgeError, name).toBe(true);
    }
  });

  it("carry their code, their class name and the standard cause", () => {
    const cause = new Error("ENOENT");
    const error = new vitePlugin.HostBridgeViteError("missing_entry", "no entry", { cause });
    expect(error).toBeInstanceOf(HostBridgeError);
    expect(error).toMatchObject({ code: "missing_entry", name: "HostBridgeViteError", cause });
  });
});
