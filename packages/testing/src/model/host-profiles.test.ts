import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  HOST_PROFILES,
  HOST_PROFILE_IDS,
  PROFILE_GROUPS,
  UnknownHostProfileError,
  emptiedToolResult,
  hostProfile,
  isHostProfileId,
  profilesInGroup,
  textFallbackOf,
} from "../profiles.js";
import { STANDARD_STYLE_VARIABLES } from "./host-style-variables.js";

describe("host profiles", () => {
  it("has every host of issue 21, each with a source for every fact and its unknowns said", () => {
    expect(Object.keys(HOST_PROFILES)).toEqual([...HOST_PROFILE_IDS]);
    expect(HOST_PROFILE_IDS).toHaveLength(18);
    for (const id of HOST_PROFILE_IDS) {
      const profile = HOST_PROFILES[id];
      expect(profile.id).toBe(id);
      for (const [fact, source] of Object.entries(profile.sources)) {
        expect(source.length, `${id}.sources.${fact}`).toBeGreaterThan(10);
        // A fact the profile lists as unknown says so in its source, and only those do.
        expect(source.startsWith("unknown"), `${id}.sources.${fact}: ${source}`).toBe(
          profile.unknown.includes(fact as never),
        );
      }
      expect(Object.keys(profile.sources).sort()).toEqual(
        [
          "hostInfo",
          "capabilities",
          "answersUnadvertised",
          "refusedMethods",
          "hostContext",
          "openai",
          "displayModes",
          "displayModeRefusal",
          "container",
          "frameStorage",
          "reload",
          "resourceUriKeys",
          "csp",
        ].sort(),
      );
      // The modes the profile names are the ones its host context sends.
      expect(profile.hostContext.availableDisplayModes ?? []).toEqual(profile.displayModes);
      expect(PROFILE_GROUPS.map((group) => group.id)).toContain(profile.group);
    }
    expect(PROFILE_GROUPS.flatMap((group) => profilesInGroup(group.id))).toEqual([...HOST_PROFILE_IDS]);
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

  it("only the ChatGPT profiles have window.openai; Claude Code shows no widget", () => {
    expect(HOST_PROFILE_IDS.filter((id) => HOST_PROFILES[id].openai)).toEqual([
      "chatgpt",
      "chatgpt-mobile",
      "chatgpt-modal",
    ]);
    expect(HOST_PROFILE_IDS.filter((id) => !HOST_PROFILES[id].rendersUi)).toEqual(["claude-code"]);
    expect(HOST_PROFILES["chatgpt-modal"].openaiView?.mode).toBe("modal");
    expect(HOST_PROFILES["chatgpt-mobile"].coercedDisplayModes).toEqual({ pip: "fullscreen" });
    expect(HOST_PROFILES["mcp-inspector"].capabilities).not.toHaveProperty("message");
    expect(HOST_PROFILES["mcp-inspector"].capabilities).not.toHaveProperty("updateModelContext");
  });

  it("states the field quirks: flat _meta key, pip refused as inline, reload replay, no storage", () => {
    expect(HOST_PROFILES["claude-ai"].resourceUriKeys).toEqual(["ui/resourceUri"]);
    expect(HOST_PROFILES.vscode.resourceUriKeys).toEqual(["ui/resourceUri"]);
    expect(HOST_PROFILES["claude-ai"].displayModeRefusal).toBe("inline");
    expect(HOST_PROFILES.vscode.displayModes).toEqual(["inline"]);
    expect(HOST_PROFILES.chatgpt.reload).toBe("replays-emptied-result");
    expect(HOST_PROFILES["mcp-inspector"]).toMatchObject({ frameStorage: "none", reload: "sends-nothing" });
    expect(HOST_PROFILES["github-copilot"].refusedMethods).toContain("ui/download-file");
    expect(HOST_PROFILES.librechat.csp).toBe("meta-tag");
    expect(HOST_PROFILES.goose.hostContext).toHaveProperty("viewport");
  });

  it("the emptied replay and the text a no-UI host shows", () => {
    expect(emptiedToolResult()).toEqual({ content: [{ type: "text", text: "{}" }], structuredContent: {} });
    expect(
      textFallbackOf({
        content: [
          { type: "text", text: "4 pizzerias in Naples" },
          { type: "image", data: "", mimeType: "image/png" },
          { type: "text", text: "  " },
          { type: "text", text: "Ask for more." },
        ],
      }),
    ).toBe("4 pizzerias in Naples\n\nAsk for more.");
    expect(textFallbackOf(null)).toBe("");
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
    expect(() => hostProfile("claude" as never)).toThrow(/Known profiles: chatgpt, chatgpt-mobile/);
  });

  it("is plain data: the entry imports nothing at run time but its own data files", () => {
    for (const file of [
      "../profiles.ts",
      "host-profiles.ts",
      "host-style-variables.ts",
      "profile-behaviour.ts",
      "profile-ids.ts",
      "profile-sources.ts",
      "profiles/chatgpt.ts",
      "profiles/claude.ts",
      "profiles/editors.ts",
      "profiles/agents.ts",
      "profiles/libraries.ts",
      "profiles/reference.ts",
    ]) {
      const source = readFileSync(join(dirname(fileURLToPath(import.meta.url)), file), "utf8");
      const runtimeImports = [...source.matchAll(/^(?:import|export) (?!type )[^;]*from "([^"]+)"/gm)].map((m) => m[1]);
      expect(
        runtimeImports.every((from) => from?.startsWith("./") || from?.startsWith("../")),
        `${file}: ${runtimeImports.join(", ")}`,
      ).toBe(true);
    }
  });
});
