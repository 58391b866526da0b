import { HOST_PROFILE_IDS } from "@hostbridge/testing/profiles";
import { describe, expect, it } from "vitest";
import { parseCliArgs, USAGE } from "./cli-args.js";

const refusal = (profile: string) => {
  try {
    parseCliArgs(["dev", "--server", "http://127.0.0.1:3000/mcp", "--profile", profile]);
  } catch (error) {
    return error as { code: string; message: string };
  }
  throw new Error(`--profile ${profile} was taken`);
};

describe("hostbridge dev --profile", () => {
  it("takes every profile of @hostbridge/testing/profiles", () => {
    for (const id of HOST_PROFILE_IDS) {
      const request = parseCliArgs(["dev", "--server", "http://127.0.0.1:3000/mcp", `--profile=${id}`]);
      expect(request).toEqual({ kind: "dev", options: { server: "http://127.0.0.1:3000/mcp", profile: id } });
    }
  });

  it("refuses an unknown one, suggesting near names and listing the profiles by group", () => {
    const claude = refusal("claude");
    expect(claude.code).toBe("invalid_option");
    expect(claude.message).toContain(
      'Unknown --profile "claude". Did you mean claude-ai or claude-desktop or claude-code?',
    );
    expect(claude.message).toContain("  Editors and coding apps: vscode, github-copilot, cursor, codex");
    expect(refusal("claude-like").message).toContain('"claude-like" is now claude-ai (or claude-desktop).');
    expect(refusal("xyz").message).toMatch(/^Unknown --profile "xyz"\. The profiles are:\n {2}ChatGPT: chatgpt,/);
  });

  it("lists the profiles by group in the usage text", () => {
    expect(USAGE).toContain("ChatGPT: chatgpt, chatgpt-mobile, chatgpt-modal");
    expect(USAGE).toContain("Reference hosts: basic-host, mcp-inspector, mcp-apps");
  });
});
