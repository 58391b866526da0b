import { HostBridgeError } from "@hostbridge/core";
import { describe, expect, it } from "vitest";
import * as addCommand from "../add/index.js";
import * as devHost from "./index.js";

/** The package's exports that are error classes. */
const exportedErrors = Object.entries<unknown>({ ...devHost, ...addCommand }).filter(
  (entry): entry is [string, abstract new (...args: never[]) => Error] =>
    typeof entry[1] === "function" && entry[1].prototype instanceof Error,
);

describe("the dev package's errors", () => {
  it("are all core HostBridgeErrors, so one instanceof catches any of them", () => {
    expect(exportedErrors.map(([name]) => name).sort()).toEqual(["AddError", "CheckError", "DevHostError"]);
    for (const [name, errorClass] of exportedErrors) {
      expect(errorClass.prototype instanceof HostBridgeError, name).toBe(true);
    }
  });

  it("carry their code, their class name and the standard cause", () => {
    const cause = Object.assign(new Error("listen EADDRINUSE"), { code: "EADDRINUSE" });
    expect(new devHost.DevHostError("port_in_use", "Port 5173 is in use.", { cause })).toMatchObject({
      code: "port_in_use",
      name: "DevHostError",
      cause,
    });
    expect(new devHost.CheckError("aborted", "stopped")).toMatchObject({ code: "aborted", name: "CheckError" });
    expect(new addCommand.AddError("widget_exists", "taken")).toMatchObject({
      code: "widget_exists",
      name: "AddError",
    });
  });
});
