import { act, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDisplayMode } from "./use-display-mode.js";
import { chatGptHost } from "./test-support/chatgpt-host.js";
import { mcpAppsHost } from "./test-support/mcp-apps-host.js";
import { captureHook } from "./test-support/render-with.js";

describe("useDisplayMode in an MCP Apps host that lists its modes", () => {
  it("gives the mode and the modes on offer, and requests only offered modes", async () => {
    const requested: string[] = [];
    const { host } = await mcpAppsHost({
      hostContext: { displayMode: "inline", availableDisplayModes: ["inline", "fullscreen"] },
      setup: (bridge) => {
        bridge.onrequestdisplaymode = async ({ mode }) => (requested.push(mode), { mode });
      },
    });
    const dm = captureHook(host, useDisplayMode);
    expect(dm.get()).toMatchObject({ mode: "inline", availableModes: ["inline", "fullscreen"], isSupported: true });

    // PiP is not offered: nothing is asked, the current mode comes back.
    expect(await dm.get().request("pip")).toEqual({ mode: "inline" });
    expect(requested).toEqual([]);

    await act(async () => {
      expect(await dm.get().request("fullscreen")).toEqual({ mode: "fullscreen" });
    });
    expect(requested).toEqual(["fullscreen"]);
    await waitFor(() => expect(dm.get().mode).toBe("fullscreen"));
    await host.close();
  });

  it("reports the mode the host granted, not the one asked for", async () => {
    const { host } = await mcpAppsHost({
      hostContext: { availableDisplayModes: ["inline", "pip", "fullscreen"] },
      setup: (bridge) => {
        bridge.onrequestdisplaymode = async () => ({ mode: "fullscreen" });
      },
    });
    const dm = captureHook(host, useDisplayMode);
    await act(async () => {
      expect(await dm.get().request("pip")).toEqual({ mode: "fullscreen" });
    });
    expect(dm.get().mode).toBe("fullscreen");
    await host.close();
  });
});

describe("useDisplayMode in ChatGPT, which has no list of modes", () => {
  it("offers all three modes and requests them", async () => {
    const { host, openai } = chatGptHost();
    const dm = captureHook(host, useDisplayMode);
    expect(dm.get().availableModes).toEqual(["inline", "pip", "fullscreen"]);
    await act(async () => {
      expect(await dm.get().request("pip")).toEqual({ mode: "pip" });
    });
    expect(openai.calls).toEqual([["requestDisplayMode", { mode: "pip" }]]);
    expect(dm.get().mode).toBe("pip");
  });
});
