import { describe, expect, it } from "vitest";
import { CreateError } from "./errors.js";
import { assertPackageName, packageNameProblems, suggestPackageName } from "./package-name.js";

describe("packageNameProblems", () => {
  it.each(["my-app", "widgets", "@acme/pizza-widget", "a.b_c", "x1", "a".repeat(214)])("accepts %s", (name) => {
    expect(packageNameProblems(name)).toEqual([]);
  });

  it.each([
    ["", "it is empty"],
    ["My-App", "it has capital letters"],
    [".hidden", 'starts with "."'],
    ["_private", 'starts with "_"'],
    ["my app", "not URL-safe"],
    [" my-app", "spaces around it"],
    ["café", "not URL-safe"],
    ["fs", "built-in module"],
    ["node_modules", "reserved"],
    ["@acme", "exactly one slash"],
    ["@acme/a/b", "exactly one slash"],
    ["wow!", "~'!()*"],
    ["a".repeat(215), "longer than 214"],
  ])("refuses %j (%s)", (name, reason) => {
    expect(packageNameProblems(name).join("; ")).toContain(reason);
  });
});

describe("assertPackageName", () => {
  it("throws a CreateError with code invalid_name that names the rule and a valid name", () => {
    const error = (() => {
      try {
        assertPackageName("My App");
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(CreateError);
    expect((error as CreateError).code).toBe("invalid_name");
    expect((error as CreateError).message).toContain("capital letters");
    expect((error as CreateError).message).toContain("--name my-app");
  });
});

describe("suggestPackageName", () => {
  it.each([
    ["My App", "my-app"],
    ["__x__", "x__"],
    ["Élan", "lan"],
    ["!!!", "hostbridge-app"],
  ])("turns %j into %j, a valid name", (folder, expected) => {
    expect(suggestPackageName(folder)).toBe(expected);
    expect(packageNameProblems(suggestPackageName(folder))).toEqual([]);
  });
});
