import { describe, expect, it } from "vitest";
import { buildHostContext, buildOpenAiEnvironment, offeredModes, resolveDisplayMode } from "./host-context.js";
import { DEFAULT_CONTROLS } from "./initial-controls.js";
import { devHostProfile } from "./profiles.js";
import type { HostControls } from "./types.js";

const controls: HostControls = {
  ...DEFAULT_CONTROLS,
  theme: "dark",
  locale: "de-DE",
  timeZone: "Asia/Tokyo",
  safeArea: { top: 20, right: 0, bottom: 34, left: 0 },
  device: "mobile",
};
const generic = devHostProfile("mcp-apps");

describe("host context", () => {
  it("carries the controls in the MCP Apps shape for the generic profile", () => {
    const ctx = buildHostContext(generic, controls, null, 900);
    expect(ctx).toMatchObject({
      theme: "dark",
      locale: "de-DE",
      displayMode: "inline",
      availableDisplayModes: ["inline", "pip", "fullscreen"],
      containerDimensions: { maxHeight: 480 },
      platform: "mobile",
      deviceCapabilities: { touch: true, hover: false },
      safeAreaInsets: { top: 20, right: 0, bottom: 34, left: 0 },
    });
    expect(Object.keys(ctx.styles?.variables ?? {})).toHaveLength(76);
    expect(
      buildHostContext(generic, { ...controls, displayMode: "fullscreen" }, null, 900).containerDimensions,
    ).toEqual({ height: 900 });
  });

  it("sends only what basic-host sends: 76 style variables, no locale, no time zone, no toolInfo", () => {
    const tool = { name: "show_pizzas", inputSchema: { type: "object" as const } };
    const ctx = buildHostContext(devHostProfile("basic-host"), controls, { id: "call_1", tool }, 900);
    expect(Object.keys(ctx.styles?.variables ?? {})).toHaveLength(76);
    expect(ctx).not.toHaveProperty("locale");
    expect(ctx).not.toHaveProperty("timeZone");
    expect(ctx).not.toHaveProperty("toolInfo");
    expect(ctx).not.toHaveProperty("safeAreaInsets");
    expect(ctx.availableDisplayModes).toEqual(["inline", "fullscreen"]);
    expect(buildHostContext(devHostProfile("basic-host"), { ...controls, device: "desktop" }, null, 900).platform).toBe(
      "web",
    );
    expect(buildHostContext(generic, { ...controls, device: "desktop" }, null, 900).platform).toBe("desktop");
    expect(buildHostContext(generic, controls, { id: "call_1", tool }, 900).toolInfo).toEqual({ id: "call_1", tool });
  });

  it("MCP-UI sends the theme alone and offers inline only", () => {
    const mcpUi = devHostProfile("mcp-ui");
    expect(buildHostContext(mcpUi, controls, null, 900)).toEqual({ theme: "dark" });
    expect(offeredModes(mcpUi)).toEqual(["inline"]);
  });

  it("carries the same controls in window.openai's shape", () => {
    expect(buildOpenAiEnvironment(controls)).toEqual({
      theme: "dark",
      displayMode: "inline",
      maxHeight: 480,
      safeArea: { insets: { top: 20, bottom: 34, left: 0, right: 0 } },
      userAgent: { device: { type: "mobile" }, capabilities: { hover: false, touch: true } },
      locale: "de-DE",
    });
  });

  it("takes the time zone, width limit, platform, touch and hover the controls set over the device's", () => {
    const chosen = { ...controls, maxWidth: 320, platform: "web", touch: false, hover: true } as const;
    expect(buildHostContext(generic, chosen, null, 900)).toMatchObject({
      timeZone: "Asia/Tokyo",
      containerDimensions: { maxHeight: 480, maxWidth: 320 },
      platform: "web",
      deviceCapabilities: { touch: false, hover: true },
    });
    expect(buildOpenAiEnvironment(chosen)).toMatchObject({
      userAgent: { device: { type: "mobile" }, capabilities: { touch: false, hover: true } },
    });
    // Left to the device: a phone has touch and no hover, and is a mobile platform.
    expect(buildHostContext(generic, controls, null, 900)).toMatchObject({
      platform: "mobile",
      deviceCapabilities: { touch: true, hover: false },
    });
  });

  it("grants display modes like ChatGPT: no PiP on mobile, modes the profile lacks keep the current one", () => {
    expect(resolveDisplayMode("pip", "inline", controls, generic)).toBe("fullscreen");
    expect(resolveDisplayMode("pip", "inline", { ...controls, device: "desktop" }, generic)).toBe("pip");
    expect(resolveDisplayMode("theatre", "fullscreen", controls, generic)).toBe("fullscreen");
    expect(resolveDisplayMode("pip", "inline", { ...controls, device: "desktop" }, devHostProfile("claude-ai"))).toBe(
      "inline",
    );
    expect(resolveDisplayMode("fullscreen", "inline", controls, devHostProfile("mcp-ui"))).toBe("inline");
  });
});
