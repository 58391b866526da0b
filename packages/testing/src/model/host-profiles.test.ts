import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { HOST_PROFILES, HOST_PROFILE_IDS, UnknownHostProfileError, hostProfile, isHostProfileId } from "../profiles.js";
import { STANDARD_STYLE_VARIABLES } from "./host-style-variables.js";

describe("host profiles", () => {
  it("has the six hosts, each with a source for every fact", () => {
    expect(Object.keys(HOST_PROFILES)).toEqual([...HOST_PROFILE_IDS]);
    for (const id of HOST_PROFILE_IDS) {
      const profile = HOST_PROFILES[id];
      expect(profile.id).toBe(id);
      for (const fact of [
        "capabilities",
        "answersUnadvertised",
        "hostContext",
        "openai",
        "displayModes",
        "csp",
      ] as const) {
        expect(profile.sources[fact].length, `${id}.sources.${fact}`).toBeGreaterThan(10);
      }
      // The modes the profile names are the ones its host context sends.
      expect(profile.hostContext.availableDisplayModes ?? []).toEqual(profile.displayModes);
    }
  });

  it("basic-host is exactly what the ext-apps basic-host sent", () => {
    const basic = HOST_PROFILES["basic-host"];
    expect(basic.capabilities).toEqual({
      openLinks: {},
      serverTools: { listChanged: true },
      serverResources: { listChanged: true },
      updateModelContext: { text: {} },
    });
    expect(Object.keys(basic.hostContext.styles?.variables ?? {})).toHaveLength(76);
    expect(basic.hostContext.containerDimensions).toEqual({ maxHeight: 6000 });
    expect(basic.displayModes).toEqual(["inline", "fullscreen"]);
    for (const absent of ["toolInfo", "locale", "timeZone"]) expect(basic.hostContext).not.toHaveProperty(absent);
    expect(basic.openai).toBe(false);
  });

  it("MCP-UI offers tools, resources and links, a context of theme only and no display modes", () => {
    const mcpUi = HOST_PROFILES["mcp-ui"];
    expect(mcpUi.capabilities).toEqual({ openLinks: {}, serverTools: {}, serverResources: {} });
    expect(mcpUi.hostContext).toEqual({ theme: "light" });
    expect(mcpUi.displayModes).toEqual([]);
  });

  it("only ChatGPT has window.openai; Claude-like is strict and has no pip", () => {
    expect(HOST_PROFILE_IDS.filter((id) => HOST_PROFILES[id].openai)).toEqual(["chatgpt"]);
    const claude = HOST_PROFILES["claude-like"];
    expect(claude.csp).toBe("spec-default");
    expect(claude.displayModes).not.toContain("pip");
    expect(HOST_PROFILES["mcp-inspector"].capabilities).not.toHaveProperty("message");
    expect(HOST_PROFILES["mcp-inspector"].capabilities).not.toHaveProperty("updateModelContext");
  });

  it("lists the 76 standard style variable names", () => {
    const names = Object.keys(STANDARD_STYLE_VARIABLES);
    expect(names).toHaveLength(76);
    expect(new Set(names).size).toBe(76);
    expect(names).toContain("--color-ring-warning");
    expect(names).toContain("--font-heading-3xl-line-height");
    expect(names).toContain("--shadow-hairline");
    for (const value of Object.values(STANDARD_STYLE_VARIABLES)) expect(value).not.toBe("");
  });

  it("hands out copies, and a clear error for an unknown id", () => {
    const copy = hostProfile("mcp-ui");
    copy.hostContext.theme = "dark";
    expect(HOST_PROFILES["mcp-ui"].hostContext.theme).toBe("light");
    expect(isHostProfileId("basic-host")).toBe(true);
    expect(isHostProfileId("claude")).toBe(false);
    expect(() => hostProfile("claude" as never)).toThrow(UnknownHostProfileError);
    expect(() => hostProfile("claude" as never)).toThrow(/Known profiles: chatgpt, mcp-apps/);
  });

  it("is plain data: the entry imports nothing at run time but its own data files", () => {
    for (const file of ["../profiles.ts", "host-profiles.ts", "host-style-variables.ts"]) {
      const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), file), "utf8");
      const runtimeImports = [...source.matchAll(/^(?:import|export) (?!type )[^;]*from "([^"]+)"/gm)].map((m) => m[1]);
      expect(
        runtimeImports.every((from) => from?.startsWith("./")),
        `${file}: ${runtimeImports.join(", ")}`,
      ).toBe(true);
    }
  });
});
