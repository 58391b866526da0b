import { describe, expect, it } from "vitest";
import { CreateError } from "./errors.js";
import { commandsFor, detectPackageManager, parsePackageManager } from "./package-managers.js";

describe("detectPackageManager", () => {
  it.each([
    ["pnpm/10.34.9 npm/? node/v20.20.2 linux x64", "pnpm"],
    ["npm/10.8.2 node/v20.20.2 linux x64 workspaces/false", "npm"],
    ["yarn/4.5.0 npm/? node/v20.20.2 linux x64", "npm"],
    [undefined, "npm"],
  ])("reads %j as %s", (userAgent, expected) => {
    expect(detectPackageManager(userAgent)).toBe(expected);
  });
});

describe("parsePackageManager", () => {
  it("accepts npm and pnpm", () => {
    expect(parsePackageManager("npm")).toBe("npm");
    expect(parsePackageManager("pnpm")).toBe("pnpm");
  });

  it("refuses anything else with the list", () => {
    expect(() => parsePackageManager("yarn")).toThrow(CreateError);
    expect(() => parsePackageManager("yarn")).toThrow('Unknown package manager "yarn". Choose one of: npm, pnpm.');
  });
});

describe("commandsFor", () => {
  it("gives each package manager's own install and run commands", () => {
    expect(commandsFor("npm").install).toBe("npm install");
    expect(commandsFor("npm").run("dev")).toBe("npm run dev");
    expect(commandsFor("npm").run("test")).toBe("npm test");
    expect(commandsFor("pnpm").install).toBe("pnpm install");
    expect(commandsFor("pnpm").run("dev")).toBe("pnpm dev");
  });
});
