import { describe, expect, it } from "vitest";
import { buildHostContext, buildOpenAiEnvironment, resolveDisplayMode } from "./host-context.js";
import type { HostControls } from "./types.js";

const controls: HostControls = {
  theme: "dark",
  locale: "de-DE",
  displayMode: "inline",
  maxHeight: 480,
  safeArea: { top: 20, right: 0, bottom: 34, left: 0 },
  device: "mobile",
  requireApproval: false,
};

describe("host context", () => {
  it("carries the controls in the MCP Apps shape", () => {
    const ctx = buildHostContext("mcp-apps", controls, null, 900);
    expect(ctx).toMatchObject({
      theme: "dark",
      locale: "de-DE",
      displayMode: "inline",
      containerDimensions: { maxHeight: 480 },
      platform: "mobile",
      deviceCapabilities: { touch: true, hover: false },
      safeAreaInsets: { top: 20, right: 0, bottom: 34, left: 0 },
    });
    expect(ctx.styles?.variables?.["--color-background-primary"]).toBeTruthy();
    expect(buildHostContext("mcp-apps", { ...controls, displayMode: "fullscreen" }, null, 900).containerDimensions).toEqual({ height: 900 });
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

  it("grants display modes like ChatGPT: no PiP on mobile, unknown modes keep the current one", () => {
    expect(resolveDisplayMode("pip", "inline", controls)).toBe("fullscreen");
    expect(resolveDisplayMode("pip", "inline", { ...controls, device: "desktop" })).toBe("pip");
    expect(resolveDisplayMode("theatre", "fullscreen", controls)).toBe("fullscreen");
  });
});
