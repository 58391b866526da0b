import { describe, expect, it } from "vitest";
import { parseCliArgs, USAGE } from "./cli-args.js";
import { DevHostError } from "./errors.js";
import { PROFILE_IDS, resolveOptions } from "./options.js";
import { HOST_PROFILE_IDS } from "@hostbridge/testing/profiles";

describe("hostbridge command line", () => {
  it("reads every option, in both --flag value and --flag=value forms", () => {
    expect(
      parseCliArgs([
        "dev",
        "--server",
        "http://127.0.0.1:3000/mcp",
        "--command=node server.js",
        "--port",
        "0",
        "--sandbox-port=4001",
        "--profile",
        "basic-host",
        "--theme",
        "dark",
        "--locale",
        "fr-FR",
        "--cwd",
        "srv",
        "--start-timeout",
        "5000",
      ]),
    ).toEqual({
      kind: "dev",
      options: {
        server: "http://127.0.0.1:3000/mcp",
        command: "node server.js",
        port: 0,
        sandboxPort: 4001,
        profile: "basic-host",
        theme: "dark",
        locale: "fr-FR",
        cwd: "srv",
        startTimeoutMs: 5000,
      },
    });
    expect(parseCliArgs([])).toEqual({ kind: "help" });
    expect(parseCliArgs(["dev", "--help"])).toEqual({ kind: "help" });
    expect(parseCliArgs(["--version"])).toEqual({ kind: "version" });
  });

  it("refuses what it does not know, with a message that says what", () => {
    const message = (argv: string[]) => {
      try {
        parseCliArgs(argv);
        return "";
      } catch (error) {
        expect(error).toBeInstanceOf(DevHostError);
        expect((error as DevHostError).code).toBe("invalid_option");
        return (error as Error).message;
      }
    };
    expect(message(["serve"])).toMatch(/Unknown command "serve": the commands are dev, check and add/);
    expect(message(["dev", "--srever", "x"])).toMatch(/Unknown option "--srever"/);
    expect(message(["dev", "--server"])).toMatch(/--server needs a value/);
    expect(message(["dev", "--port", "abc"])).toMatch(/--port takes a whole number/);
  });

  it("takes the last of a repeated option, and reads every flag before any value", () => {
    expect(parseCliArgs(["dev", "--port", "abc", "--port=4000", "--server", "http://a/mcp"])).toEqual({
      kind: "dev",
      options: { port: 4000, server: "http://a/mcp" },
    });
    expect(() => parseCliArgs(["dev", "--port", "abc", "--srever", "x"])).toThrow(/Unknown option "--srever"/);
    expect(() => parseCliArgs(["dev", "--port", "99999999999999999999"])).toThrow(/--port takes a whole number/);
    expect(() => parseCliArgs(["dev", "--json"])).toThrow('Unknown option "--json". Run hostbridge --help.');
  });
});

describe("hostbridge --help", () => {
  it("names every command, with where each one's own usage is", () => {
    const commands = USAGE.slice(0, USAGE.indexOf("Usage: hostbridge dev"));
    expect(commands).toMatch(/^ {2}dev {2,}open the dev host/m);
    expect(commands).toMatch(/^ {2}check {2,}.*\n.*hostbridge check --help/m);
    expect(commands).toMatch(/^ {2}add widget <name> {2,}/m);
    expect(commands).toContain("npm run add -- widget <name>; hostbridge add --help");
    expect(parseCliArgs([])).toEqual({ kind: "help" });
  });
});

describe("resolveOptions", () => {
  const code = (options: Parameters<typeof resolveOptions>[0]) => {
    try {
      resolveOptions(options);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("fills the defaults", () => {
    expect(resolveOptions({ server: "http://127.0.0.1:3000/mcp" })).toMatchObject({
      port: 5310,
      sandboxPort: 5311,
      profile: "mcp-apps",
      theme: "light",
      locale: "en-US",
      startTimeoutMs: 60_000,
    });
  });

  it("says what is wrong with bad options", () => {
    expect(code({})).toMatch(/--server <url>/);
    expect(code({ server: "localhost:3000" })).toMatch(/http\(s\) URL/);
    expect(code({ server: "not a url" })).toMatch(/must be a URL/);
    expect(code({ command: "  " })).toMatch(/--command is empty/);
    expect(code({ server: "http://a/mcp", profile: "claude" as never })).toMatch(/--profile must be one of/);
    expect(code({ server: "http://a/mcp", theme: "sepia" as never })).toMatch(/light or dark/);
    expect(code({ server: "http://a/mcp", locale: "en_US_bad!" })).toMatch(/BCP 47/);
    expect(code({ server: "http://a/mcp", port: 70000 })).toMatch(/port number/);
    expect(code({ server: "http://a/mcp", port: 4000, sandboxPort: 4000 })).toMatch(/must differ/);
  });

  it("offers exactly the profiles of @hostbridge/testing/profiles", () => {
    expect([...PROFILE_IDS].sort()).toEqual([...HOST_PROFILE_IDS].sort());
  });
});
