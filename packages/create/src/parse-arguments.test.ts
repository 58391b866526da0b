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
    ["--bogus", ["my-app", "--bogus"]],
    ["-x", ["my-app", "-fx"]],
    ["--colour", ["--colour=red"]],
  ])("names the unknown option %s and lists the valid ones, without Node's hint about positionals", (option, argv) => {
    const refusal = () => parseCliArguments(argv);
    expect(refusal).toThrow(CreateError);
    expect(refusal).toThrow(
      `Unknown option ${option}. The options are --name, --template (-t), --package-manager, --pm, --force (-f), --install, --no-install, --git, --no-git, --yes (-y), --help (-h), --version (-v); run with --help for what they do.`,
    );
  });

  it("takes an argument after -- as the folder, even when it starts with -", () => {
    expect(parseCliArguments(["--", "--odd-folder"]).folder).toBe("--odd-folder");
  });

  it.each([
    [["--colour", "red"], "Unknown option --colour."],
    [["a", "b"], "Give one project folder, not 2 (a, b)."],
    [["--pm", "bun"], 'Unknown package manager "bun"'],
    [["--name"], "--name"],
  ])("refuses %j", (argv, message) => {
    expect(() => parseCliArguments(argv)).toThrow(CreateError);
    expect(() => parseCliArguments(argv)).toThrow(message);
  });
});
