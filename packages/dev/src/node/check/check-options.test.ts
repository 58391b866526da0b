import { HOST_PROFILE_IDS } from "@hostbridge/testing/profiles";
import { describe, expect, it } from "vitest";
import { DevHostError } from "../errors.js";
import { type CheckOptions, resolveCheckOptions } from "./check-options.js";

/** The `invalid_option` message `options` are refused with. */
function refusal(options: CheckOptions): string {
  try {
    resolveCheckOptions(options);
  } catch (error) {
    expect(error).toBeInstanceOf(DevHostError);
    expect((error as DevHostError).code).toBe("invalid_option");
    return (error as Error).message;
  }
  throw new Error("the options were accepted");
}

describe("resolveCheckOptions", () => {
  it("fills the defaults, and leaves out what is not given", () => {
    const resolved = resolveCheckOptions({ server: "http://127.0.0.1:3000/mcp", tools: [] });
    expect(resolved).toMatchObject({
      server: "http://127.0.0.1:3000/mcp",
      profiles: [...HOST_PROFILE_IDS],
      themes: ["light", "dark"],
      widths: ["desktop", "mobile"],
      handshakeTimeoutMs: 10_000,
      requestTimeoutMs: 20_000,
      startTimeoutMs: 60_000,
      concurrency: 2,
      screenshots: true,
    });
    expect(Object.keys(resolved)).not.toContain("command");
    expect(Object.keys(resolved)).not.toContain("tools");
  });

  it("keeps what is given, once each", () => {
    expect(
      resolveCheckOptions({
        command: "node server.js",
        cwd: "srv",
        browserPath: "/usr/bin/chromium",
        tools: ["show"],
        profiles: ["chatgpt", "chatgpt"],
        themes: ["dark", "dark"],
        widths: ["mobile"],
        concurrency: 4,
        screenshots: false,
      }),
    ).toMatchObject({
      command: "node server.js",
      cwd: "srv",
      browserPath: "/usr/bin/chromium",
      tools: ["show"],
      profiles: ["chatgpt"],
      themes: ["dark"],
      widths: ["mobile"],
      concurrency: 4,
      screenshots: false,
    });
  });

  it("says what is wrong with bad options", () => {
    expect(refusal({})).toMatch(/^Tell hostbridge check which MCP server to check: --server <url>/);
    expect(refusal({ server: "not a url" })).toBe(
      '--server must be a URL like http://127.0.0.1:3000/mcp, got "not a url".',
    );
    expect(refusal({ server: "ftp://a/mcp" })).toBe('--server must be an http(s) URL, got "ftp://a/mcp".');
    expect(refusal({ command: "  " })).toBe("--command is empty.");
    expect(refusal({ server: "http://a/mcp", profiles: ["chatgpt", "claude-web"] })).toMatch(
      /^Unknown profile "claude-web": pick from chatgpt/,
    );
    expect(refusal({ server: "http://a/mcp", themes: ["sepia" as never] })).toBe(
      '--theme must be light or dark, got "sepia".',
    );
    expect(refusal({ server: "http://a/mcp", widths: ["tablet" as never] })).toBe(
      '--width must be desktop or mobile, got "tablet".',
    );
    expect(refusal({ server: "http://a/mcp", concurrency: 0 })).toBe(
      "--concurrency must be a positive whole number, got 0.",
    );
    expect(refusal({ server: "http://a/mcp", handshakeTimeoutMs: 1.5 })).toBe(
      "--handshake-timeout must be a positive whole number, got 1.5.",
    );
  });
});
