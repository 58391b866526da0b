import { describe, expect, it } from "vitest";
import { DevHostError } from "../errors.js";
import { parseCheckArgs } from "./check-args.js";

/** The `invalid_option` message `argv` is refused with. */
function refusal(argv: string[]): string {
  try {
    parseCheckArgs(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(DevHostError);
    expect((error as DevHostError).code).toBe("invalid_option");
    return (error as Error).message;
  }
  throw new Error(`${argv.join(" ")} was accepted`);
}

describe("hostbridge check's command line", () => {
  it("reads every option, in both --flag value and --flag=value forms", () => {
    expect(
      parseCheckArgs([
        "--server",
        "http://127.0.0.1:3000/mcp",
        "--command=node server.js",
        "--cwd",
        "srv",
        "--profile",
        "chatgpt, claude-ai",
        "--profile=mcp-apps",
        "--theme",
        "dark",
        "--width",
        "mobile",
        "--handshake-timeout",
        "1000",
        "--request-timeout=2000",
        "--start-timeout",
        "3000",
        "--concurrency",
        "4",
        "--browser",
        "/usr/bin/chromium",
        "--html",
        "report.html",
        "--json",
        "--strict",
      ]),
    ).toEqual({
      kind: "check",
      options: {
        server: "http://127.0.0.1:3000/mcp",
        command: "node server.js",
        cwd: "srv",
        profiles: ["chatgpt", "claude-ai", "mcp-apps"],
        themes: ["dark"],
        widths: ["mobile"],
        handshakeTimeoutMs: 1000,
        requestTimeoutMs: 2000,
        startTimeoutMs: 3000,
        concurrency: 4,
        browserPath: "/usr/bin/chromium",
      },
      json: true,
      strict: true,
      html: "report.html",
    });
  });

  it("leaves out what is not given", () => {
    expect(parseCheckArgs(["--server", "http://a/mcp"])).toEqual({
      kind: "check",
      options: { server: "http://a/mcp" },
      json: false,
      strict: false,
    });
    expect(parseCheckArgs(["--profile", " , "])).toMatchObject({ options: { profiles: [] } });
  });

  it("answers help wherever -h or --help is", () => {
    expect(parseCheckArgs(["--server", "x", "--help"])).toEqual({ kind: "help" });
    expect(parseCheckArgs(["--serve", "-h"])).toEqual({ kind: "help" });
  });

  it("refuses what it does not know, with a message that says what", () => {
    expect(refusal(["--serve", "x"])).toBe('Unknown option "--serve". Run hostbridge check --help.');
    expect(refusal(["--json=yes"])).toBe('Unknown option "--json=yes". Run hostbridge check --help.');
    expect(refusal(["--constructor", "x"])).toBe('Unknown option "--constructor". Run hostbridge check --help.');
    expect(refusal(["--server"])).toBe("--server needs a value.");
    expect(refusal(["--server", "--json"])).toBe("--server needs a value.");
    expect(refusal(["--server", "a", "--server=b"])).toBe("--server is given twice.");
    expect(refusal(["--concurrency", "two"])).toBe('--concurrency takes a whole number, got "two".');
  });

  it("reports every unknown option or missing value before a bad number", () => {
    expect(refusal(["--concurrency", "two", "--serve", "x"])).toMatch(/Unknown option "--serve"/);
    expect(refusal(["--request-timeout", "x", "--handshake-timeout", "y"])).toMatch(/^--handshake-timeout takes/);
  });
});
