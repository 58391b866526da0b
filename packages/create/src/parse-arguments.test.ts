import { describe, expect, it } from "vitest";
import { CreateError } from "./errors.js";
import { parseCliArguments } from "./parse-arguments.js";

describe("parseCliArguments", () => {
  it("reads the folder and every flag", () => {
    expect(
      parseCliArguments([
        "my-app",
        "--name",
        "@acme/my-app",
        "--template",
        "react",
        "--package-manager",
        "pnpm",
        "--force",
        "--yes",
      ]),
    ).toEqual({
      folder: "my-app",
      packageName: "@acme/my-app",
      template: "react",
      packageManager: "pnpm",
      force: true,
      yes: true,
      help: false,
      version: false,
    });
  });

  it("has short forms and --pm", () => {
    expect(parseCliArguments(["-t", "react", "--pm", "npm", "-f", "-y"])).toMatchObject({
      template: "react",
      packageManager: "npm",
      force: true,
      yes: true,
    });
    expect(parseCliArguments(["-h"]).help).toBe(true);
    expect(parseCliArguments(["-v"]).version).toBe(true);
  });

  it("leaves out what was not given", () => {
    expect(parseCliArguments([])).toEqual({ force: false, yes: false, help: false, version: false });
  });

  it.each([
    [["--colour", "red"], "Unknown option '--colour'"],
    [["a", "b"], "Give one project folder, not 2 (a, b)."],
    [["--pm", "bun"], 'Unknown package manager "bun"'],
    [["--name"], "--name"],
  ])("refuses %j", (argv, message) => {
    expect(() => parseCliArguments(argv)).toThrow(CreateError);
    expect(() => parseCliArguments(argv)).toThrow(message);
  });
});
